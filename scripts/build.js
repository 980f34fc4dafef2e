// `npm run build`: type-check, compile the data, build the SPA, bundle one Lambda per handler group.
import { bin, node, step } from "./run.js";

const ok =
  step("type-check", bin("tsc"), ["--noEmit", "-p", "."]) &&
  step("build data", node, ["cli/bin.js", "build-data"]) &&
  step("build web", bin("vite"), ["build", "--config", "web/vite.config.ts"]) &&
  step("bundle lambdas", bin("tsx"), ["scripts/bundle-lambdas.ts"]);
process.exit(ok ? 0 : 1);
