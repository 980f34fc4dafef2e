import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import type { RouteDef } from "../../web/src/routes.ts";

/** Helpers for the SPA shell's e2e tests (they run against `tt serve`, see global-setup.ts). */

const root = resolve(import.meta.dirname, "../..");

export interface ViteChunk {
  file: string;
  src?: string;
}

/** build/web/.vite/manifest.json: which emitted file is which source module. */
export function viteManifest(): Record<string, ViteChunk> {
  return JSON.parse(readFileSync(resolve(root, "build/web/.vite/manifest.json"), "utf8")) as Record<
    string,
    ViteChunk
  >;
}

/** The modules the route table loads lazily (`src/pages/...`), read from web/src/routes.ts. */
export function routeModules(): Set<string> {
  const source = readFileSync(resolve(root, "web/src/routes.ts"), "utf8");
  return new Set([...source.matchAll(/import\("\.\/([^"]+)"\)/g)].map((m) => `src/${m[1]}`));
}

/** Emitted file names (assets/X-hash.js) of the route pages' own chunks, with their source paths. */
export function pageChunks(): Map<string, string> {
  const pages = routeModules();
  const out = new Map<string, string>();
  for (const [src, chunk] of Object.entries(viteManifest())) {
    if (pages.has(src)) out.set(chunk.file, src);
  }
  return out;
}

/** A URL path that opens the route (optional parameters left out). */
export function samplePath(route: RouteDef): string {
  return route.path.replace(/\/:\w+\?$/, "") || "/";
}

export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return page;
}

export async function closePage(page: Page): Promise<void> {
  await page.context().close();
}

/** Runs `fn` with a page of its own context, closed afterwards whatever happens. */
export async function withPage<T>(
  browser: Browser,
  fn: (page: Page) => Promise<T>,
  options?: BrowserContextOptions,
): Promise<T> {
  const page = await openPage(browser, options);
  try {
    return await fn(page);
  } finally {
    await closePage(page);
  }
}

/** Waits until the document title is exactly `title`. */
export async function waitForTitle(page: Page, title: string): Promise<void> {
  await page.waitForFunction((t) => document.title === t, title, { timeout: 10_000 });
}

/** The headless Chromium the tests drive has no real focus changes: ask the app to look for a new build. */
export async function fireFocus(page: Page): Promise<void> {
  await page.evaluate(() => window.dispatchEvent(new Event("focus")));
}

/**
 * Waits until the current page itself has rendered: its h1 is there and the loading stand-in (which
 * shows the route's title while the chunk or data loads, marked data-page-pending) is gone.
 */
export async function waitForPage(page: Page, timeout = 10_000): Promise<void> {
  await page.locator("main h1").first().waitFor({ timeout });
  await page.locator("[data-page-pending]").waitFor({ state: "detached", timeout });
}
