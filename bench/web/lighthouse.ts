// Lighthouse (mobile, simulated throttling) for / and /options/spells against `tt serve`, in Debian's
// Chromium: performance and accessibility scores with the main metrics. Prints figures only.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { startServe } from "../../tests/support/serve.ts";

const root = resolve(import.meta.dirname, "../..");
const site = await startServe("tt-lh-");
const state = site.state;

const flags =
  "--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync --disable-dev-shm-usage";
try {
  for (const path of ["/", "/options/spells"]) {
    const report = join(state, `lh${path.replace(/\//g, "-")}.json`);
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
    const r = JSON.parse(readFileSync(report, "utf8")) as {
      categories: Record<string, { score: number }>;
      audits: Record<string, { displayValue?: string }>;
    };
    const a = r.audits;
    console.log(
      `lighthouse ${path}: performance ${Math.round(r.categories.performance!.score * 100)}, accessibility ${Math.round(r.categories.accessibility!.score * 100)} (FCP ${a["first-contentful-paint"]?.displayValue}, LCP ${a["largest-contentful-paint"]?.displayValue}, TBT ${a["total-blocking-time"]?.displayValue}, CLS ${a["cumulative-layout-shift"]?.displayValue})`,
    );
  }
} finally {
  await site.stop();
}
