import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

export const ROOT = resolve(import.meta.dirname, "../..");

export function freePort(): Promise<number> {
  return new Promise((res) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => res(port));
    });
  });
}

export interface ServedSite {
  base: string;
  ports: { serve: number; dynamo: number; cognito: number; ses: number };
  /** The folder holding the stand-ins' state (cognito/tabletome.json has the pool ids). */
  state: string;
  stop: () => Promise<void>;
}

/**
 * Starts `tt serve` exactly as a user would (built SPA, artifacts, API, real stand-ins) on free ports
 * with a state folder of its own, so tests and benchmarks never collide with a running `npm start` or
 * with each other.
 */
export async function startServe(prefix = "tt-serve-"): Promise<ServedSite> {
  const state = mkdtempSync(join(tmpdir(), prefix));
  const [serve, dynamo, cognito, ses] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  const child: ChildProcess = spawn(
    process.execPath,
    [join(ROOT, "cli/bin.js"), "serve", "--port", String(serve), "--state", state],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        DYNAMO_PORT: String(dynamo),
        COGNITO_PORT: String(cognito),
        SES_PORT: String(ses),
        NODE_NO_WARNINGS: "1",
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  await new Promise<void>((res, rej) => {
    const timer = setTimeout(() => rej(new Error(`tt serve did not start:\n${output}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("is serving at")) {
        clearTimeout(timer);
        res();
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => rej(new Error(`tt serve exited with ${code}:\n${output}`)));
  });
  return {
    base: `http://127.0.0.1:${serve}`,
    ports: { serve, dynamo, cognito, ses },
    state,
    stop: async () => {
      if (child.exitCode === null) {
        await new Promise<void>((res) => {
          child.once("exit", () => res());
          child.kill("SIGTERM");
        });
      }
      rmSync(state, { recursive: true, force: true });
    },
  };
}
