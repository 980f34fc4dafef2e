import type { ApiHandler } from "./lib/http.ts";

/**
 * The handler groups and the path prefixes they answer. The local runtime and the CDK stack both read
 * this list, so a route exists locally exactly when it exists in AWS.
 */
export interface HandlerGroup {
  name: string;
  /** Path prefixes under /api that this group owns. */
  prefixes: string[];
  /** Entry file relative to lambdas/, bundled by esbuild for AWS. */
  entry: string;
  load: () => Promise<{ handler: ApiHandler }>;
}

export const handlerGroups: HandlerGroup[] = [
  {
    name: "auth",
    prefixes: ["/api/auth"],
    entry: "auth/handler.ts",
    load: () => import("./auth/handler.ts"),
  },
  {
    name: "npcs",
    prefixes: ["/api/npcs"],
    entry: "npcs/handler.ts",
    load: () => import("./npcs/handler.ts"),
  },
  {
    name: "events",
    prefixes: ["/api/events"],
    entry: "events/handler.ts",
    load: () => import("./events/handler.ts"),
  },
  {
    name: "records",
    prefixes: ["/api/records"],
    entry: "records/handler.ts",
    load: () => import("./records/handler.ts"),
  },
];
