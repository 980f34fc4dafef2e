// Small helpers for the project scripts: run a step, time it, report it.
import { spawnSync } from "node:child_process";

export function step(name, command, args, options = {}) {
  const started = Date.now();
  process.stdout.write(`\n▶ ${name}\n`);
  const r = spawnSync(command, args, {
    stdio: "inherit",
    env: { ...process.env, NODE_NO_WARNINGS: "1", ...options.env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = r.status === 0;
  process.stdout.write(`${ok ? "✔" : "✘"} ${name} (${seconds} s)\n`);
  return ok;
}

export const node = process.execPath;
export const bin = (name) => `node_modules/.bin/${name}`;
