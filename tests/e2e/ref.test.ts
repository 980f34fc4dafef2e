import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launch } from "./browser.ts";
import {
  axeViolations,
  goInApp,
  inViewBelowHeader,
  open,
  readPage,
  readStatics,
  switchTheme,
  withPage,
} from "./options-helpers.ts";
import { waitForPage } from "./shell.ts";

let browser: Browser;
const base = () => inject("baseUrl");

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

interface RollRow {
  id: string;
  Min: number;
  Max: number;
}

/** The number in the roll toast ("Rolled d100" / "42: ...") and the highlighted row's id. */
async function rollAndRead(page: import("playwright-core").Page) {
  await page.getByRole("button", { name: "Roll d100" }).click();
  const toast = page.locator(".toast").filter({ hasText: "Rolled d100" }).last();
  await toast.waitFor();
  const body = (await toast.locator(".toast-body").textContent()) ?? "";
  const value = Number(/^(\d+):/.exec(body.trim())?.[1]);
  const row = page.locator("table.roll-table tr.is-rolled");
  await row.waitFor();
  return { value, rowId: await row.getAttribute("id"), current: await row.getAttribute("aria-current") };
}

describe("wild magic", () => {
  it("rolls d100: the matching row is highlighted and the toast shows the roll", () =>
    withPage(browser, async (page) => {
      const { surges } = readPage<{ surges: RollRow[] }>("ref/wildmagic");
      await open(page, `${base()}/ref/wildmagic`);
      await expect(page.locator("table.roll-table tbody tr").count()).resolves.toBe(surges.length);
      for (let i = 0; i < 3; i++) {
        const { value, rowId, current } = await rollAndRead(page);
        expect(value).toBeGreaterThanOrEqual(1);
        expect(value).toBeLessThanOrEqual(100);
        const expected = surges.find((s) => value >= s.Min && value <= s.Max)!;
        expect(rowId).toBe(expected.id);
        expect(current).toBe("true");
        await expect(page.getByRole("status").filter({ hasText: "You rolled" }).textContent()).resolves.toBe(
          `You rolled ${value}`,
        );
        await expect.poll(() => inViewBelowHeader(page, `tr#${rowId}`)).toBe(true);
      }
    }));
});

describe("injury tables", () => {
  it("has a table per damage type, each with its own roll", () =>
    withPage(browser, async (page) => {
      const { injuries } = readPage<{ injuries: (RollRow & { DamageType: string })[] }>("ref/injury");
      await open(page, `${base()}/ref/injury`);
      await page.getByRole("tab", { name: "Fire" }).click();
      await page.waitForFunction(() => new URLSearchParams(location.search).get("type") === "fire");
      const fire = injuries.filter((i) => i.DamageType === "fire");
      await expect(page.locator("table.roll-table tbody tr").count()).resolves.toBe(fire.length);
      const { value, rowId } = await rollAndRead(page);
      expect(rowId).toBe(fire.find((r) => value >= r.Min && value <= r.Max)!.id);
      // A link to a row of another table opens that table.
      const cold = injuries.find((i) => i.DamageType === "cold")!;
      await open(page, `${base()}/ref/injury#${cold.id}`);
      await expect(page.getByRole("tab", { name: "Cold" }).getAttribute("aria-selected")).resolves.toBe(
        "true",
      );
      await page.locator(`tr#${cold.id}.is-target`).waitFor();
    }));
});

describe("rules reference", () => {
  it("shows categories and rules collapsed as isCollapsed says, and opens a rule from its link", () =>
    withPage(browser, async (page) => {
      const { rules, rulesbycat } = readStatics();
      await open(page, `${base()}/ref/srd`);
      for (const cat of rulesbycat)
        await page.getByRole("heading", { name: cat.title, exact: true }).first().waitFor();
      const closed = rules.find((r) => r.isCollapsed)!;
      const opened = rules.find((r) => !r.isCollapsed)!;
      await expect(page.locator(`details#${closed._id}`).getAttribute("open")).resolves.toBeNull();
      await expect(page.locator(`details#${opened._id}`).getAttribute("open")).resolves.toBe("");
      // The table of contents links to every rule; following one opens it and scrolls to it.
      const toc = page.getByRole("navigation", { name: "Contents" });
      await expect(toc.getByRole("link").count()).resolves.toBe(rules.length + rulesbycat.length);
      await toc.getByRole("link", { name: closed.title, exact: true }).click();
      await page.waitForFunction((id) => location.hash === `#${id}`, closed._id);
      await expect(page.locator(`details#${closed._id}`).getAttribute("open")).resolves.toBe("");
      await page.waitForFunction((id) => {
        const top = document.getElementById(id)!.getBoundingClientRect().top;
        return top > 40 && top < 200;
      }, closed._id);
      // A fresh load of a deep link.
      await page.goto("about:blank");
      await open(page, `${base()}/ref/srd#${closed._id}`);
      await page.locator(`details#${closed._id}[open].is-target`).waitFor();
      // The filter keeps matching rules and opens them.
      await page.getByRole("searchbox", { name: "Filter the rules" }).fill("grapple");
      await page
        .getByRole("status")
        .filter({ hasText: /rules match/ })
        .waitFor();
    }));

  it("guides character creation step by step, with links into the options", () =>
    withPage(browser, async (page) => {
      await open(page, `${base()}/ref/create`);
      const steps = page.getByRole("navigation", { name: "Steps" });
      await expect(steps.getByRole("link").count()).resolves.toBeGreaterThanOrEqual(8);
      await page.getByRole("link", { name: "Browse ancestries" }).click();
      await page.getByRole("heading", { level: 1, name: "Ancestries" }).waitFor();
      await waitForPage(page);
    }));
});

describe("accessibility", () => {
  it(
    "axe finds no violations on the rules reference pages (both themes on each)",
    () =>
      withPage(browser, async (page) => {
        const pages: [string, string][] = [
          ["/ref/srd", "System Reference Document"],
          ["/ref/srs?q=fireball", "System Reference Search"],
          ["/ref/create", "Creating a Character"],
          ["/ref/injury", "Injury Tables"],
          ["/ref/wildmagic", "Wild Magic Table"],
        ];
        const found: string[] = [];
        await open(page, `${base()}/`);
        for (const theme of ["dark", "light"] as const) {
          if (theme === "light") await switchTheme(page, "light");
          for (const [path, title] of pages) {
            await goInApp(page, path, title);
            if (path.includes("srs")) await page.locator(".srs-hit").first().waitFor();
            if (path.includes("wildmagic")) {
              await page.getByRole("button", { name: "Roll d100" }).click();
              await page.locator("tr.is-rolled").waitFor();
            }
            found.push(...(await axeViolations(page, `${path} ${theme}`, [], "main")));
            await goInApp(page, "/", "Tabletome");
          }
        }
        expect(found).toEqual([]);
      }),
    120_000,
  );
});
