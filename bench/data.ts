// Content pipeline figures: full build, 10x synthetic content, one-file incremental rebuild in watch mode,
// peak memory, and the size of api/statics. Prints figures; asserts nothing.
import { cpSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { buildData } from "../cli/pipeline/build.ts";
import { watchData } from "../cli/pipeline/watch.ts";

const root = resolve(import.meta.dirname, "..");
const data = join(root, "data");
const tmp = mkdtempSync(join(tmpdir(), "tt-bench-"));

function fmt(ms: number) {
  return `${Math.round(ms)} ms`;
}

/** Copies data/ and multiplies every one-entry file and every CSV row by `factor` with fresh ids. */
function synthetic(factor: number): string {
  const dir = join(tmp, `data-x${factor}`);
  cpSync(data, dir, { recursive: true });
  const multiplyFolder = (folder: string, ext: string) => {
    for (const name of readdirSync(folder)) {
      const full = join(folder, name);
      if (statSync(full).isDirectory()) {
        multiplyFolder(full, ext);
        continue;
      }
      if (
        !name.endsWith(ext) ||
        name === "calendar.json" ||
        name === "site.json" ||
        folder.endsWith("pages") ||
        folder === join(dir, "ref")
      )
        continue;
      const text = readFileSync(full, "utf8");
      // Each copy's text differs, so the markdown cache cannot make the larger build look cheaper.
      for (let i = 1; i < factor; i++) {
        const copy = ext === ".md" ? `${text.trimEnd()}\n\nSynthetic copy ${i} of ${name}.\n` : text;
        writeFileSync(join(folder, name.replace(ext, `-x${i}${ext}`)), copy);
      }
    }
  };
  // Classes and ancestries are left as they are: their nested subclass and subrace ids must stay unique.
  for (const sub of [
    "spells",
    "rules",
    "options",
    "backgrounds",
    "creatures",
    "magic/items",
    "elthelas",
    "materia",
    "kentris",
  ]) {
    multiplyFolder(join(dir, sub), ".md");
    multiplyFolder(join(dir, sub), ".json");
  }
  for (const csv of ["equipment/gear.csv", "equipment/valuables.csv"]) {
    const [header, ...rows] = readFileSync(join(dir, csv), "utf8").trimEnd().split("\n");
    const out = [header!];
    for (let i = 0; i < factor; i++)
      for (const row of rows) out.push(i === 0 ? row : row.replace(/^([a-z0-9-]+),/, `$1-x${i},`));
    writeFileSync(join(dir, csv), `${out.join("\n")}\n`);
  }
  return dir;
}

const out1 = join(tmp, "out1");
await buildData(data, out1); // warm-up: module loading and the highlighter's first start
const runs: number[] = [];
for (let i = 0; i < 3; i++) {
  const r = await buildData(data, join(tmp, `full${i}`));
  if (!r.ok) throw new Error("data/ has errors");
  runs.push(r.ms);
}
const statics = readFileSync(join(out1, "api/statics"));
const index = readFileSync(join(out1, "search/index.json"));
const manifest = JSON.parse(readFileSync(join(out1, "manifest.json"), "utf8")) as {
  counts: Record<string, number>;
};
const entries = Object.entries(manifest.counts)
  .filter(([k]) => !k.startsWith("statics."))
  .reduce((a, [, n]) => a + n, 0);
console.log(
  `full build (${entries} entries, ${manifest.counts["statics.magicitems"]} magic items): median ${fmt(runs.sort((a, b) => a - b)[1]!)} (runs ${runs.map(fmt).join(", ")})`,
);
console.log(
  `api/statics: ${(statics.length / 1024).toFixed(0)} KB, ${(gzipSync(statics).length / 1024).toFixed(0)} KB gzip`,
);
console.log(
  `search/index.json: ${(index.length / 1024).toFixed(0)} KB, ${(gzipSync(index).length / 1024).toFixed(0)} KB gzip`,
);

const x10 = synthetic(10);
const big = await buildData(x10, join(tmp, "out-x10"));
if (!big.ok)
  throw new Error(
    `synthetic data has errors: ${big.diagnostics
      .slice(0, 3)
      .map((d) => d.message)
      .join("; ")}`,
  );
const bigEntries = Object.entries(big.counts)
  .filter(([k]) => !k.startsWith("statics."))
  .reduce((a, [, n]) => a + n, 0);
console.log(
  `10x synthetic build (${bigEntries} entries): ${fmt(big.ms)} = ${(big.ms / runs[1]!).toFixed(1)}x the starter build`,
);

// Incremental: watch a copy, then change one spell and time until the rebuild reports.
const watched = join(tmp, "data-watch");
cpSync(data, watched, { recursive: true });
const times: number[] = [];
let resolveBuild: (() => void) | undefined;
const watcher = watchData(watched, join(tmp, "out-watch"), { onBuild: () => resolveBuild?.() });
await watcher.ready;
for (let i = 0; i < 5; i++) {
  const file = join(watched, "spells/fireball.md");
  const started = performance.now();
  const done = new Promise<void>((r) => {
    resolveBuild = r;
  });
  writeFileSync(file, `${readFileSync(file, "utf8")}\nEdited ${i}.\n`);
  await done;
  times.push(performance.now() - started);
}
watcher.close();
times.sort((a, b) => a - b);
console.log(
  `incremental rebuild after editing one spell: median ${fmt(times[2]!)} (incl. 40 ms debounce; runs ${times.map(fmt).join(", ")})`,
);
console.log(`peak memory (max RSS): ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
