/**
 * Initial JS and CSS for `/` (and, for information, `/options/spells`) from the Vite manifest of
 * `build/web`, gzipped as `tt serve` sends them (zlib default level). Budgets (issue 5) are for `/`: JS
 * under 90 KB, CSS under 30 KB, counted in 1000-byte kB, the stricter reading.
 *
 * "Initial" = the entry chunk and its static imports (modulepreloaded by index.html), the stylesheet,
 * and the route's own page chunk with its imports. The header's menu widgets (react-bootstrap navbar and
 * dropdowns) are a separate chunk requested after the first paint; they are reported on their own line
 * and in the "everything loaded by /" total, but they do not hold up the first render.
 *
 * Lighthouse scores are measured by bench/web/lighthouse.ts.
 *
 *   npx tsx bench/web/size.ts [--json]
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";

const root = resolve(import.meta.dirname, "../..");
const out = join(root, "build/web");
const manifestFile = join(out, ".vite/manifest.json");

export const BUDGET = { js: 90_000, css: 30_000 } as const;

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, Chunk>;

export function loadManifest(): Manifest {
  if (!existsSync(manifestFile)) {
    const r = spawnSync(
      join(root, "node_modules/.bin/vite"),
      ["build", "--config", "web/vite.config.ts", "--logLevel", "warn"],
      {
        cwd: root,
        stdio: "inherit",
      },
    );
    if (r.status !== 0) throw new Error("vite build failed");
  }
  return JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest;
}

/** A chunk and everything it imports statically (what the browser must load before it runs). */
function closure(m: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of m[key]?.imports ?? []) closure(m, dep, seen);
  return seen;
}

const gz = (file: string) => gzipSync(readFileSync(join(out, file))).length;

export interface Figures {
  route: string;
  js: number;
  css: number;
  jsFiles: string[];
  deferredJs: number;
  totalJs: number;
}

export function measure(m: Manifest, route: string, pageSrc: string): Figures {
  const keys = new Set([...closure(m, "index.html"), ...closure(m, pageSrc)]);
  const jsFiles = [...keys].map((k) => m[k]!.file).filter((f) => f.endsWith(".js"));
  const cssFiles = new Set([...keys].flatMap((k) => m[k]!.css ?? []));
  const js = jsFiles.reduce((n, f) => n + gz(f), 0);
  const css = [...cssFiles].reduce((n, f) => n + gz(f), 0);
  const deferredKeys = [...closure(m, "src/app/SiteNavbar.tsx")].filter((k) => !keys.has(k));
  const deferredJs = deferredKeys.reduce((n, k) => n + gz(m[k]!.file), 0);
  return { route, js, css, jsFiles, deferredJs, totalJs: js + deferredJs };
}

const kb = (n: number) => `${(n / 1000).toFixed(1)} kB`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const m = loadManifest();
  const results = [
    measure(m, "/", "src/pages/home/HomePage.tsx"),
    measure(m, "/options/spells", "src/pages/options/SpellsPage.tsx"),
  ];
  if (process.argv.includes("--json")) {
    console.log(JSON.stringify(results, null, 2));
  } else {
    for (const r of results) {
      console.log(`web size ${r.route}`);
      const budget = (b: number) => (r.route === "/" ? `budget ${kb(b)}` : "no budget set");
      console.log(
        `  initial JS  ${kb(r.js).padStart(9)} gzip  (${budget(BUDGET.js)}; ${r.jsFiles.length} files)`,
      );
      console.log(`  CSS         ${kb(r.css).padStart(9)} gzip  (${budget(BUDGET.css)})`);
      console.log(`  menus chunk ${kb(r.deferredJs).padStart(9)} gzip  (requested after the first paint)`);
      console.log(`  all JS      ${kb(r.totalJs).padStart(9)} gzip  (everything the page loads)`);
    }
  }
  const over = results.filter((r) => r.route === "/" && (r.js > BUDGET.js || r.css > BUDGET.css));
  if (over.length) {
    console.error(`over budget: ${over.map((r) => r.route).join(", ")}`);
    process.exit(1);
  }
}
