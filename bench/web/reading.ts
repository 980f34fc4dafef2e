import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { launch } from "../../tests/e2e/browser.ts";
import { startServe } from "../../tests/support/serve.ts";
import { ensureBuilt, ms, quantile, root, routeBytes } from "./lib/common.ts";

const json = process.argv.includes("--json");
const log = (...a: unknown[]) => {
  if (!json) console.log(...a);
};

const serve = () => startServe("tt-bench-web-");

// ---- statistics ----

const stats = (xs: number[]) => ({
  n: xs.length,
  median: quantile(xs, 0.5),
  p95: quantile(xs, 0.95),
  max: Math.max(...xs),
});

// ---- in-page probes ----

/**
 * Records, for every keydown on `selector`: the time from the key to just after the next paint, and the
 * script work its input event caused (from the input event's capture on window to its bubbling back to
 * window: React re-renders discrete input synchronously inside that span).
 */
async function installPaintProbe(page: Page, selector: string) {
  await page.evaluate(`(() => {
    const paint = (window.__keyToPaint = []);
    const work = (window.__inputWork = []);
    const matches = (e) => e.target instanceof Element && e.target.matches(${JSON.stringify(selector)});
    let start = 0;
    addEventListener("input", (e) => { if (matches(e)) start = performance.now(); }, true);
    addEventListener("input", (e) => { if (matches(e)) work.push(performance.now() - start); });
    document.addEventListener("keydown", (e) => {
      if (!matches(e)) return;
      const t0 = e.timeStamp;
      requestAnimationFrame(() => {
        const ch = new MessageChannel();
        ch.port1.onmessage = () => paint.push(performance.now() - t0);
        ch.port2.postMessage(0);
      });
    }, true);
  })()`);
}
const readProbe = (page: Page) => page.evaluate("window.__keyToPaint.splice(0)") as Promise<number[]>;
const readWork = (page: Page) => page.evaluate("window.__inputWork.splice(0)") as Promise<number[]>;

async function typeKeys(page: Page, keys: string[], gapMs: number) {
  for (const k of keys) {
    await page.keyboard.press(k);
    await page.waitForTimeout(gapMs);
  }
}

// ---- 1. magic-item catalogue ----

async function catalogue(browser: Browser, base: string) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await ctx.newPage();
  const results: Record<
    string,
    ReturnType<typeof stats> & { work: ReturnType<typeof stats>; shownAfter: string }
  > = {};
  for (const [label, query] of [
    ["name and type", ""],
    ["name, type and effect text", "&in=effect,name,type"],
  ] as const) {
    await page.goto(`${base}/options/equipment?tab=magic${query}`);
    const input = page.locator('search[aria-label="Filter magic items"] input[type=search]');
    await input.waitFor();
    await page.locator("tbody.dt-item").first().waitFor();
    await installPaintProbe(page, 'search[aria-label="Filter magic items"] input[type=search]');
    await input.focus();
    // Warm-up keystroke (first use builds the search text of each row), then clear it.
    await typeKeys(page, ["x", "Backspace"], 300);
    await readProbe(page);
    await readWork(page);
    const keys = [..."flame tongue"].map((c) => (c === " " ? "Space" : c));
    await typeKeys(page, [...keys, ...Array(8).fill("Backspace")], 120);
    const times = await readProbe(page);
    const work = await readWork(page);
    const shownAfter =
      (await page.locator('search[aria-label="Filter magic items"] [role=status]').textContent()) ?? "";
    results[label] = { ...stats(times), work: stats(work), shownAfter };
  }
  const rows = (await page.evaluate("document.querySelectorAll('tbody.dt-item').length")) as number;
  await ctx.close();
  return { results, renderedRows: rows };
}

// ---- 2. omnibox ----

const QUERIES = [
  "fireball",
  "fire",
  "cure wounds",
  "longsword",
  "+1 longsword",
  "in:spell level:3",
  "school:evocation in:spell",
  "cr:1-4",
  "grapple",
  "dragon",
  "scroll of",
  "wand",
  "prone",
  "concentration",
  "firebal",
  "heal",
  "shield",
];

async function omnibox(browser: Browser, base: string) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await ctx.newPage();
  await page.goto(`${base}/`);
  await page.locator("main h1").waitFor();
  await page.getByRole("button", { name: "Character Options" }).waitFor();
  let indexBytes = 0;
  page.on("requestfinished", (r) => {
    if (new URL(r.url()).pathname !== "/search/index.json") return;
    r.sizes().then(
      (s) => {
        indexBytes = s.responseBodySize;
      },
      () => undefined,
    );
  });
  const t0 = Date.now();
  await page.keyboard.press("Control+k");
  const box = page.getByRole("combobox", { name: "Search rules, spells, items and lore" });
  await box.waitFor();
  await page.waitForFunction("!document.querySelector('.omnibox-status')?.textContent?.includes('Loading')");
  const firstLoadMs = Date.now() - t0;
  await installPaintProbe(page, ".omnibox-input");
  await page.evaluate("performance.clearMeasures('tt:search')");
  for (const q of QUERIES) {
    await box.fill("");
    for (const ch of q) {
      await page.keyboard.type(ch);
      await page.waitForTimeout(30);
    }
    await page.waitForTimeout(60);
  }
  const query = (await page.evaluate(
    "performance.getEntriesByName('tt:search').map((e) => e.duration)",
  )) as number[];
  const paint = await readProbe(page);
  const work = await readWork(page);
  await ctx.close();
  return { firstLoadMs, indexBytes, query: stats(query), keyToPaint: stats(paint), work: stats(work) };
}

