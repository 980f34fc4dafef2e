import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launch } from "./browser.ts";
import {
  axeViolations,
  goInApp,
  inViewBelowHeader,
  open,
  readStatics,
  rowTitles,
  switchTheme,
  waitForQuery,
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

describe("spells", () => {
  it("filters to level 3 evocation, opens one by its hash link, and keeps both in the URL", () =>
    withPage(browser, async (page) => {
      const { spells } = readStatics();
      const expected = spells
        .filter((s) => s.level === "level3" && s.school === "evocation")
        .map((s) => s.title)
        .sort();
      expect(expected.length).toBeGreaterThan(0);
      await open(page, `${base()}/options/spells`);
      const filters = page.getByRole("search", { name: "Filter spells" });
      await filters.getByRole("group", { name: "Level" }).getByRole("button", { name: /^3\b/ }).click();
      await filters
        .getByRole("group", { name: "School" })
        .getByRole("button", { name: /^Evocation/ })
        .click();
      await expect(filters.getByRole("status").textContent()).resolves.toBe(
        `Showing ${expected.length} of ${spells.length}`,
      );
      expect((await rowTitles(page, "Spells")).sort()).toEqual(expected);
      await waitForQuery(page, { level: "level3", school: "evocation" });

      // The permalink opens the row and puts its id in the address.
      const first = spells.find((s) => s.title === expected[0])!;
      await page.getByRole("link", { name: `Link to ${first.title}` }).click();
      await page.waitForURL(
        (u) => u.search === "?level=level3&school=evocation" && u.hash === `#${first.id}`,
      );
      const toggle = page.locator(`tbody#${first.id} .dt-toggle`);
      await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("true");
      await page
        .locator(`#${first.id}--detail`)
        .getByText(first.castingTime, { exact: true })
        .first()
        .waitFor();

      // Back: before the permalink there was no hash.
      await page.goBack({ waitUntil: "commit" });
      await page.waitForFunction(() => location.hash === "" && location.search.includes("level=level3"));

      // A fresh load of that link: same filters, the row open and scrolled to.
      const url = `${base()}/options/spells?level=level3&school=evocation#${first.id}`;
      await page.goto("about:blank");
      await open(page, url);
      await page.locator(`tbody#${first.id}.is-open`).waitFor();
      await page.waitForFunction((id) => {
        const el = document.getElementById(id);
        const thead = el?.closest("table")?.querySelector("thead")?.getBoundingClientRect().bottom ?? 0;
        const top = el?.getBoundingClientRect().top ?? -1;
        return top >= thead - 1 && top < innerHeight / 2;
      }, first.id);
      expect((await rowTitles(page, "Spells")).sort()).toEqual(expected);
    }));

  it("downloads only the sets a page shows, each once", () =>
    withPage(browser, async (page) => {
      const data: string[] = [];
      page.on("request", (r) => {
        const path = new URL(r.url()).pathname;
        if (path.startsWith("/statics/") || path === "/api/statics") data.push(path);
      });
      await open(page, `${base()}/options/spells`);
      await page.locator("tbody.dt-item").first().waitFor();
      expect(data).toEqual(["/statics/spells.json"]);
      // The classes page also needs the spells (subclass spell lists): already here, not asked again.
      await goInApp(page, "/options/classes", "Classes");
      await expect
        .poll(() => [...data].sort())
        .toEqual(["/statics/charclasses.json", "/statics/fightingstyles.json", "/statics/spells.json"]);
    }));

  it("opens a spell the filters hide when a link names it (the filters step aside)", () =>
    withPage(browser, async (page) => {
      await open(page, `${base()}/options/spells?level=level1#fireball`);
      await page.locator("tbody#fireball.is-open").waitFor();
      // The cleared filters reach the address a moment later (it is written debounced).
      await page.waitForFunction(() => !new URLSearchParams(location.search).has("level"));
      expect(new URL(page.url()).hash).toBe("#fireball");
    }));

  it("sorts by a column (aria-sort, URL) and shows components and duration", () =>
    withPage(browser, async (page) => {
      const { spells } = readStatics();
      await open(page, `${base()}/options/spells`);
      await page.getByRole("button", { name: /^Level/ }).click();
      await page.getByRole("button", { name: /^Level/ }).click();
      await expect(
        page.getByRole("columnheader", { name: /^Level/ }).getAttribute("aria-sort"),
      ).resolves.toBe("descending");
      await waitForQuery(page, { sort: "-level" });
      const top = (await rowTitles(page, "Spells"))[0];
      const ninth = spells.filter((s) => s.level === "level9").map((s) => s.title);
      expect(ninth).toContain(top);
    }));
});

describe("magic-item catalogue", () => {
  it("filters to Rare wands and shows their exact costs (level 2: 4,500 gp, level 3: 10,000 gp)", () =>
    withPage(
      browser,
      async (page) => {
        const { magicitems, spells } = readStatics();
        const rareWands = magicitems.filter((i) => i.category === "wand" && i.Rarity === "Rare");
        expect(rareWands.length).toBeGreaterThan(0);
        // The fixed wand costs by spell level, checked against the compiled statics first.
        const level = (id: string) => Number(spells.find((s) => s.id === id)!.level.replace("level", ""));
        for (const w of rareWands) {
          expect([2, 3]).toContain(level(w.base!));
          expect(w["Cost (gp)"]).toBe(level(w.base!) === 2 ? 4500 : 10000);
        }
        await open(page, `${base()}/options/equipment`);
        await page.getByRole("tab", { name: /^Magic items/ }).click();
        await page.getByRole("tab", { name: /^Wands/ }).click();
        const filters = page.getByRole("search", { name: "Filter magic items" });
        await filters
          .getByRole("group", { name: "Rarity" })
          .getByRole("button", { name: /^Rare\b/ })
          .click();
        await expect(filters.getByRole("status").textContent()).resolves.toBe(
          `Showing ${rareWands.length} of ${magicitems.length}`,
        );
        await waitForQuery(page, { tab: "magic", cat: "wand", rarity: "rare" });
        const table = page.getByRole("table", { name: "Magic items", exact: true });
        const rows = table.locator(":scope > tbody.dt-item");
        await expect(rows.count()).resolves.toBe(rareWands.length);
        for (const w of rareWands) {
          const cost = w["Cost (gp)"] === 4500 ? "4,500 gp" : "10,000 gp";
          await expect(table.locator(`tbody#${w.id} > tr > td.num`).textContent()).resolves.toBe(cost);
        }
        // The tab counts follow the rarity filter.
        await expect(page.getByRole("tab", { name: /^Wands/ }).textContent()).resolves.toBe(
          `Wands${rareWands.length}`,
        );
      },
      { viewport: { width: 1280, height: 2600 } },
    ));

  it("opens an item from a link: its tab, its effect and its recipe", () =>
    withPage(browser, async (page) => {
      const item = readStatics().magicitems.find((i) => i.id === "wand-fireball")!;
      await open(page, `${base()}/options/equipment#${item.id}`);
      await page.locator(`tbody#${item.id}.is-open`).waitFor();
      await expect(
        page.getByRole("tab", { name: /^Magic items/ }).getAttribute("aria-selected"),
      ).resolves.toBe("true");
      const detail = page.locator(`#${item.id}--detail`);
      await detail.getByRole("heading", { name: "Crafting recipe" }).waitFor();
      await detail.getByText(item.Recipe.tool!, { exact: true }).waitFor();
      expect(await inViewBelowHeader(page, `tbody#${item.id}`)).toBe(true);
    }));

  it("searches the chosen fields, keeps the query in the URL, and prints the selected rows as cards", () =>
    withPage(browser, async (page) => {
      const { magicitems } = readStatics();
      // What the page looks like at the moment it asks the browser to print (in print media).
      await page.addInitScript(() => {
        window.print = () => {
          const shown = (sel: string) => {
            const el = document.querySelector(sel);
            return el ? getComputedStyle(el).display !== "none" : false;
          };
          (window as unknown as { printed: unknown }).printed = {
            cards: document.querySelectorAll(".print-cards > .print-card").length,
            cardsShown: shown(".print-cards"),
            appShown: shown("#root"),
          };
        };
      });
      await open(page, `${base()}/options/equipment?tab=magic`);
      const filters = page.getByRole("search", { name: "Filter magic items" });
      await filters.getByLabel("Search", { exact: true }).fill("flame tongue");
      const byName = magicitems.filter((i) => /flame/i.test(i.Item) && /tongue/i.test(i.Item)).length;
      await expect(filters.getByRole("status").textContent()).resolves.toBe(
        `Showing ${byName} of ${magicitems.length}`,
      );
      await waitForQuery(page, { q: "flame tongue" });
      // Reload: the query is still there.
      await page.reload();
      await waitForPage(page);
      await expect(filters.getByLabel("Search", { exact: true }).inputValue()).resolves.toBe("flame tongue");

      const table = page.getByRole("table", { name: "Magic items", exact: true });
      const names = (await rowTitles(page, "Magic items")).slice(0, 2);
      for (const name of names) await table.getByRole("checkbox", { name: `Select ${name}` }).click();
      await expect(page.locator(".print-cards").isVisible()).resolves.toBe(false);
      await page.emulateMedia({ media: "print" });
      await filters.getByRole("button", { name: "Print cards (2)" }).click();
      expect(await page.evaluate(() => (window as unknown as { printed: unknown }).printed)).toEqual({
        cards: 2,
        cardsShown: true,
        appShown: false,
      });
      await page.emulateMedia({ media: "screen" });
      await expect(page.locator(".print-cards").isVisible()).resolves.toBe(false);
    }));
});

describe("classes", () => {
  it("shows the level table with proficiency bonus and the statics' spell slots, and subclasses", () =>
    withPage(browser, async (page) => {
      const wizard = readStatics().charclasses.find((c) => c.id === "wizard")!;
      await open(page, `${base()}/options/classes#wizard`);
      await page.locator("tbody#wizard.is-open").waitFor();
      const table = page.getByRole("table", { name: "The Wizard" });
      const row17 = table.getByRole("row", { name: /^17th/ });
      const cells = await row17.locator("td").allTextContents();
      expect(cells[0]).toBe("+6");
      const slots = wizard.spellSlots![16]!.map((n) => (n ? String(n) : "—"));
      expect(cells.slice(-9)).toEqual(slots);
      for (const sub of wizard.subclass) await page.getByRole("heading", { name: sub.name }).waitFor();
      // Feature links in the table go to the feature's description.
      const feature = wizard.features.find((f) => f.level === 2)!;
      await table.getByRole("link", { name: feature.name }).first().click();
      await page.waitForFunction(() => location.hash.startsWith("#wizard-2-"));
    }));
});

describe("accessibility", () => {
  const pages: [string, string][] = [
    ["ancestries", "Ancestries"],
    ["backgrounds", "Backgrounds"],
    ["classes", "Classes"],
    ["equipment", "Equipment"],
    ["feats", "Feats"],
    ["infusions", "Infusions"],
    ["invocations", "Invocations"],
    ["maneuvers", "Maneuvers"],
    ["metamagics", "Metamagics"],
    ["skilltricks", "Skill Tricks"],
    ["spells", "Spells"],
    ["equipment?tab=weapons", "Equipment"],
    ["equipment?tab=armor", "Equipment"],
    ["equipment?tab=valuables", "Equipment"],
    ["equipment?tab=magic&cat=wand", "Equipment"],
  ];
  // Every page in the dark theme; in the light one, the pages that show every shared widget (filter
  // chips and selects, tabs, sortable headers, open rows, checkboxes, class tables): colour contrast is
  // the only rule the theme changes.
  const light = new Set(["spells", "classes", "equipment?tab=magic&cat=wand"]);
  it(
    "axe finds no violations on any options page with a row open (dark; light on the widget pages)",
    () =>
      withPage(browser, async (page) => {
        const found: string[] = [];
        await open(page, `${base()}/options/feats`);
        for (const theme of ["dark", "light"] as const) {
          if (theme === "light") await switchTheme(page, "light");
          for (const [p, title] of pages) {
            if (theme === "light" && !light.has(p)) continue;
            await goInApp(page, `/options/${p}`, title);
            await page.locator("tbody.dt-item .dt-toggle").first().click();
            await page.locator(".dt-detail").first().waitFor();
            // The header is the same on every page: checked in full on the first page of each theme.
            const scope = p === "ancestries" || (theme === "light" && p === "spells") ? "page" : "main";
            found.push(...(await axeViolations(page, `${p} ${theme}`, [], scope)));
            await goInApp(page, "/", "Tabletome");
          }
        }
        expect(found).toEqual([]);
      }),
    120_000,
  );
});
