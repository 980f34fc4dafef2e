/**
 * Page-load figures for `/` and `/options/spells` against `tt serve`, measured in Debian's Chromium with
 * Lighthouse's mobile settings emulated through the DevTools protocol: a 412x823 phone screen, 4x CPU
 * slowdown and "slow 4G" (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up).
 *
 * Lighthouse itself is not installed here (it pulls about 150 MB), so this reports the metrics its
 * performance score is made of (FCP, LCP, TBT, CLS) rather than the score. Lighthouse's "good" lines on
 * mobile: FCP under 1.8 s, LCP under 2.5 s, TBT under 200 ms, CLS under 0.1.
 *
 *   npx tsx bench/web/vitals.ts [--runs 3]
 */

import { resolve } from "node:path";
import { launch } from "../../tests/e2e/browser.ts";
import { startServe } from "../../tests/support/serve.ts";

const _root = resolve(import.meta.dirname, "../..");
const PATHS = ["/", "/options/spells"];
const runsArg = process.argv.indexOf("--runs");
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;

async function serve(): Promise<{ url: string; stop: () => Promise<void> }> {
  const site = await startServe("tt-bench-vitals-");
  return { url: site.base, stop: site.stop };
}

interface Vitals {
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
}

/** Collected in the page: paint timings, LCP, layout shifts and long tasks. */
const OBSERVE = () => {
  const w = window as unknown as {
    __v: { lcp: number; cls: number; long: { start: number; duration: number }[] };
  };
  w.__v = { lcp: 0, cls: 0, long: [] };
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) w.__v.lcp = e.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((l) => {
    for (const e of l.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
      if (!e.hadRecentInput) w.__v.cls += e.value;
  }).observe({ type: "layout-shift", buffered: true });
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) w.__v.long.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: "longtask", buffered: true });
};

async function measure(base: string, path: string): Promise<Vitals> {
  const browser = await launch();
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.addInitScript(OBSERVE);
    await page.goto(base + path, { waitUntil: "load" });
    await page.waitForTimeout(3000);
    return await page.evaluate(() => {
      const v = (
        window as unknown as {
          __v: { lcp: number; cls: number; long: { start: number; duration: number }[] };
        }
      ).__v;
      const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0;
      const tbt = v.long.filter((t) => t.start >= fcp).reduce((n, t) => n + Math.max(0, t.duration - 50), 0);
      const bytes = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).reduce(
        (n, r) => n + r.transferSize,
        (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined)
          ?.transferSize ?? 0,
      );
      return { fcp, lcp: v.lcp, tbt, cls: v.cls, bytes };
    });
  } finally {
    await browser.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const server = await serve();
try {
  for (const path of PATHS) {
    const runs: Vitals[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(server.url, path));
    const m = (k: keyof Vitals) => median(runs.map((r) => r[k]));
    console.log(`web vitals ${path} (mobile emulation, 4x CPU, slow 4G; median of ${RUNS})`);
    console.log(
      `  FCP ${(m("fcp") / 1000).toFixed(2)} s   LCP ${(m("lcp") / 1000).toFixed(2)} s   TBT ${Math.round(m("tbt"))} ms   CLS ${m("cls").toFixed(3)}   transferred ${(m("bytes") / 1000).toFixed(0)} kB`,
    );
  }
} finally {
  await server.stop();
}
