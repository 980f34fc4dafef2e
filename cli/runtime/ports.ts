import { createServer } from "node:net";
import { UserError } from "./errors.ts";

/** Default loopback ports (ARCHITECTURE.md section 2) and the variables that override them. */
export const PORTS = {
  web: { variable: "WEB_PORT", fallback: 5173, what: "the web dev server" },
  api: { variable: "API_PORT", fallback: 3000, what: "the API" },
  serve: { variable: "SERVE_PORT", fallback: 8080, what: "tt serve" },
  dynamo: { variable: "DYNAMO_PORT", fallback: 4567, what: "dynalite (DynamoDB)" },
  cognito: { variable: "COGNITO_PORT", fallback: 9229, what: "cognito-local" },
  ses: { variable: "SES_PORT", fallback: 8005, what: "aws-ses-v2-local (SES)" },
} as const;
export type PortName = keyof typeof PORTS;

export function portFor(name: PortName, env: NodeJS.ProcessEnv = process.env): number {
  const { variable, fallback } = PORTS[name];
  const raw = env[variable];
  if (raw === undefined || raw === "") return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new UserError(`${variable} must be a port number from 1 to 65535, got "${raw}"`);
  }
  return port;
}

/** Fails with a one-line message naming the port and the variable to change when it is taken. */
export async function assertPortFree(name: PortName, port: number): Promise<void> {
  const free = await new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
  if (!free) {
    const { variable, what } = PORTS[name];
    throw new UserError(`Port ${port} (${what}) is already in use; set ${variable} to a free port.`);
  }
}
