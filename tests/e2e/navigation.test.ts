import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launch } from "./browser.ts";
import {
  fireFocus,
  type openPage,
  pageChunks,
  waitForPage,
  waitForTitle,
  withPage as withPageOf,
} from "./shell.ts";

let browser: Browser;
const base = () => inject("baseUrl");

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const withPage = <T>(fn: (page: Page) => Promise<T>, options?: Parameters<typeof openPage>[1]) =>
  withPageOf(browser, fn, options);

describe("scrolling", () => {
  it("goes to the top of the new page after a navigation", () =>
    withPage(
      async (page) => {
        await page.goto(base());
        await page.getByRole("heading", { name: "The library" }).waitFor();
        const link = page.locator(".explore").getByRole("link", { name: "Bestiary" }).last();
        await link.scrollIntoViewIfNeeded();
        await page.evaluate(() => window.scrollBy(0, 150));
        expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
        await link.click();
        await page.waitForURL(`${base()}/kentris/bestiary`);
        await waitForTitle(page, "Bestiary of Kentris | Tabletome");
        await waitForPage(page);
        // The new page is taller than the window, so staying put would have been possible.
        expect(await page.evaluate(() => document.documentElement.scrollHeight > innerHeight)).toBe(true);
        await page.waitForFunction(() => window.scrollY === 0);
      },
      { viewport: { width: 1280, height: 300 } },
    ));

  it("goes to a hash target below the fixed header, on a link and on a fresh load", () =>
    withPage(
      async (page) => {
        const headingBelowHeader = () =>
          page.evaluate(() => {
            const header = document.querySelector(".site-header")!.getBoundingClientRect().bottom;
            const target = document.getElementById("library")!.getBoundingClientRect().top;
            return { header, target, scrollY: window.scrollY };
          });
        await page.goto(base());
        await page.getByRole("heading", { name: "People of the settings" }).waitFor();
        await page
          .getByRole("navigation", { name: "On this page" })
          .getByRole("link", { name: "The library" })
          .click();
        await page.waitForFunction(() => {
          const top = document.getElementById("library")!.getBoundingClientRect().top;
          const header = document.querySelector(".site-header")!.getBoundingClientRect().bottom;
          return top >= header && top <= header + 40;
        });
        const after = await headingBelowHeader();
        expect(after.scrollY).toBeGreaterThan(0);
        expect(after.target).toBeGreaterThanOrEqual(after.header);
        expect(page.url()).toBe(`${base()}/#library`);

        // On a fresh load the counts below the target arrive late (held back here, as a slow network
        // would): until they do, the page is too short for the target to reach the header, so the
        // scroll has to follow the page as it grows.
        await page.goto(`${base()}/options/spells`);
        const held = new Set<string>();
        await page.route(/\/(api\/npcs|manifest\.json)$/, async (route) => {
          await new Promise((r) => setTimeout(r, 800));
          held.add(new URL(route.request().url()).pathname);
          await route.continue();
        });
        await page.goto(`${base()}/#library`);
        await page.getByTestId("npc-counts").waitFor();
        expect([...held].sort()).toEqual(["/api/npcs", "/manifest.json"]);
        await page.waitForFunction(() => {
          const el = document.getElementById("library");
          const header = document.querySelector(".site-header")?.getBoundingClientRect().bottom ?? 0;
          if (!el) return false;
          const top = el.getBoundingClientRect().top;
          return window.scrollY > 0 && top >= header && top <= header + 40;
        });
      },
      { viewport: { width: 1280, height: 500 } },
    ));
});

/**
 * Resolves once the app's after-load idle work has started (it loads the world data then, in the same
 * callback that starts watching links for prefetching), plus a moment for any prefetch to be requested.
 */
async function afterIdle(page: Page) {
  await page.waitForRequest(/\/elthelas\/divines\.json$/, { timeout: 10_000 });
  await page.waitForTimeout(300);
}

