// `npm run bench`: every benchmark under bench/, one after another; each prints its own figures.
import { readdirSync } from "node:fs";
import { bin, step } from "./run.js";

const files = readdirSync("bench")
  .filter((f) => f.endsWith(".ts"))
  .sort();
let ok = true;
for (const f of files) ok = step(`bench/${f}`, bin("tsx"), [`bench/${f}`]) && ok;
process.exit(ok ? 0 : 1);
