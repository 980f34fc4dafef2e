import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { formatSettingDate, settingDateOf } from "../../core/rules/calendar.ts";
import { routes } from "../../web/src/routes.ts";
import { launch } from "./browser.ts";
import { closePage, openPage, waitForPage } from "./shell.ts";

/** The settings' pages against `tt serve`: deep links, URL filters, the map, the calendar, axe. */

let browser: Browser;
let page: Page;
const base = () => inject("baseUrl");
const hash = () => new URL(page.url()).hash;
const param = (name: string) => new URL(page.url()).searchParams.get(name);

/** axe once the page has settled (the loading bar, outside the landmarks while it shows, is gone). */
async function axe(label: string) {
  await page.waitForFunction(() => !document.querySelector(".tt-progress.is-visible"));
  // The page's own content and its dialogs; the shell's header has its own axe test (navigation.test.ts).
  const results = await new AxeBuilder({ page }).exclude(".site-header").analyze();
  return results.violations.map((v) => `${label}: ${v.id} ${v.nodes.map((n) => n.target).join(" ")}`);
}

beforeAll(async () => {
  browser = await launch();
  page = await openPage(browser);
});
afterAll(async () => {
  if (page) await closePage(page);
  await browser?.close();
});

describe("Elthelas and Materia gods", () => {
  it("opens a god's detail by its hash, and Back closes what a click opened", async () => {
    await page.goto(`${base()}/elthelas/gods#ammeris`);
    const row = page.locator("tr#ammeris");
    await expect
      .poll(() => row.getByRole("button", { name: "Ammeris" }).getAttribute("aria-expanded"))
      .toBe("true");
    const detail = page.locator("#ammeris-detail");
    await detail.getByRole("heading", { name: "Tenets" }).waitFor();
    await detail.getByText("Ask the next question.").waitFor();
    await detail.getByText("Ammeris hung the stars", { exact: false }).waitFor();
    expect(await row.getAttribute("class")).toContain("is-target");
    // In view, below the fixed header.
    await expect
      .poll(() => row.evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBeLessThan(200);

    await page.getByRole("button", { name: "Aurun" }).click();
    await expect.poll(hash).toBe("#aurun");
    await page.locator("#aurun-detail").getByText("Tenets").waitFor();
    await page.goBack();
    await expect.poll(hash).toBe("#ammeris");
    // A link in another god's lore navigates to that god's entry in the app.
    await detail.getByRole("link", { name: "Brannoch" }).click();
    await expect.poll(hash).toBe("#brannoch");
    await page.locator("#brannoch-detail").getByRole("heading", { name: "Lore" }).waitFor();
  });

  it("sorts and filters in the URL (shareable), for both pantheons", async () => {
    await page.goto(`${base()}/elthelas/gods?domain=war`);
    const names = () => page.locator("tbody tr:not(.detail-row) th .row-toggle").allTextContents();
    await expect.poll(async () => (await names()).length).toBeGreaterThan(0);
    const war = await names();
    for (const n of war) {
      const id = n.trim().toLowerCase();
      const domains = await page.locator(`tr#${id} td.col-domains`).textContent();
      expect(domains).toContain("War");
    }
    await page.getByRole("button", { name: /^Alignment/ }).click();
    await expect.poll(() => param("sort")).toBe("alignment");
    await expect(page.locator('th[aria-sort="ascending"]').textContent()).resolves.toContain("Alignment");
    await page.getByRole("button", { name: /^Alignment/ }).click();
    await expect.poll(() => param("dir")).toBe("desc");

    await page.goto(`${base()}/materia/gods#ivrel`);
    await page.locator("#ivrel-detail").getByText("Every life is weighed fairly", { exact: false }).waitFor();
  });
});

describe("bestiaries", () => {
  it("opens a creature's stat block by its hash and filters by challenge rating and type", async () => {
    await page.goto(`${base()}/kentris/bestiary#galewyrm`);
    const block = page.locator("li#galewyrm .stat-block");
    await block.waitFor();
    for (const text of ["Armor Class", "Hit Points", "Legendary Actions", "Challenge", "Proficiency Bonus"]) {
      await block.getByText(text, { exact: true }).first().waitFor();
    }
    await block.getByText("12 (8,400 XP)").waitFor();
    await block.locator("button.dice-roll").first().click();
    await page.locator(".toast", { hasText: "Rolled" }).first().waitFor();

    await page.goto(`${base()}/kentris/bestiary?cr=5-30&sort=cr`);
    await page.locator(".creature-item").first().waitFor();
    const crs = await page.locator(".creature-cr").allTextContents();
    expect(crs.length).toBeGreaterThan(0);
    const values = crs.map((c) => Number(c.replace("CR ", "")));
    expect(values.every((v) => v >= 5)).toBe(true);
    expect([...values].sort((a, b) => a - b)).toEqual(values);
    await page.locator("main").getByLabel("Type", { exact: true }).selectOption("beast");
    await expect.poll(() => param("type")).toBe("beast");
    for (const meta of await page.locator(".creature-meta").allTextContents()) expect(meta).toMatch(/beast/);
  });
});

describe("Kentris people", () => {
  it("lists Kentris's NPCs on its bestiary, where the texts' links to them now land", async () => {
    await page.goto(`${base()}/kentris/bestiary#fennick-ashby`);
    const card = page.locator("article#fennick-ashby");
    await expect.poll(() => card.locator(".npc-toggle").getAttribute("aria-expanded")).toBe("true");
    expect(await page.locator('a[href^="/kentris/npcs"]').count()).toBe(0);
    const link = page.locator('.lore-html a[href="/kentris/bestiary#ossian-greel"]').first();
    await link.click();
    await expect.poll(hash).toBe("#ossian-greel");
    await expect
      .poll(() => page.locator("article#ossian-greel .npc-toggle").getAttribute("aria-expanded"))
      .toBe("true");
  });
});

describe("calendar and history", () => {
  it("shows today's date in the setting's calendar, highlighted in the month grid", async () => {
    const payload = (await (await fetch(`${base()}/pages/elthelas/calendar.json`)).json()) as {
      calendar: Parameters<typeof settingDateOf>[0];
    };
    await page.goto(`${base()}/elthelas/calendar`);
    const today = settingDateOf(payload.calendar, new Date());
    await page
      .getByText(`Today is ${today.weekday}, ${formatSettingDate(payload.calendar, today)}.`, {
        exact: false,
      })
      .waitFor();
    const cell = page.locator('.month-grid td[aria-current="date"]');
    await expect(cell.locator(".day-number").textContent()).resolves.toBe(String(today.day));
    await page.getByRole("button", { name: "Next month" }).click();
    await expect.poll(() => param("month")).not.toBeNull();
    expect(await page.locator('.month-grid td[aria-current="date"]').count()).toBe(0);
    await page.getByRole("button", { name: "This month" }).click();
    await expect.poll(() => page.locator('.month-grid td[aria-current="date"]').count()).toBe(1);
  });

  it("lists the setting's events, newest or oldest first, dated in its calendar", async () => {
    await page.goto(`${base()}/elthelas/history`);
    const dates = () => page.locator(".timeline-item:not(.timeline-now) .timeline-date").allTextContents();
    await page.locator(".timeline-item").first().waitFor();
    const newest = await dates();
    expect(newest.length).toBeGreaterThan(3);
    expect(newest.every((d) => d.endsWith(" AS") || d.includes(" AS – "))).toBe(true);
    await page.locator("main").getByLabel("Order").selectOption("oldest");
    await expect.poll(() => param("order")).toBe("oldest");
    await expect.poll(dates).toEqual([...newest].reverse());
    await page.goto(`${base()}/materia/history`);
    await page.locator(".timeline-item").first().waitFor();
    const materia = await dates();
    expect(materia.length).toBeGreaterThan(0);
    expect(materia.every((d) => d.includes(" AC"))).toBe(true);
  });
});

describe("Elthelas geography", () => {
  it("selects places on the map and in the list, linking between them", async () => {
    await page.goto(`${base()}/elthelas/geography`);
    const map = page.getByTestId("world-map");
    await map.waitFor();
    expect(await map.locator("a.map-nation").count()).toBe(6);
    await map.getByRole("link", { name: /^Corvenna, / }).click();
    await expect.poll(hash).toBe("#corvenna");
    const panel = page.locator("section.geo-panel");
    await panel.getByRole("heading", { name: "Corvenna" }).waitFor();
    await panel.getByRole("link", { name: "The Vastarine Empire" }).first().click();
    await expect.poll(hash).toBe("#vastaris");
    await panel.getByRole("heading", { name: "The Vastarine Empire" }).waitFor();
    expect(await map.locator("a.map-nation.selected").getAttribute("href")).toBe("#vastaris");
    await page.goBack();
    await expect.poll(hash).toBe("#corvenna");
    await panel.getByRole("heading", { name: "Corvenna" }).waitFor();
    // The browsable list.
    await page.locator(".geo-groups").getByRole("link", { name: "The Glasswaste" }).click();
    await panel.getByRole("heading", { name: "The Glasswaste" }).waitFor();
  });
});

describe("Materia crafting", () => {
  it("finds a magic item by name and shows its recipe", async () => {
    await page.goto(`${base()}/materia/crafting`);
    const input = page.getByRole("combobox", { name: "Magic item" });
    await input.fill("amulet of health");
    await expect.poll(() => param("item")).toBe("amulet of health");
    await input.press("Enter");
    await expect.poll(() => param("recipe")).toBe("amulet-of-health");
    const recipe = page.locator(".recipe-card");
    await recipe.getByRole("heading", { name: "Amulet of Health" }).waitFor();
    await recipe.getByText("tinker's tools", { exact: true }).waitFor();
    await recipe.getByText("12,000 gp").waitFor();
    // Keyboard through the virtualised list.
    await input.fill("wand");
    await input.press("ArrowDown");
    await input.press("ArrowDown");
    const active = await input.getAttribute("aria-activedescendant");
    expect(active).toMatch(/-opt-2$/);
  });
});

/**
 * Every page of the three settings: axe finds nothing in the dark theme (the default), and colour
 * contrast holds in the light theme too on the pages that between them show every widget (the theme
 * changes colours only; the other pages are lore built from the same parts).
 */
const settingRoutes = routes.map((r) => r.path).filter((p) => /^\/(elthelas|materia|kentris)\//.test(p));
const LIGHT_TOO = new Set([
  "/elthelas/gods",
  "/elthelas/calendar",
  "/elthelas/geography",
  "/elthelas/npcs",
  "/elthelas/history",
  "/materia/crafting",
  "/kentris/bestiary",
  "/elthelas/languages",
]);

/** Light theme by the header's toggle, once its colour transition is over; contrast only. */
async function lightContrast(label: string) {
  await page.getByRole("button", { name: "Switch to the light theme" }).click();
  await page.waitForFunction(() => document.documentElement.getAttribute("data-bs-theme") === "light");
  await page.waitForTimeout(600);
  const results = await new AxeBuilder({ page }).include("main").withRules(["color-contrast"]).analyze();
  return results.violations.map((v) => `${label}: ${v.id} ${v.nodes.map((n) => n.target).join(" ")}`);
}

describe("accessibility (axe) on every settings page", () => {
  it("covers the settings' routes", () => {
    expect(settingRoutes.length).toBe(21);
    for (const p of LIGHT_TOO) expect(settingRoutes).toContain(p);
  });
  for (const path of settingRoutes) {
    it(`${path} has no violations${LIGHT_TOO.has(path) ? " in either theme" : ""}`, async () => {
      // Each load starts dark, whatever the toggle stored last time.
      await page.addInitScript(() => localStorage.setItem("tt:theme", "dark"));
      await page.goto(base() + path);
      await waitForPage(page);
      await page.locator("main .lore-html").waitFor();
      expect(await axe(`${path} dark`)).toEqual([]);
      if (LIGHT_TOO.has(path)) expect(await lightContrast(`${path} light`)).toEqual([]);
    });
  }
  it("has no violations with entries expanded (a god, a stat block, a place)", async () => {
    await page.addInitScript(() => localStorage.setItem("tt:theme", "dark"));
    for (const path of [
      "/elthelas/gods#vorrin",
      "/materia/bestiary#pearlwarden",
      "/elthelas/geography#saffar",
    ]) {
      await page.goto(base() + path);
      await page.locator(".is-target").first().waitFor();
      expect(await axe(path)).toEqual([]);
    }
  });
});