describe("prefetching route chunks", () => {
  /** Counts page-chunk requests (the home page's own chunk aside), holding each for `holdMs`. */
  async function watchPrefetch(page: Page, holdMs: number) {
    const chunks = pageChunks();
    const stats = { active: 0, max: 0, total: 0 };
    await page.route("**/assets/*.js", async (route: Route) => {
      const file = new URL(route.request().url()).pathname.slice(1);
      const src = chunks.get(file);
      if (!src || src.includes("/home/")) return route.continue();
      stats.total++;
      stats.active++;
      stats.max = Math.max(stats.max, stats.active);
      const response = await route.fetch();
      await new Promise((r) => setTimeout(r, holdMs));
      stats.active--;
      await route.fulfill({ response });
    });
    return stats;
  }

  it("prefetches the routes of visible links, at most 4 at once", () =>
    withPage(async (page) => {
      const stats = await watchPrefetch(page, 400);
      await page.goto(base());
      await page.getByRole("heading", { name: "Explore" }).waitFor();
      await page.waitForFunction(() => true);
      const deadline = Date.now() + 15_000;
      while (stats.total < 12 && Date.now() < deadline) await page.waitForTimeout(100);
      expect(stats.total).toBeGreaterThanOrEqual(12);
      expect(stats.max).toBeLessThanOrEqual(4);
      expect(stats.max).toBe(4);
      // Downloaded, not run: the page chunks come in as prefetch links, with their shared chunks.
      const preloaded = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map(
          (l) => new URL(l.href).pathname,
        ),
      );
      expect(preloaded.some((p) => /\/SpellsPage-[^/]+\.js$/.test(p))).toBe(true);
      expect(preloaded.some((p) => /\/table-[^/]+\.js$/.test(p))).toBe(true);
    }));

  it("prefetches on hover", () =>
    withPage(async (page) => {
      // Without IntersectionObserver nothing is prefetched for being visible: only hovering counts.
      await page.addInitScript(() => {
        Reflect.deleteProperty(window, "IntersectionObserver");
      });
      const stats = await watchPrefetch(page, 0);
      const idle = afterIdle(page);
      await page.goto(base());
      await idle;
      expect(stats.total).toBe(0);
      const runner = page.waitForResponse((r) => /RunnerPage-[^/]+\.js$/.test(r.url()));
      await page.locator(".explore").getByRole("link", { name: "Encounter Runner" }).hover();
      await runner;
      expect(stats.total).toBe(1);
    }));

  for (const [name, connection] of [
    ["with data-saver on", { saveData: true, effectiveType: "4g" }],
    ["on a 2g connection", { saveData: false, effectiveType: "2g" }],
  ] as const) {
    it(`prefetches nothing ${name}`, () =>
      withPage(async (page) => {
        await page.addInitScript((c) => {
          Object.defineProperty(Navigator.prototype, "connection", { get: () => c, configurable: true });
        }, connection);
        const stats = await watchPrefetch(page, 0);
        const idle = afterIdle(page);
        await page.goto(base());
        await idle;
        await page.locator(".explore").getByRole("link", { name: "Spells" }).hover();
        await page.waitForTimeout(300);
        expect(stats.total).toBe(0);
        // Following a link still loads its page.
        await page.locator(".explore").getByRole("link", { name: "Spells" }).click();
        await waitForTitle(page, "Spells | Tabletome");
        await waitForPage(page);
        expect(stats.total).toBe(1);
      }));
  }
});

