import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from "aws-lambda";
import { inject } from "vitest";
import { ensureTable } from "../../cli/runtime/bootstrap.ts";

/** Points the handlers at the stand-ins with a table of its own, so test files never share state. */
export async function useStandins(table: string): Promise<void> {
  const endpoint = inject("dynamoEndpoint");
  Object.assign(process.env, {
    AWS_REGION: "local",
    AWS_ACCESS_KEY_ID: "local",
    AWS_SECRET_ACCESS_KEY: "local",
    DYNAMODB_ENDPOINT: endpoint,
    TABLE_NAME: table,
    COGNITO_ENDPOINT: inject("cognitoEndpoint"),
    USER_POOL_ID: inject("userPoolId"),
    USER_POOL_CLIENT_ID: inject("userPoolClientId"),
    SES_ENDPOINT: inject("sesEndpoint"),
    MAIL_FROM: "no-reply@tabletome.test",
  });
  await ensureTable(endpoint, table);
}

export interface EventInit {
  body?: unknown;
  headers?: Record<string, string>;
  cookies?: string[];
  ip?: string;
}

/** An API Gateway v2 event as the local adapter and AWS both produce; writes carry JSON and a same-origin Origin. */
export function event(method: string, path: string, init: EventInit = {}): APIGatewayProxyEventV2 {
  const write = method !== "GET" && method !== "HEAD";
  return {
    version: "2.0",
    routeKey: "$default",
    rawPath: path,
    rawQueryString: "",
    headers: {
      host: "127.0.0.1:8080",
      ...(write ? { origin: "http://127.0.0.1:8080", "content-type": "application/json" } : {}),
      ...(init.headers ?? {}),
    },
    cookies: init.cookies,
    requestContext: {
      accountId: "test",
      apiId: "test",
      domainName: "127.0.0.1",
      domainPrefix: "127",
      http: { method, path, protocol: "HTTP/1.1", sourceIp: init.ip ?? "127.0.0.1", userAgent: "vitest" },
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

export function body<T = Record<string, unknown>>(res: APIGatewayProxyStructuredResultV2): T {
  return JSON.parse(res.body ?? "null") as T;
}

/** The cookie pairs (name=value) a response sets, ready to send back like a browser would. */
export function cookieJar(res: APIGatewayProxyStructuredResultV2, previous: string[] = []): string[] {
  const jar = new Map(previous.map((c) => [c.split("=")[0]!, c]));
  for (const set of res.cookies ?? []) {
    const pair = set.split(";")[0]!;
    const [name, value] = [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)];
    if (value === "") jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()];
}

let counter = 0;
export function uniqueName(prefix = "user"): string {
  counter++;
  return `${prefix}${Date.now().toString(36)}${counter}`;
}

export async function mailTo(address: string): Promise<{ subject: string; body: { text: string } }[]> {
  const res = await fetch(`${inject("sesEndpoint")}/store`);
  const store = (await res.json()) as {
    emails: { destination: { to: string[] }; subject: string; body: { text: string } }[];
  };
  return store.emails.filter((m) => m.destination.to.includes(address));
}
