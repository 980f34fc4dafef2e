import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { TestProject } from "vitest/node";

const root = resolve(import.meta.dirname, "../..");

async function freePort(): Promise<number> {
  return new Promise((res) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => res(port));
    });
  });
}

/**
 * Starts `tt serve` exactly as a user would (built SPA, artifacts, API, real stand-ins), on free ports
 * with its own state folder, so it never collides with a running `npm start`.
 */
export default async function setup(project: TestProject) {
  const state = mkdtempSync(join(tmpdir(), "tt-e2e-"));
  const [serve, dynamo, cognito, ses] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  const child: ChildProcess = spawn(
    process.execPath,
    [join(root, "cli/bin.js"), "serve", "--port", String(serve), "--state", state],
    {
      cwd: root,
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
  project.provide("baseUrl", `http://127.0.0.1:${serve}`);
  project.provide("dynamoEndpoint", `http://127.0.0.1:${dynamo}`);
  // The SES stand-in keeps sent mail at GET {sesEndpoint}/store (the auth tests read reset tokens there).
  project.provide("sesEndpoint", `http://127.0.0.1:${ses}`);
  return async () => {
    await new Promise<void>((res) => {
      child.once("exit", () => res());
      child.kill("SIGTERM");
    });
    rmSync(state, { recursive: true, force: true });
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    sesEndpoint: string;
  }
}
