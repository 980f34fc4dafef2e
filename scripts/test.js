// `npm test`: type-check, lint, build the data and the SPA, then every Vitest project (unit,
// integration against the real stand-ins, e2e in Debian's Chromium against `tt serve`).
// Ends with one line `N passed, N failed` summing all of it; exits non-zero on any failure.
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ensureChromium } from "./ensure-chromium.js";
import { bin, node, step } from "./run.js";

const started = Date.now();
ensureChromium();
let passed = 0;
let failed = 0;
const check = (ok) => (ok ? passed++ : failed++);

check(step("type-check (tsc, TypeScript 7)", bin("tsc"), ["--noEmit", "-p", "."]));
check(step("lint (biome)", node, ["scripts/biome.js", "check", "."]));
const built =
  step("build data (tt build-data)", node, ["cli/bin.js", "build-data"]) &&
  step("build web (vite build)", bin("vite"), [
    "build",
    "--config",
    "web/vite.config.ts",
    "--logLevel",
    "warn",
  ]);
check(built);

const report = join(mkdtempSync(join(tmpdir(), "tt-test-")), "vitest.json");
const projects = built ? [] : ["--project", "unit"];
step("tests (vitest: unit, integration, e2e)", bin("vitest"), [
  "run",
  ...projects,
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${report}`,
]);
if (existsSync(report)) {
  const r = JSON.parse(readFileSync(report, "utf8"));
  passed += r.numPassedTests;
  failed +=
    r.numFailedTests + (r.numTotalTestSuites > 0 && r.success === false && r.numFailedTests === 0 ? 1 : 0);
  rmSync(report, { force: true });
} else {
  failed++;
}
console.log(`\nnpm test took ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
