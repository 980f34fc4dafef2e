import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launch } from "./browser.ts";

const root = resolve(import.meta.dirname, "../..");
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe("home page against tt serve", () => {
  it("shows the counts that the artifacts and DynamoDB hold", async () => {
    const base = inject("baseUrl");
    const statics = JSON.parse(readFileSync(resolve(root, "build/data/api/statics"), "utf8")) as Record<
      string,
      unknown[]
    >;
    const seeded = JSON.parse(readFileSync(resolve(root, "build/data/seed/npcs.json"), "utf8")) as {
      gmOnly: boolean;
    }[];
    const page = await browser.newPage();
    await page.goto(base);
    await page.getByRole("heading", { name: "The library" }).waitFor();
    for (const key of ["spells", "weapons", "magicitems", "charclasses"]) {
      await expect(page.locator(`[data-set="${key}"] dd`).textContent()).resolves.toBe(
        String(statics[key]!.length),
      );
    }
    const visible = seeded.filter((n) => !n.gmOnly).length;
    expect(visible).toBeGreaterThan(0);
    await expect(page.locator('[data-set="npcs"] dd').textContent()).resolves.toBe(String(visible));
    await page.close();
  });

  it("serves client routes with the SPA and missing assets as real 404s", async () => {
    const base = inject("baseUrl");
    const route = await fetch(`${base}/options/spells`);
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('<div id="root">');
    expect((await fetch(`${base}/assets/missing.js`)).status).toBe(404);
    const statics = await fetch(`${base}/api/statics`, { headers: { "accept-encoding": "gzip" } });
    expect(statics.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(statics.headers.get("etag")).toBeTruthy();
    expect(statics.headers.get("content-encoding")).toBe("gzip");
    const npcs = await fetch(`${base}/api/npcs`, { headers: { "accept-encoding": "gzip" } });
    expect(npcs.headers.get("content-encoding")).toBe("gzip");
    expect(Array.isArray(await npcs.json())).toBe(true);
  });
});
