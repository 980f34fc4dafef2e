// Lighthouse (mobile, simulated throttling) for / and /options/spells against `tt serve`, in Debian's
// Chromium: performance and accessibility scores with the main metrics, each run LH_RUNS times (default
// 3; the median performance run is printed, with the spread). Other paths: pass them as arguments.
// Prints figures only.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { startServe } from "../../tests/support/serve.ts";

const root = resolve(import.meta.dirname, "../..");
const site = await startServe("tt-lh-");
// Reports are kept (build/bench/lighthouse-*.json) to open in the Lighthouse viewer.
const reports = join(root, "build/bench");
mkdirSync(reports, { recursive: true });

const flags =
  "--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync --disable-dev-shm-usage";
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ["/", "/options/spells"];
const runs = Math.max(1, Number(process.env.LH_RUNS ?? 3));

interface Report {
  categories: Record<string, { score: number }>;
  audits: Record<string, { displayValue?: string }>;
}

function lighthouse(path: string, report: string): Report {
  execFileSync(
    join(root, "node_modules/.bin/lighthouse"),
    [
      `${site.base}${path}`,
      `--chrome-flags=${flags}`,
      "--output=json",
      `--output-path=${report}`,
      "--quiet",
      "--only-categories=performance,accessibility",
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" },
      stdio: "ignore",
    },
  );
  return JSON.parse(readFileSync(report, "utf8")) as Report;
}

const score = (r: Report, category: string) => Math.round(r.categories[category]!.score * 100);

try {
  for (const path of paths) {
    const name = `lighthouse${path === "/" ? "-home" : path.replace(/\//g, "-")}`;
    const all = Array.from({ length: runs }, (_, i) => ({
      file: join(reports, `${name}-${i + 1}.json`),
      report: lighthouse(path, join(reports, `${name}-${i + 1}.json`)),
    })).sort((x, y) => score(x.report, "performance") - score(y.report, "performance"));
    const median = all[Math.floor(all.length / 2)]!;
    const r = median.report;
    const a = r.audits;
    const spread = all.map((x) => score(x.report, "performance")).join(", ");
    console.log(
      `lighthouse ${path}: performance ${score(r, "performance")} (runs: ${spread}), accessibility ${score(r, "accessibility")} (FCP ${a["first-contentful-paint"]?.displayValue}, LCP ${a["largest-contentful-paint"]?.displayValue}, TBT ${a["total-blocking-time"]?.displayValue}, CLS ${a["cumulative-layout-shift"]?.displayValue}; ${median.file})`,
    );
  }
} finally {
  await site.stop();
}
