import type { IncomingMessage, ServerResponse } from "node:http";
import { gzipSync } from "node:zlib";
import type { ApiEvent, ApiHandler, ApiResult } from "../lib/http.ts";

const TEXT_TYPES = /^(application\/(json|x-www-form-urlencoded)|text\/)/;

/** Reads a request body, refusing to buffer more than `limit` bytes (the API answers 413 beyond it). */
export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer | "too-large"> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) return "too-large";
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** Builds the API Gateway HTTP API (payload format 2.0) event that the deployed Lambda would receive. */
export function toEvent(req: IncomingMessage, body: Buffer): ApiEvent {
  const url = new URL(req.url ?? "/", "http://local");
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === "cookie") continue;
    headers[name] = Array.isArray(value) ? value.join(",") : value;
  }
  const cookies = (req.headers.cookie ?? "")
    .split(";")
    .map((c) => c.trim())
    .filter(Boolean);
  const contentType = headers["content-type"] ?? "";
  const isText = body.length === 0 || TEXT_TYPES.test(contentType);
  const now = new Date();
  const sourceIp = (req.socket.remoteAddress ?? "127.0.0.1").replace(/^::ffff:/, "");
  return {
    version: "2.0",
    routeKey: "$default",
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    cookies: cookies.length ? cookies : undefined,
    headers,
    queryStringParameters: url.search ? Object.fromEntries(url.searchParams) : undefined,
    requestContext: {
      accountId: "local",
      apiId: "local",
      domainName: headers.host ?? "localhost",
      domainPrefix: "localhost",
      http: {
        method: req.method ?? "GET",
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp,
        userAgent: headers["user-agent"] ?? "",
      },
      requestId: crypto.randomUUID(),
      routeKey: "$default",
      stage: "$default",
      time: now.toISOString(),
      timeEpoch: now.getTime(),
    },
    body: body.length ? (isText ? body.toString("utf8") : body.toString("base64")) : undefined,
    isBase64Encoded: body.length > 0 && !isText,
  };
}

/**
 * Writes a handler's result back as API Gateway would: status, headers, cookies, base64 bodies. JSON
 * above 1 KB is gzipped when the client accepts it (the NPC list is ~80 KB of text).
 */
export function writeResult(res: ServerResponse, result: ApiResult, acceptEncoding = ""): void {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(result.headers ?? {}))
    headers[name.toLowerCase()] = String(value);
  if (result.cookies?.length) headers["set-cookie"] = result.cookies;
  let body = result.body ? Buffer.from(result.body, result.isBase64Encoded ? "base64" : "utf8") : undefined;
  if (body && !headers["content-type"]) headers["content-type"] = "application/json";
  if (body && body.length > 1024 && /\bgzip\b/.test(acceptEncoding) && !headers["content-encoding"]) {
    body = gzipSync(body);
    headers["content-encoding"] = "gzip";
    headers.vary = "accept-encoding";
  }
  res.writeHead(result.statusCode ?? 200, headers);
  res.end(body);
}

export async function invoke(handler: ApiHandler, req: IncomingMessage, res: ServerResponse, limit: number) {
  const body = await readBody(req, limit);
  if (body === "too-large") {
    writeResult(res, {
      statusCode: 413,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ statusCode: 413, statusMessage: "Payload Too Large" }),
    });
    return;
  }
  writeResult(res, await handler(toEvent(req, body)), String(req.headers["accept-encoding"] ?? ""));
}
