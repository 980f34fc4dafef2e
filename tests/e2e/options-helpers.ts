import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import type { TypedStatics } from "../../web/src/pages/options/types.ts";
import { waitForPage } from "./shell.ts";

/** Helpers for the options, rules-reference and search e2e tests. */

const root = resolve(import.meta.dirname, "../..");

let statics: TypedStatics | undefined;
/** build/data/api/statics, as the pages read it. */
export function readStatics(): TypedStatics {
  statics ??= JSON.parse(readFileSync(resolve(root, "build/data/api/statics"), "utf8")) as TypedStatics;
  return statics;
}

export function readPage<T>(id: string): T {
  return JSON.parse(readFileSync(resolve(root, `build/data/pages/${id}.json`), "utf8")) as T;
}

export { withPage } from "./shell.ts";

/** Opens a path and waits for the page's heading and the header's menus (the app has settled). */
export async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  // The first load after the server starts can be slow on a busy machine.
  await waitForPage(page, 30_000);
  await page.getByRole("button", { name: "Character Options" }).waitFor({ timeout: 30_000 });
}

/**
 * axe over the document (or only the page's main region, `scope: "main"`, when the same header was
 * already checked); the violations as readable lines (empty when there are none).
 */
export async function axeViolations(
  page: Page,
  label: string,
  exclude: string[] = [],
  scope: "page" | "main" = "page",
): Promise<string[]> {
  // The page-loading bar sits outside the landmarks while it runs: let it finish first.
  await page.locator(".tt-progress.is-visible").waitFor({ state: "detached" });
  let builder = new AxeBuilder({ page });
  if (scope === "main") builder = builder.include("#main");
  for (const sel of exclude) builder = builder.exclude(sel);
  const results = await builder.analyze();
  return results.violations.map(
    (v) => `${label}: ${v.id} (${v.nodes.length}) ${v.help} :: ${v.nodes[0]?.target.join(" ")}`,
  );
}

/** The visible row titles of a data table. */
export function rowTitles(page: Page, table: string): Promise<string[]> {
  return page
    .getByRole("table", { name: table, exact: true })
    .locator(":scope > tbody.dt-item > tr.dt-row > th .dt-toggle")
    .allTextContents();
}

/** Waits for the URL's query to hold `params` (filter state is written to the URL shortly after a change). */
export async function waitForQuery(page: Page, params: Record<string, string>): Promise<void> {
  await page.waitForFunction((p) => {
    const q = new URLSearchParams(location.search);
    return Object.entries(p).every(([k, v]) => q.get(k) === v);
  }, params);
}

/** Whether the element's top is below the fixed header and within the window. */
export function inViewBelowHeader(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((sel) => {
    const el = document.querySelector(sel);
    const header = document.querySelector(".site-header")?.getBoundingClientRect().bottom ?? 0;
    if (!el) return false;
    const top = el.getBoundingClientRect().top;
    return top >= header - 1 && top < innerHeight;
  }, selector);
}

/** Goes to a path inside the app (no reload: the statics stay loaded) and waits for its heading. */
export async function goInApp(page: Page, path: string, heading: string): Promise<void> {
  await page.evaluate((p) => history.pushState(null, "", p), path);
  await page.getByRole("heading", { level: 1, name: heading, exact: true }).waitFor();
  await waitForPage(page);
}

/** Switches the colour theme with the header's toggle. */
export async function switchTheme(page: Page, to: "light" | "dark"): Promise<void> {
  await page.getByRole("button", { name: `Switch to the ${to} theme` }).click();
  await page.waitForFunction((t) => document.documentElement.getAttribute("data-bs-theme") === t, to);
  // Let colour transitions finish before anything measures contrast.
  await page.waitForTimeout(600);
}