// ---- 3. bytes per route ----

const ROUTES: [string, string][] = [
  ["/options/ancestries", "src/pages/options/AncestriesPage.tsx"],
  ["/options/backgrounds", "src/pages/options/BackgroundsPage.tsx"],
  ["/options/classes", "src/pages/options/ClassesPage.tsx"],
  ["/options/equipment", "src/pages/options/EquipmentPage.tsx"],
  ["/options/equipment?tab=magic", "src/pages/options/EquipmentPage.tsx"],
  ["/options/feats", "src/pages/options/FeatsPage.tsx"],
  ["/options/infusions", "src/pages/options/InfusionsPage.tsx"],
  ["/options/invocations", "src/pages/options/InvocationsPage.tsx"],
  ["/options/maneuvers", "src/pages/options/ManeuversPage.tsx"],
  ["/options/metamagics", "src/pages/options/MetamagicsPage.tsx"],
  ["/options/skilltricks", "src/pages/options/SkillTricksPage.tsx"],
  ["/options/spells", "src/pages/options/SpellsPage.tsx"],
  ["/ref/srd", "src/pages/ref/SrdPage.tsx"],
  ["/ref/srs?q=fireball", "src/pages/ref/SrsPage.tsx"],
  ["/ref/create", "src/pages/ref/CreatePage.tsx"],
  ["/ref/injury", "src/pages/ref/InjuryPage.tsx"],
  ["/ref/wildmagic", "src/pages/ref/WildMagicPage.tsx"],
];

// ---- main ----

ensureBuilt();
const server = await serve();
const browser = await launch();
try {
  const cat = await catalogue(browser, server.base);
  const omni = await omnibox(browser, server.base);
  const bytes = await routeBytes(browser, server.base, ROUTES);
  if (json) {
    console.log(JSON.stringify({ catalogue: cat, omnibox: omni, bytes }, null, 2));
  } else {
    const items = (
      JSON.parse(readFileSync(join(root, "build/data/api/statics"), "utf8")) as { magicitems: unknown[] }
    ).magicitems.length;
    log(
      `magic-item catalogue (${items} items, ${cat.renderedRows} rows in the DOM): filter keystroke -> next paint`,
    );
    for (const [label, r] of Object.entries(cat.results)) {
      log(`  searching ${label}: ${r.n} keystrokes ("${r.shownAfter}" at the end)`);
      log(`    keystroke -> next paint  median ${ms(r.median)}  p95 ${ms(r.p95)}  max ${ms(r.max)}`);
      log(
        `    script work per input    median ${ms(r.work.median)}  p95 ${ms(r.work.p95)}  max ${ms(r.work.max)}`,
      );
    }
    log("omnibox (full index, in Chromium)");
    log(
      `  first open: index fetched and loaded in ${omni.firstLoadMs} ms (${(omni.indexBytes / 1000).toFixed(0)} kB on the wire)`,
    );
    log(
      `  query      median ${ms(omni.query.median)}  p95 ${ms(omni.query.p95)}  max ${ms(omni.query.max)}  (${omni.query.n} queries)`,
    );
    log(`  keystroke -> paint median ${ms(omni.keyToPaint.median)}  p95 ${ms(omni.keyToPaint.p95)}`);
    log(`  script work per input median ${ms(omni.work.median)}  p95 ${ms(omni.work.p95)}`);
    log("bytes per route, cold load (JS: Vite manifest closures, gzip; the rest: bytes on the wire)");
    log("  entry JS: index.html's chunks; page JS: the route chunk's own imports; all JS: every script the");
    log("  page loaded (header menus and prefetched link chunks too); data: the route's artifacts; shared:");
    log("  what the shell preloads on every route after idle (world data, NPCs, events, session)");
    const head = ["entry JS", "page JS", "all JS", "CSS", "data", "shared"]
      .map((h) => h.padStart(9))
      .join(" ");
    log(`  ${"route".padEnd(30)} ${head}`);
    const kb = (n: number) => `${(n / 1000).toFixed(1)} kB`.padStart(9);
    for (const r of bytes) {
      const cells = [r.entryJs, r.pageJs, r.wireJs, r.wireCss, r.data, r.shared].map(kb).join(" ");
      log(`  ${r.route.padEnd(30)} ${cells}`);
    }
    log("  route data:");
    const files = new Set(bytes.flatMap((r) => r.dataFiles.map((f) => f.replace(/ [\d.]+ kB$/, ""))));
    for (const f of files) {
      const one = bytes.flatMap((r) => r.dataFiles).find((x) => x.startsWith(`${f} `));
      log(`    ${one}`);
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