describe("new builds", () => {
  it("navigates in the app while the build is the same, and loads in full after a new build id", () =>
    withPage(async (page) => {
      const real = (await (await fetch(`${base()}/build-manifest.json`)).json()) as { id: string };
      let served = real.id;
      let checks = 0;
      await page.route("**/build-manifest.json", async (route) => {
        checks++;
        const response = await route.fetch();
        const body = { ...((await response.json()) as object), id: served };
        await route.fulfill({ response, json: body });
      });
      await page.goto(base());
      await page.getByRole("heading", { name: "Explore" }).waitFor();
      // The first check comes about a second after load.
      await page.waitForFunction(() => true);
      const deadline = Date.now() + 5000;
      while (checks === 0 && Date.now() < deadline) await page.waitForTimeout(100);
      expect(checks).toBe(1);
      await page.evaluate(() => {
        (window as { marker?: number }).marker = 1;
      });
      await page.locator(".explore").getByRole("link", { name: "Feats" }).click();
      await waitForTitle(page, "Feats | Tabletome");
      expect(await page.evaluate(() => (window as { marker?: number }).marker)).toBe(1);

      // A new deployment: the app notices on focus, and the next navigation is a full page load.
      served = "a-newer-build";
      await fireFocus(page);
      while (checks < 2 && Date.now() < deadline + 5000) await page.waitForTimeout(100);
      expect(checks).toBe(2);
      // The answer asked for is not yet the answer read: wait until the app has taken it in.
      await page.waitForFunction(() => "buildStale" in document.documentElement.dataset);
      await page.getByRole("link", { name: "Tabletome, home page" }).click();
      await page.getByRole("heading", { name: "Explore" }).waitFor();
      await page.waitForFunction(() => document.readyState === "complete");
      expect(await page.evaluate(() => (window as { marker?: number }).marker)).toBeUndefined();
      expect(new URL(page.url()).pathname).toBe("/");
    }));
});

