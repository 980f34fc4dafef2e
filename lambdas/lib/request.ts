import { type CompiledValidator, checkWith, describePath } from "../../core/schemas/explain.ts";
import { type ApiEvent, HttpError } from "./http.ts";

export const BODY_LIMIT = 256 * 1024;
const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export function header(event: ApiEvent, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(event.headers ?? {}))
    if (key.toLowerCase() === wanted) return value;
  return undefined;
}

/**
 * State-changing calls must come from our own pages: the browser's Origin header must name this site.
 * In AWS the allowed origins come from the stack (CloudFront hides the viewer's Host from the API);
 * locally the Host the browser used is the origin.
 */
export function requireSameOrigin(event: ApiEvent, env: NodeJS.ProcessEnv = process.env): void {
  if (!WRITE_METHODS.has(event.requestContext.http.method.toUpperCase())) return;
  const origin = header(event, "origin");
  if (!origin) throw new HttpError(403, "Forbidden: missing Origin header");
  const configured = (env.ALLOWED_ORIGINS ?? "")
    .split(",")
    .map((o) => o.trim())
    .filter(Boolean);
  let allowed: boolean;
  if (configured.length) {
    allowed = configured.includes(origin);
  } else {
    const host = header(event, "x-forwarded-host") ?? header(event, "host");
    let originHost: string | undefined;
    try {
      originHost = new URL(origin).host;
    } catch {
      originHost = undefined;
    }
    allowed = Boolean(host && originHost === host);
  }
  if (!allowed) throw new HttpError(403, "Forbidden: cross-origin request");
}

function rawBody(event: ApiEvent): string {
  if (!event.body) return "";
  return event.isBase64Encoded ? Buffer.from(event.body, "base64").toString("utf8") : event.body;
}

/**
 * The one way a handler reads a body: same-origin check, JSON content type (415), size (413), valid JSON
 * (400), then the schema (400 with every bad field named).
 */
export function readBody<T>(event: ApiEvent, validate: CompiledValidator, failure = "Bad Request"): T {
  requireSameOrigin(event);
  const type = header(event, "content-type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(type))
    throw new HttpError(415, "Unsupported Media Type: send application/json");
  const text = rawBody(event);
  if (Buffer.byteLength(text) > BODY_LIMIT) throw new HttpError(413, "Payload Too Large");
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new HttpError(400, "Malformed JSON body");
  }
  const problems = checkWith(validate, data);
  if (problems.length) {
    throw new HttpError(
      400,
      failure,
      problems.map((p) => ({ path: `/${p.path.join("/")}`, message: p.message || describePath(p.path) })),
    );
  }
  return data as T;
}

/**
 * The caller's address for per-address rate limits. Behind CloudFront the connection comes from the
 * edge, so the stack names a header (VIEWER_IP_HEADER) that its edge function fills with the viewer's
 * address; without that setting the header is ignored, since a client could send anything in it.
 */
export function clientIp(event: ApiEvent, env: NodeJS.ProcessEnv = process.env): string {
  const viaEdge = env.VIEWER_IP_HEADER
    ? header(event, env.VIEWER_IP_HEADER)?.split(",")[0]?.trim()
    : undefined;
  return viaEdge || event.requestContext.http.sourceIp || "unknown";
}
