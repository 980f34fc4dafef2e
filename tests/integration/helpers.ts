import type { APIGatewayProxyEventV2 } from "aws-lambda";
import { inject } from "vitest";
import { ensureTable } from "../../cli/runtime/bootstrap.ts";

/** Points the handlers at the stand-in with a table of its own, so test files never share state. */
export async function useTable(name: string): Promise<void> {
  const endpoint = inject("dynamoEndpoint");
  Object.assign(process.env, {
    AWS_REGION: "local",
    AWS_ACCESS_KEY_ID: "local",
    AWS_SECRET_ACCESS_KEY: "local",
    DYNAMODB_ENDPOINT: endpoint,
    TABLE_NAME: name,
  });
  await ensureTable(endpoint, name);
}

/** A minimal API Gateway v2 event, as the local adapter and AWS both produce. */
export function event(
  method: string,
  path: string,
  init: { body?: unknown; headers?: Record<string, string>; cookies?: string[] } = {},
): APIGatewayProxyEventV2 {
  return {
    version: "2.0",
    routeKey: "$default",
    rawPath: path,
    rawQueryString: "",
    headers: { host: "127.0.0.1", ...(init.headers ?? {}) },
    cookies: init.cookies,
    requestContext: {
      accountId: "test",
      apiId: "test",
      domainName: "127.0.0.1",
      domainPrefix: "127",
      http: { method, path, protocol: "HTTP/1.1", sourceIp: "127.0.0.1", userAgent: "vitest" },
      requestId: crypto.randomUUID(),
      routeKey: "$default",
      stage: "$default",
      time: new Date().toISOString(),
      timeEpoch: Date.now(),
    },
    body:
      init.body === undefined
        ? undefined
        : typeof init.body === "string"
          ? init.body
          : JSON.stringify(init.body),
    isBase64Encoded: false,
  };
}