describe("language, theme, layout", () => {
  it("shows /es/options/spells with Spanish chrome", () =>
    withPage(async (page) => {
      await page.goto(`${base()}/es/options/spells`);
      await waitForTitle(page, "Conjuros | Tabletome");
      expect(await page.evaluate(() => document.documentElement.lang)).toBe("es");
      for (const menu of [
        "Opciones de personaje",
        "Herramientas",
        "Referencia de reglas",
        "Elthelas",
        "Materia",
      ]) {
        await page.getByRole("button", { name: menu, exact: true }).waitFor();
      }
      await page.getByRole("button", { name: "Opciones de personaje" }).click();
      await page.getByRole("link", { name: "Trasfondos" }).click();
      await page.waitForURL(`${base()}/es/options/backgrounds`);
      await waitForTitle(page, "Trasfondos | Tabletome");
      await page.getByRole("button", { name: "Iniciar sesión" }).click();
      await page.getByRole("dialog").getByRole("tab", { name: "Registrarse" }).waitFor();
      await page.keyboard.press("Escape");
      await page.goto(`${base()}/es/no/existe`);
      await page.getByText("Página no encontrada: /es/no/existe").waitFor();
      // The language menu switches to English on the same page.
      await page.goto(`${base()}/es/options/spells`);
      await page.getByRole("button", { name: /Idioma/ }).click();
      await page.getByRole("link", { name: "English" }).click();
      await page.waitForURL(`${base()}/options/spells`);
      await waitForTitle(page, "Spells | Tabletome");
      await page.getByRole("button", { name: "Character Options" }).waitFor();
    }));

  it("is dark by default and remembers the light theme", () =>
    withPage(async (page) => {
      await page.goto(base());
      expect(await page.evaluate(() => document.documentElement.dataset.bsTheme)).toBe("dark");
      await page.getByRole("button", { name: "Switch to the light theme" }).click();
      expect(await page.evaluate(() => document.documentElement.dataset.bsTheme)).toBe("light");
      await page.reload();
      expect(await page.evaluate(() => document.documentElement.dataset.bsTheme)).toBe("light");
      await page.getByRole("button", { name: "Switch to the dark theme" }).waitFor();
    }));

  it("keeps a breakpoint class on <body> and hides the header when printing", () =>
    withPage(
      async (page) => {
        await page.goto(base());
        await page.waitForFunction(() => document.body.classList.contains("bp-xs"));
        await page.getByRole("button", { name: "Menu" }).waitFor();
        expect(await page.getByRole("button", { name: "Character Options" }).isVisible()).toBe(false);
        await page.setViewportSize({ width: 800, height: 800 });
        await page.waitForFunction(() => document.body.classList.contains("bp-md"));
        await page.setViewportSize({ width: 1450, height: 800 });
        await page.waitForFunction(
          () => document.body.classList.contains("bp-xxl") && !document.body.classList.contains("bp-md"),
        );
        await page.emulateMedia({ media: "print" });
        expect(await page.locator(".site-header").isVisible()).toBe(false);
        await page.emulateMedia({ media: "screen" });
        expect(await page.locator(".site-header").isVisible()).toBe(true);
      },
      { viewport: { width: 500, height: 800 } },
    ));

  it("collapses the menus behind a menu button on small screens, and closes them after a choice", () =>
    withPage(
      async (page) => {
        await page.goto(base());
        const toggle = page.getByRole("button", { name: "Menu" });
        await toggle.click();
        const nav = page.locator("#site-nav");
        await nav.getByRole("button", { name: "Character Options" }).click();
        await nav.getByRole("link", { name: "Spells" }).click();
        await waitForTitle(page, "Spells | Tabletome");
        await page.locator("#site-nav.collapse:not(.show)").waitFor({ state: "attached" });
        expect(await page.getByRole("button", { name: "Character Options" }).isVisible()).toBe(false);
        expect(await toggle.getAttribute("aria-expanded")).not.toBe("true");
      },
      { viewport: { width: 420, height: 800 } },
    ));

  it("shows the progress bar while a slow page loads, then hides it", () =>
    withPage(async (page) => {
      await page.goto(`${base()}/options/feats`);
      await waitForTitle(page, "Feats | Tabletome");
      await page.getByRole("button", { name: "Character Options" }).waitFor();
      await page.route(/\/assets\/SpellsPage-[^/]+\.js$/, async (route) => {
        await new Promise((r) => setTimeout(r, 800));
        await route.continue();
      });
      await page.getByRole("button", { name: "Character Options" }).click();
      await page.getByRole("link", { name: "Spells" }).click();
      await page.locator(".tt-progress.is-visible").waitFor({ state: "attached" });
      await waitForTitle(page, "Spells | Tabletome");
      // While the chunk is held back, the page's title and description already stand where it will.
      const pending = page.locator("main [data-page-pending]");
      await expect(pending.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Spells");
      await expect(pending.locator(".lead").textContent()).resolves.toMatch(/\w/);
      expect(await pending.getAttribute("aria-busy")).toBe("true");
      await waitForPage(page);
      await expect(page.locator("main .lead").first().textContent()).resolves.toBe(
        await page.evaluate(() =>
          document.querySelector('meta[name="description"]')?.getAttribute("content"),
        ),
      );
      await page.locator(".tt-progress.is-visible").waitFor({ state: "detached", timeout: 3000 });
      expect(await page.locator(".tt-progress.is-failed").count()).toBe(0);
    }));

  it("has no accessibility violations (axe) on / and /options/spells, in both themes", () =>
    withPage(async (page) => {
      for (const path of ["/", "/options/spells"]) {
        for (const theme of ["dark", "light"]) {
          await page.addInitScript((t) => localStorage.setItem("tt:theme", t), theme);
          await page.goto(base() + path);
          await waitForPage(page);
          await page.getByRole("button", { name: "Character Options" }).waitFor();
          const results = await new AxeBuilder({ page }).analyze();
          const found = results.violations.map(
            (v) => `${path} ${theme}: ${v.id} (${v.nodes.length}) ${v.help}`,
          );
          expect(found).toEqual([]);
        }
      }
      // The sign-in panel and an error toast, over the page.
      await page.getByRole("button", { name: "Login" }).click();
      await page.getByRole("dialog").getByRole("tab", { name: "Register" }).click();
      await page.getByRole("dialog").getByLabel("First Name", { exact: true }).waitFor();
      await page
        .getByRole("dialog")
        .locator(".tab-pane.active")
        .getByRole("button", { name: "Register" })
        .click();
      await page.locator(".toast").first().waitFor();
      const panel = await new AxeBuilder({ page }).analyze();
      expect(panel.violations.map((v) => `panel: ${v.id} ${v.nodes.map((n) => n.html).join(" ")}`)).toEqual(
        [],
      );
    }));
});
