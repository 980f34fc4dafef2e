// Runs Biome's native binary from its platform package. The project depends on the Linux packages
// directly instead of @biomejs/biome, whose optional packages for other platforms are missing from the
// registry these machines use (npm ci then refuses the lock file). On another platform, install
// @biomejs/biome globally or run `npx @biomejs/biome` and this script uses it.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const candidates = [`@biomejs/cli-${process.platform}-${process.arch}/biome`, "@biomejs/biome/bin/biome"];
let binary;
for (const c of candidates) {
  try {
    binary = require.resolve(c);
    if (existsSync(binary)) break;
  } catch {
    binary = undefined;
  }
}
if (!binary) {
  console.error(
    `Biome is not installed for ${process.platform}-${process.arch}; run \`npx @biomejs/biome ${process.argv.slice(2).join(" ")}\`.`,
  );
  process.exit(1);
}
const result = spawnSync(binary, process.argv.slice(2), { stdio: "inherit" });
process.exit(result.status ?? 1);
