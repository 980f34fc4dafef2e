import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { routes, routeText } from "../../web/src/routes.ts";
import { launch } from "./browser.ts";
import { closePage, openPage, samplePath, waitForPage, waitForTitle } from "./shell.ts";

let browser: Browser;
let page: Page;
const base = () => inject("baseUrl");

beforeAll(async () => {
  browser = await launch();
  page = await openPage(browser);
});
afterAll(async () => {
  if (page) await closePage(page);
  await browser?.close();
});

const guarded = routes.filter((r) => r.middleware?.includes("auth"));

/** The page itself rendered (not the error page); placeholders repeat the title as their heading. */
async function expectPage(routePath: string, title: string) {
  await waitForPage(page);
  if (routePath !== "/403") expect(await page.locator("main .error-page").count()).toBe(0);
  if (await page.locator("main .placeholder-page").count()) {
    await expect(page.locator("main h1").textContent()).resolves.toBe(title);
  }
}
const open = routes.filter((r) => !r.middleware?.includes("auth"));

describe("the route table against tt serve", () => {
  it("opens every open route with its title (navigating in the app)", async () => {
    await page.goto(base(), { waitUntil: "domcontentloaded" });
    await waitForTitle(page, "Home | Tabletome");
    for (const route of open) {
      const path = samplePath(route);
      const { title } = routeText(route, "en");
      await page.evaluate((p) => history.pushState(null, "", p), path);
      await waitForTitle(page, `${title} | Tabletome`);
      await expectPage(route.path, title);
    }
  });

  it("answers each open page with its static first frame, before any script runs", async () => {
    const html = async (path: string) => (await fetch(base() + path)).text();
    const spells = await html("/options/spells");
    expect(spells).toContain("<title>Spells | Tabletome</title>");
    expect(spells).toContain("<h1>Spells</h1>");
    expect(spells).toContain(
      `<meta name="description" content="${routeText(routes.find((r) => r.path === "/options/spells")!, "en").description}" />`,
    );
    const spanish = await html("/es/options/spells/");
    expect(spanish).toMatch(/^<!doctype html>\s*<html lang="es"/);
    expect(spanish).toContain("data-page-pending");
    expect(spanish).not.toContain("<title>Spells | Tabletome</title>");
    // Routes with parameters, guarded routes and unknown paths get the frame-less shell.
    for (const path of ["/tools/runner/abc", "/profile", "/no/such/page"])
      expect(await html(path), path).not.toContain("data-page-pending");

    // With scripts blocked the frame is still a readable page: the title and the lead.
    const bare = await openPage(browser, { javaScriptEnabled: false });
    try {
      await bare.goto(`${base()}/elthelas/gods`);
      await expect(bare.locator("main h1").textContent()).resolves.toBe("Gods of Elthelas");
      expect(await bare.locator("main .lead").count()).toBe(1);
    } finally {
      await closePage(bare);
    }
    // With scripts, the app takes the frame over: one heading, the page itself.
    await page.goto(`${base()}/elthelas/gods`);
    await waitForPage(page);
    expect(await page.locator("main h1").count()).toBe(1);
  });

  it("opens routes by a full page load too", async () => {
    for (const path of [
      "/ref/srd",
      "/elthelas/gods",
      "/materia/crafting",
      "/kentris/bestiary",
      "/tools/runner",
      "/403",
    ]) {
      const route = open.find((r) => samplePath(r) === path)!;
      const { title } = routeText(route, "en");
      await page.goto(base() + path, { waitUntil: "domcontentloaded" });
      await waitForTitle(page, `${title} | Tabletome`);
      await expectPage(route.path, title);
    }
  });

  it("opens routes with an optional record id, with and without it", async () => {
    for (const route of routes.filter((r) => r.path.endsWith("/:id?") && !r.middleware)) {
      const path = `${samplePath(route)}/rec-42`;
      await page.goto(base() + path, { waitUntil: "domcontentloaded" });
      await waitForTitle(page, `${routeText(route, "en").title} | Tabletome`);
      await waitForPage(page);
      expect(await page.locator("main .error-page").count()).toBe(0);
    }
  });

  it("shows 'Page not found: {path}' (404) for an unknown path, without breaking the app", async () => {
    await page.goto(`${base()}/that/path`);
    await page.getByText("Page not found: /that/path").waitFor();
    await expect(page.locator("main h1").textContent()).resolves.toBe("Page Not Found");
    await expect(page.getByText("Error 404").isVisible()).resolves.toBe(true);
    await waitForTitle(page, "Page Not Found | Tabletome");
    // Still a working app: the header is there and a link navigates.
    await page.getByRole("link", { name: "Back to the home page" }).click();
    await page.getByRole("heading", { name: "The library" }).waitFor();
  });

  it("shows 'Page Not Found: {path}' when a route's validate check fails", async () => {
    await page.goto(`${base()}/tools/runner/bad~id`);
    await page.getByText("Page Not Found: /tools/runner/bad~id").waitFor();
    await expect(page.getByText("Error 404").isVisible()).resolves.toBe(true);
  });

  it("redirects the older site's paths by the route rules in the build manifest", async () => {
    for (const [from, to, title] of [
      ["/world/geography", "/elthelas/geography", "Geography of Elthelas"],
      ["/ref/bestiary", "/elthelas/bestiary", "Bestiary of Elthelas"],
      ["/tools/strongholdbuilder", "/tools/stronghold", "Stronghold Builder"],
      ["/es/world/geography", "/es/elthelas/geography", "Geografía de Elthelas"],
    ] as const) {
      await page.goto(base() + from);
      await page.waitForURL(base() + to);
      await waitForTitle(page, `${title} | Tabletome`);
    }
  });

  it("asks for sign-in on guarded routes, and shows /403 when the panel is dismissed", async () => {
    expect(guarded.map((r) => r.path).sort()).toEqual([
      "/profile",
      "/tools/creaturebuilder/:id?",
      "/tools/templatebuilder/:id?",
    ]);
    for (const path of [
      "/profile",
      "/tools/creaturebuilder",
      "/tools/creaturebuilder/c1",
      "/tools/templatebuilder",
      "/tools/templatebuilder/t1",
    ]) {
      await page.goto(base() + path);
      const dialog = page.getByRole("dialog");
      await dialog.waitFor();
      await expect(dialog.getByRole("tab", { name: "Login", selected: true }).isVisible()).resolves.toBe(
        true,
      );
      await expect(page.getByText("Sign in to continue to this page.").isVisible()).resolves.toBe(true);
      await page.keyboard.press("Escape");
      await page.waitForURL(`${base()}/403`);
      await page.getByText("Sign in to use this page").waitFor();
      await waitForTitle(page, "Sign In Required | Tabletome");
    }
  });

  it("reloads once when a page chunk fails to load, then shows the error page", async () => {
    let loads = 0;
    page.on("load", () => loads++);
    await page.route(/\/assets\/SpellsPage-[^/]+\.js$/, (route) => route.abort());
    await page.goto(`${base()}/options/spells`);
    await page.getByRole("heading", { name: "Internal Server Error" }).waitFor();
    expect(loads).toBe(2);
    await page.unroute(/\/assets\/SpellsPage-[^/]+\.js$/);
    // The guard is per path and 10 s long: another path still gets its own reload.
    const stored = await page.evaluate(() => sessionStorage.getItem("tt:chunk-reload"));
    expect(JSON.parse(stored ?? "{}")).toHaveProperty(["/options/spells"]);
  });
});
