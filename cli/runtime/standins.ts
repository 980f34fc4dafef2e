import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { paths } from "./paths.ts";
import { assertPortFree, portFor } from "./ports.ts";
import { startNode, waitForHttp } from "./processes.ts";

/**
 * cognito-local reads `.cognito/config.json` from its working folder. Its default makes every pool sign
 * in by email; Tabletome signs in by username, as the real pool does.
 */
export function writeCognitoConfig(dir: string): void {
  mkdirSync(join(dir, ".cognito"), { recursive: true });
  writeFileSync(
    join(dir, ".cognito", "config.json"),
    `${JSON.stringify({ UserPoolDefaults: { UsernameAttributes: [] } }, null, 2)}\n`,
  );
}

export interface StandinEndpoints {
  dynamo: string;
  cognito: string;
  ses: string;
}

/**
 * Starts dynalite, cognito-local and aws-ses-v2-local on loopback, with their state under `stateDir`
 * (dynalite's LevelDB files and cognito-local's JSON; the SES stand-in keeps mail in memory only).
 */
export async function startStandins(stateDir = paths.local, verbose = false): Promise<StandinEndpoints> {
  const ports = { dynamo: portFor("dynamo"), cognito: portFor("cognito"), ses: portFor("ses") };
  await Promise.all([
    assertPortFree("dynamo", ports.dynamo),
    assertPortFree("cognito", ports.cognito),
    assertPortFree("ses", ports.ses),
  ]);
  const dynamoDir = join(stateDir, "dynamo");
  const cognitoDir = join(stateDir, "cognito");
  mkdirSync(dynamoDir, { recursive: true });
  mkdirSync(cognitoDir, { recursive: true });
  writeCognitoConfig(cognitoDir);

  startNode(
    "dynalite",
    paths.module("dynalite/cli.js"),
    [
      "--host",
      "127.0.0.1",
      "--port",
      String(ports.dynamo),
      "--path",
      dynamoDir,
      "--createTableMs",
      "0",
      "--deleteTableMs",
      "0",
      "--updateTableMs",
      "0",
    ],
    { verbose },
  );
  startNode("cognito-local", paths.module("cognito-local/lib/bin/start.js"), [], {
    cwd: cognitoDir,
    env: { HOST: "127.0.0.1", PORT: String(ports.cognito), DEBUG: "" },
    verbose,
  });
  startNode(
    "ses-local",
    paths.module("aws-ses-v2-local/dist/cli.js"),
    ["--host", "127.0.0.1", "--port", String(ports.ses)],
    { verbose },
  );

  const endpoints = {
    dynamo: `http://127.0.0.1:${ports.dynamo}`,
    cognito: `http://127.0.0.1:${ports.cognito}`,
    ses: `http://127.0.0.1:${ports.ses}`,
  };
  await Promise.all([
    waitForHttp(endpoints.dynamo),
    waitForHttp(endpoints.cognito),
    waitForHttp(`${endpoints.ses}/health-check`),
  ]);
  return endpoints;
}
