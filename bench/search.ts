// Omnibox figures over the full prebuilt index: load time and per-query latency (p50/p95/p99).
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { buildData } from "../cli/pipeline/build.ts";
import { loadIndex } from "../core/search.ts";
import { runQuery } from "../core/search-query.ts";

const root = resolve(import.meta.dirname, "..");
const file = join(root, "build/data/search/index.json");
if (!existsSync(file)) await buildData(join(root, "data"), join(root, "build/data"));
const json = readFileSync(file, "utf8");

const t0 = performance.now();
const index = loadIndex(json);
const loadMs = performance.now() - t0;
console.log(
  `index: ${index.documentCount} documents, ${(json.length / 1024).toFixed(0)} KB (${(gzipSync(json).length / 1024).toFixed(0)} KB gzip), loaded in ${loadMs.toFixed(0)} ms`,
);

const queries = [
  "fireball",
  "fire",
  "cure wounds",
  "longsword",
  "+1 longsword",
  "in:spell level:3",
  "school:evocation in:spell",
  "cr:1-4",
  "grapple",
  "ilsara",
  "dragon",
  "scroll of",
  "wand",
  "prone",
  "concentration",
  "firebal",
  "heal",
  "shield",
  "vault",
  "the",
];
for (let i = 0; i < 50; i++) runQuery(index, queries[i % queries.length]!); // warm-up
const times: number[] = [];
for (let round = 0; round < 50; round++) {
  for (const q of queries) {
    const s = performance.now();
    runQuery(index, q);
    times.push(performance.now() - s);
  }
}
times.sort((a, b) => a - b);
const pct = (p: number) =>
  times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!.toFixed(2);
console.log(
  `omnibox query over the full index (${times.length} queries, ${queries.length} distinct): p50 ${pct(50)} ms, p95 ${pct(95)} ms, p99 ${pct(99)} ms`,
);
