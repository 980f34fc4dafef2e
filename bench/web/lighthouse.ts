// Lighthouse (mobile, simulated throttling) for / and /options/spells against `tt serve`, in Debian's
// Chromium: performance and accessibility scores with the main metrics. Prints figures only.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "../..");
const state = mkdtempSync(join(tmpdir(), "tt-lh-"));
const free = () =>
  new Promise<number>((res) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => res(port));
    });
  });
const [port, dynamo, cognito, ses] = await Promise.all([free(), free(), free(), free()]);
const server: ChildProcess = spawn(
  process.execPath,
  [join(root, "cli/bin.js"), "serve", "--port", String(port), "--state", state],
  {
    cwd: root,
    env: {
      ...process.env,
      DYNAMO_PORT: String(dynamo),
      COGNITO_PORT: String(cognito),
      SES_PORT: String(ses),
    },
    stdio: ["ignore", "pipe", "pipe"],
  },
);
await new Promise<void>((res, rej) => {
  let out = "";
  const on = (c: Buffer) => {
    out += c.toString();
    if (out.includes("is serving at")) res();
  };
  server.stdout?.on("data", on);
  server.stderr?.on("data", on);
  server.once("exit", () => rej(new Error(out)));
});

const flags =
  "--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync --disable-dev-shm-usage";
try {
  for (const path of ["/", "/options/spells"]) {
    const report = join(state, `lh${path.replace(/\//g, "-")}.json`);
    execFileSync(
      join(root, "node_modules/.bin/lighthouse"),
      [
        `http://127.0.0.1:${port}${path}`,
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
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  rmSync(state, { recursive: true, force: true });
}
