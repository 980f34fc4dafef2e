import type { AddressInfo } from "node:net";
import dynalite from "dynalite";
import type { TestProject } from "vitest/node";

/** A real DynamoDB stand-in (dynalite, in memory) for the whole integration run. */
export default async function setup(project: TestProject) {
  const server = dynalite({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  project.provide("dynamoEndpoint", `http://127.0.0.1:${port}`);
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    dynamoEndpoint: string;
  }
}
