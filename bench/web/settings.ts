/**
 * Browser figures for the settings pages (issue 6: Elthelas, Materia, Kentris and the NPC directory), in
 * Debian's Chromium via playwright-core against `tt serve` (built SPA, artifacts and API, gzip as served):
 *
 *  1. JS and data bytes per route: the route's JS from the Vite manifest (entry and page chunk with their
 *     static imports, gzip), and what a cold load of the route fetches on the wire (JS, CSS, the route's
 *     own data: page payloads, statics; and the shared world data the shell preloads when idle).
 *  2. Recipe lookup on the full magic-item catalogue (/materia/crafting): keydown to the next painted
 *     frame, median and p95 over 20 keystrokes (type "amulet of health", then 4 backspaces).
 *  3. Deep link to paint: from navigation start to the `#id` entry being expanded and on screen, for a
 *     god, a creature, a place on the map and an NPC.
 *
 *   npx tsx bench/web/settings.ts [--json]
 */

import type { Browser } from "playwright-core";
import { launch } from "../../tests/e2e/browser.ts";
import { startServe } from "../../tests/support/serve.ts";
import { routes } from "../../web/src/routes.ts";
import { ensureBuilt, kB, ms, quantile, routeBytes } from "./lib/common.ts";

const json = process.argv.includes("--json");
const log = (...a: unknown[]) => {
  if (!json) console.log(...a);
};

const serve = () => startServe("tt-bench-web-");

// ---- 1. bytes per route ----

function settingsRoutes(): [string, string][] {
  return routes
    .filter((r) => /^\/(elthelas|materia|kentris)\//.test(r.path))
    .map((r) => {
      const src = /import\("\.\/([^"]+)"\)/.exec(r.load.toString())?.[1];
      return [r.path, `src/${src}`];
    });
}

// ---- 2. recipe lookup keystrokes ----

async function recipeKeystrokes(browser: Browser, base: string) {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await page.goto(`${base}/materia/crafting`);
  const input = page.getByRole("combobox", { name: "Magic item" });
  await input.waitFor();
  await page.evaluate(() => {
    const w = window as unknown as { __keys: number[] };
    w.__keys = [];
    document.addEventListener(
      "keydown",
      (e) => {
        const start = e.timeStamp;
        requestAnimationFrame(() => {
          // A message posted from the next frame's callback arrives once that frame is painted.
          const ch = new MessageChannel();
          ch.port1.onmessage = () => w.__keys.push(performance.now() - start);
          ch.port2.postMessage(0);
        });
      },
      true,
    );
  });
  await input.click();
  for (const ch of "amulet of health") await input.press(ch === " " ? "Space" : ch);
  for (let i = 0; i < 4; i++) await input.press("Backspace");
  await page.waitForTimeout(200);
  const times = await page.evaluate(() => (window as unknown as { __keys: number[] }).__keys);
  const items = await page.evaluate(
    () => document.querySelector(".world-filter-status output")?.textContent ?? "",
  );
  await page.context().close();
  return { n: times.length, median: quantile(times, 0.5), p95: quantile(times, 0.95), items };
}

// ---- 3. deep links ----

async function deepLinks(browser: Browser, base: string) {
  const out = [];
  for (const [path, selector] of [
    ["/elthelas/gods#ammeris", "#ammeris-detail:not([hidden])"],
    ["/kentris/bestiary#galewyrm", "#galewyrm .stat-block"],
    ["/elthelas/geography#corvenna", "section.geo-panel#corvenna"],
    ["/elthelas/npcs#dilly-merrow", "#dilly-merrow .npc-body:not([hidden])"],
  ] as const) {
    const samples: number[] = [];
    for (let i = 0; i < 3; i++) {
      const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
      await page.goto(`${base}${path}`, { waitUntil: "commit" });
      await page.locator(selector).waitFor();
      samples.push(await page.evaluate(() => performance.now()));
      await page.context().close();
    }
    out.push({ path, median: quantile(samples, 0.5) });
  }
  return out;
}

async function main() {
  ensureBuilt();
  const server = await serve();
  const browser = await launch();
  try {
    const bytes = await routeBytes(browser, server.base, settingsRoutes());
    log("Settings routes: JS (gzip, from the manifest) and what a cold load fetches");
    log("route                  entry JS  page JS   wire JS   wire CSS  page data  shared world data");
    for (const r of bytes) {
      log(
        `${r.route.padEnd(22)} ${kB(r.entryJs).padStart(8)} ${kB(r.pageJs).padStart(8)} ${kB(r.wireJs).padStart(9)} ${kB(r.wireCss).padStart(9)} ${kB(r.data).padStart(10)} ${kB(r.shared).padStart(10)}`,
      );
    }
    const keys = await recipeKeystrokes(browser, server.base);
    log(
      `\nRecipe lookup over the full catalogue (${keys.items}): keydown to paint, ${keys.n} keystrokes: median ${ms(keys.median)}, p95 ${ms(keys.p95)}`,
    );
    const links = await deepLinks(browser, server.base);
    log("\nDeep link to the entry on screen (cold load, median of 3):");
    for (const l of links) log(`  ${l.path.padEnd(32)} ${ms(l.median)}`);
    if (json) console.log(JSON.stringify({ bytes, keys, links }, null, 2));
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
