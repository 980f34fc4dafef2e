import type { TestProject } from "vitest/node";
import { startServe } from "../support/serve.ts";

/** One `tt serve` (built SPA, artifacts, API, real stand-ins) for the whole e2e run. */
export default async function setup(project: TestProject) {
  const site = await startServe("tt-e2e-");
  project.provide("baseUrl", site.base);
  project.provide("dynamoEndpoint", `http://127.0.0.1:${site.ports.dynamo}`);
  // The SES stand-in keeps sent mail at GET {sesEndpoint}/store (the auth tests read reset tokens there).
  project.provide("sesEndpoint", `http://127.0.0.1:${site.ports.ses}`);
  return site.stop;
}

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    sesEndpoint: string;
  }
}
