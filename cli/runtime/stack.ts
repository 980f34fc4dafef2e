import { join } from "node:path";
import { type RunningServer, startLocalServer } from "../../lambdas/local/server.ts";
import { handlerGroups } from "../../lambdas/routes.ts";
import { ensureTable, ensureUserPool } from "./bootstrap.ts";
import { paths } from "./paths.ts";
import { seedContent } from "./seed.ts";
import { type StandinEndpoints, startStandins } from "./standins.ts";

export const TABLE_NAME = "tabletome";

/** The environment the handlers read, pointed at the local stand-ins. */
export function localApiEnv(
  endpoints: StandinEndpoints,
  pool: { userPoolId: string; userPoolClientId: string },
): Record<string, string> {
  return {
    AWS_REGION: "local",
    AWS_ACCESS_KEY_ID: "local",
    AWS_SECRET_ACCESS_KEY: "local",
    TABLE_NAME,
    DYNAMODB_ENDPOINT: endpoints.dynamo,
    COGNITO_ENDPOINT: endpoints.cognito,
    USER_POOL_ID: pool.userPoolId,
    USER_POOL_CLIENT_ID: pool.userPoolClientId,
    SES_ENDPOINT: endpoints.ses,
    MAIL_FROM: "no-reply@tabletome.local",
  };
}

export interface LocalStack {
  endpoints: StandinEndpoints;
  api: RunningServer;
  seeded: boolean;
}

/**
 * Stand-ins, table, user pool, first-run seed and the API server: everything `tt dev` and `tt serve`
 * share. Handlers read their configuration from process.env, which is set before they load.
 */
export async function startLocalStack(options: {
  port: number;
  stateDir?: string;
  webDir?: string;
  verbose?: boolean;
}): Promise<LocalStack> {
  const stateDir = options.stateDir ?? paths.local;
  const endpoints = await startStandins(stateDir, options.verbose);
  const pool = await ensureUserPool(endpoints.cognito, join(stateDir, "cognito", "tabletome.json"));
  Object.assign(process.env, localApiEnv(endpoints, pool));
  const created = await ensureTable(endpoints.dynamo, TABLE_NAME);
  if (created) await seedContent(paths.buildData);
  const api = await startLocalServer(
    {
      groups: handlerGroups,
      artifactsDir: paths.buildData,
      ...(options.webDir ? { webDir: options.webDir } : {}),
    },
    options.port,
  );
  return { endpoints, api, seeded: created };
}
