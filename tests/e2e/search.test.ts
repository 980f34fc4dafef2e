import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launch } from "./browser.ts";
import { axeViolations, inViewBelowHeader, open, readStatics, withPage } from "./options-helpers.ts";

let browser: Browser;
const base = () => inject("baseUrl");

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Counts requests for the search index. */
function countIndexLoads(page: Page): { n: number } {
  const count = { n: 0 };
  page.on("request", (r) => {
    if (new URL(r.url()).pathname === "/search/index.json") count.n++;
  });
  return count;
}

const options = (page: Page) => page.getByRole("listbox", { name: "Results" }).getByRole("option");

describe("omnibox", () => {
  it("Ctrl+K, 'fireball', Enter: lands on the spell, open, below the header; the index loads once", () =>
    withPage(browser, async (page) => {
      const loads = countIndexLoads(page);
      await open(page, `${base()}/`);
      await page.waitForTimeout(300);
      expect(loads.n).toBe(0);
      await page.keyboard.press("Control+k");
      const box = page.getByRole("combobox", { name: "Search rules, spells, items and lore" });
      await box.waitFor();
      await box.fill("fireball");
      await options(page).first().waitFor();
      await expect(options(page).first().getAttribute("aria-selected")).resolves.toBe("true");
      await expect(options(page).first().locator(".hit-title").textContent()).resolves.toMatch(/^Fireball/);
      // Results are grouped by kind, with snippets.
      await page.getByRole("group", { name: "Spells" }).waitFor();
      await page.getByRole("group", { name: "Magic items" }).waitFor();
      await page.keyboard.press("Enter");
      await page.waitForURL(`${base()}/options/spells#fireball`);
      await page.locator("tbody#fireball.is-open").waitFor();
      await page.waitForFunction(() => {
        const el = document.getElementById("fireball");
        const top = el?.getBoundingClientRect().top ?? -1;
        return top > 50 && top < innerHeight / 2;
      });
      expect(await inViewBelowHeader(page, "tbody#fireball")).toBe(true);

      // "/" opens it again; structured filters; arrow keys; same page, another hash.
      await page.keyboard.press("/");
      await box.waitFor();
      await box.fill("in:spell level:3 school:evocation");
      const { spells } = readStatics();
      const expected = spells
        .filter((s) => s.level === "level3" && s.school === "evocation")
        .map((s) => s.title)
        .sort((a, b) => a.localeCompare(b));
      await expect
        .poll(() => options(page).locator(".hit-title").allTextContents())
        .toEqual(expected.map((t) => `${t} · level 3 · evocation`));
      await page.keyboard.press("ArrowDown");
      await expect(options(page).nth(1).getAttribute("aria-selected")).resolves.toBe("true");
      await page.keyboard.press("Enter");
      const second = spells.find((s) => s.title === expected[1])!;
      await page.waitForURL(`${base()}/options/spells#${second.id}`);
      await page.locator(`tbody#${second.id}.is-open`).waitFor();
      await page.goBack({ waitUntil: "commit" });
      await page.waitForURL(`${base()}/options/spells#fireball`);
      expect(loads.n).toBe(1);
    }));

  it("has no accessibility violations while open", () =>
    withPage(browser, async (page) => {
      await open(page, `${base()}/ref/injury`);
      await page.getByRole("button", { name: /^Search/ }).click();
      const box = page.getByRole("combobox", { name: "Search rules, spells, items and lore" });
      await box.fill("wand");
      await options(page).first().waitFor();
      expect(await axeViolations(page, "omnibox")).toEqual([]);
      await page.keyboard.press("Escape");
      await box.waitFor({ state: "hidden" });
    }));
});

describe("search page", () => {
  it("keeps the query in the URL and links each result to its entry", () =>
    withPage(browser, async (page) => {
      await open(page, `${base()}/ref/srs`);
      await page.getByLabel("Search rules, spells, items and lore").fill("cr:1-4 in:creature");
      await page.locator(".srs-hit").first().waitFor();
      await page.waitForFunction(
        () => new URLSearchParams(location.search).get("q") === "cr:1-4 in:creature",
      );
      await page.getByLabel("Search rules, spells, items and lore").fill("grappl");
      const hit = page.locator(".srs-hit").first();
      await hit.waitFor();
      const href = await hit.getAttribute("href");
      expect(href).toMatch(/#/);
      await hit.click();
      await page.waitForURL(`${base()}${href}`);
    }));
});
