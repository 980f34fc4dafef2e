import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, join, normalize, sep } from "node:path";
import { gzipSync } from "node:zlib";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  "": "application/json; charset=utf-8",
};

/** The cache policy CloudFront applies in AWS, mirrored locally so tests see the same headers. */
export type CachePolicy = "immutable" | "revalidate" | "no-cache";
const CACHE_CONTROL: Record<CachePolicy, string> = {
  immutable: "public, max-age=31536000, immutable",
  revalidate: "public, max-age=0, must-revalidate",
  "no-cache": "no-cache",
};

interface CachedFile {
  mtimeMs: number;
  body: Buffer;
  gzip: Buffer | undefined;
  etag: string;
}
const cache = new Map<string, CachedFile>();

/** Resolves a URL path inside `root`, or undefined when it would escape it. */
export function resolveInside(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes("\0")) return undefined;
  const full = normalize(join(root, decoded));
  return full === root || full.startsWith(root.endsWith(sep) ? root : root + sep) ? full : undefined;
}

async function load(file: string): Promise<CachedFile | undefined> {
  let info: Awaited<ReturnType<typeof stat>>;
  try {
    info = await stat(file);
  } catch {
    return undefined;
  }
  if (!info.isFile()) return undefined;
  const hit = cache.get(file);
  if (hit && hit.mtimeMs === info.mtimeMs) return hit;
  const body = await readFile(file);
  const type = TYPES[extname(file)] ?? "application/octet-stream";
  const compressible = /text|json|svg|javascript/.test(type) && body.length > 1024;
  const entry: CachedFile = {
    mtimeMs: info.mtimeMs,
    body,
    gzip: compressible ? gzipSync(body) : undefined,
    etag: `"${createHash("sha1").update(body).digest("base64url").slice(0, 20)}"`,
  };
  cache.set(file, entry);
  return entry;
}

/** Sends a file with type, cache headers, ETag revalidation and gzip. Returns false when it does not exist. */
export async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  policy: CachePolicy,
  status = 200,
): Promise<boolean> {
  const entry = await load(file);
  if (!entry) return false;
  const headers: Record<string, string> = {
    "content-type": TYPES[extname(file)] ?? "application/octet-stream",
    "cache-control": CACHE_CONTROL[policy],
    etag: entry.etag,
    vary: "accept-encoding",
    "x-content-type-options": "nosniff",
  };
  if (status === 200 && req.headers["if-none-match"] === entry.etag) {
    res.writeHead(304, headers);
    res.end();
    return true;
  }
  const wantsGzip = entry.gzip && /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
  if (wantsGzip) headers["content-encoding"] = "gzip";
  const body = wantsGzip ? entry.gzip! : entry.body;
  headers["content-length"] = String(body.length);
  res.writeHead(status, headers);
  res.end(req.method === "HEAD" ? undefined : body);
  return true;
}
