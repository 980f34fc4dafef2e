// What the browser benchmarks share: building on demand, statistics, and JS/data bytes per route.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import type { Browser } from "playwright-core";

export const root = resolve(import.meta.dirname, "../../..");

/** Builds the data and the SPA when a benchmark runs before `npm run build`. */
export function ensureBuilt(): void {
  const run = (cmd: string, args: string[], what: string) => {
    const r = spawnSync(cmd, args, { cwd: root, stdio: "inherit" });
    if (r.status !== 0) throw new Error(`${what} failed`);
  };
  if (!existsSync(join(root, "build/data/api/statics")))
    run(process.execPath, [join(root, "cli/bin.js"), "build-data"], "build-data");
  if (!existsSync(join(root, "build/web/.vite/manifest.json")))
    run(
      join(root, "node_modules/.bin/vite"),
      ["build", "--config", "web/vite.config.ts", "--logLevel", "warn"],
      "vite build",
    );
}

export const quantile = (xs: number[], q: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] ?? Number.NaN;
};
export const ms = (n: number) => `${n.toFixed(1)} ms`;
export const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`;

interface Chunk {
  file: string;
  imports?: string[];
}

/** A route's JS from the Vite manifest: the entry's static closure, and what its page chunk adds (gzip). */
export function manifestJs(): (src: string) => { entry: number; page: number } {
  const out = join(root, "build/web");
  const m = JSON.parse(readFileSync(join(out, ".vite/manifest.json"), "utf8")) as Record<string, Chunk>;
  const closure = (key: string, seen = new Set<string>()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const dep of m[key]?.imports ?? []) closure(dep, seen);
    return seen;
  };
  const gz = (keys: Iterable<string>) =>
    [...keys]
      .map((k) => m[k]!.file)
      .filter((f) => f.endsWith(".js"))
      .reduce((n, f) => n + gzipSync(readFileSync(join(out, f))).length, 0);
  const entry = closure("index.html");
  return (src) => ({ entry: gz(entry), page: gz([...closure(src)].filter((k) => !entry.has(k))) });
}

export interface RouteBytes {
  route: string;
  entryJs: number;
  pageJs: number;
  wireJs: number;
  wireCss: number;
  /** The route's own data: statics, page payloads, the search index. */
  data: number;
  /** Data every route shares (the world data the shell preloads after idle). */
  shared: number;
  dataFiles: string[];
}

/**
 * What a cold load of each route fetches, on the wire, next to its JS from the manifest. Waits for the
 * shell's idle preload of the world data too, so `shared` is complete.
 */
export async function routeBytes(
  browser: Browser,
  base: string,
  routes: [route: string, src: string][],
): Promise<RouteBytes[]> {
  const js = manifestJs();
  const rows: RouteBytes[] = [];
  for (const [route, src] of routes) {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await ctx.newPage();
    const seen: Promise<void>[] = [];
    const acc = { js: 0, css: 0, data: 0, shared: 0, files: [] as string[] };
    page.on("requestfinished", (r) =>
      seen.push(
        r.sizes().then(
          (s) => {
            const path = new URL(r.url()).pathname;
            const bytes = s.responseBodySize;
            if (path.endsWith(".js")) acc.js += bytes;
            else if (path.endsWith(".css")) acc.css += bytes;
            else if (/^\/(api\/statics|pages\/|search\/)/.test(path)) {
              acc.data += bytes;
              acc.files.push(`${path} ${kB(bytes)}`);
            } else if (/^\/(api|elthelas)\//.test(path) || path.endsWith(".json")) acc.shared += bytes;
          },
          () => undefined,
        ),
      ),
    );
    const preload = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/events", {
      timeout: 10_000,
    });
    await page.goto(`${base}${route}`, { waitUntil: "networkidle" });
    await preload.catch(() => undefined);
    await page.waitForLoadState("networkidle");
    await page.locator("main h1").waitFor();
    await Promise.all(seen);
    const j = js(src);
    rows.push({
      route,
      entryJs: j.entry,
      pageJs: j.page,
      wireJs: acc.js,
      wireCss: acc.css,
      data: acc.data,
      shared: acc.shared,
      dataFiles: acc.files,
    });
    await ctx.close();
  }
  return rows;
}
