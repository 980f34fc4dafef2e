import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import sesLocal from "aws-ses-v2-local";
import dynalite from "dynalite";
import type { TestProject } from "vitest/node";
import { ensureUserPool } from "../../cli/runtime/bootstrap.ts";
import { waitForHttp } from "../../cli/runtime/processes.ts";
import { writeCognitoConfig } from "../../cli/runtime/standins.ts";

const root = resolve(import.meta.dirname, "../..");

async function freePort(): Promise<number> {
  return new Promise((res) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => res(port));
    });
  });
}

/**
 * The real stand-ins for the whole integration run: dynalite and the SES stand-in in process,
 * cognito-local as a child process (it keeps its state in a folder of its own).
 */
export default async function setup(project: TestProject) {
  const dynamo = dynalite({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  await new Promise<void>((r) => dynamo.listen(0, "127.0.0.1", () => r()));
  const dynamoEndpoint = `http://127.0.0.1:${(dynamo.address() as AddressInfo).port}`;

  const startSes = (sesLocal as unknown as { default?: typeof sesLocal }).default ?? sesLocal;
  const sesPort = await freePort();
  const ses = await startSes({ host: "127.0.0.1", port: sesPort });
  const sesEndpoint = `http://127.0.0.1:${sesPort}`;

  const cognitoDir = mkdtempSync(join(tmpdir(), "tt-cognito-"));
  writeCognitoConfig(cognitoDir);
  const cognitoPort = await freePort();
  const cognito: ChildProcess = spawn(
    process.execPath,
    [join(root, "node_modules/cognito-local/lib/bin/start.js")],
    {
      cwd: cognitoDir,
      env: { ...process.env, HOST: "127.0.0.1", PORT: String(cognitoPort), NODE_NO_WARNINGS: "1" },
      stdio: "ignore",
    },
  );
  const cognitoEndpoint = `http://127.0.0.1:${cognitoPort}`;
  await waitForHttp(cognitoEndpoint, 20000);
  const pool = await ensureUserPool(cognitoEndpoint, join(cognitoDir, "pool.json"));

  project.provide("dynamoEndpoint", dynamoEndpoint);
  project.provide("sesEndpoint", sesEndpoint);
  project.provide("cognitoEndpoint", cognitoEndpoint);
  project.provide("userPoolId", pool.userPoolId);
  project.provide("userPoolClientId", pool.userPoolClientId);

  return async () => {
    cognito.kill("SIGTERM");
    await Promise.all([
      new Promise<void>((r) => dynamo.close(() => r())),
      new Promise<void>((r) => ses.close(() => r())),
    ]);
    rmSync(cognitoDir, { recursive: true, force: true });
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    dynamoEndpoint: string;
    sesEndpoint: string;
    cognitoEndpoint: string;
    userPoolId: string;
    userPoolClientId: string;
  }
}
