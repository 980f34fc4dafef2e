import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join } from "node:path";
import type { ApiHandler } from "../lib/http.ts";
import type { HandlerGroup } from "../routes.ts";
import { invoke } from "./adapter.ts";
import { resolveInside, sendFile } from "./static.ts";

/** Request bodies above this are refused with 413, as in the API contract. */
export const BODY_LIMIT = 256 * 1024;

/** Paths served from the data artifacts (S3 in AWS), matched before the API handlers. */
export const ARTIFACT_PATHS = [
  /^\/api\/statics$/,
  /^\/statics\/[a-z]+\.json$/,
  /^\/api\/materia\/gods$/,
  /^\/elthelas\/[a-z]+\.json$/,
  /^\/pages\/[a-z0-9/-]+\.json$/,
  /^\/search\/[a-z0-9.-]+\.json$/,
  /^\/manifest\.json$/,
];

export interface LocalServerOptions {
  groups: HandlerGroup[];
  /** build/data: the compiled artifacts. */
  artifactsDir: string;
  /** build/web: the built SPA; when absent only the API and artifacts are served (Vite serves the SPA). */
  webDir?: string;
}

export interface RunningServer {
  server: Server;
  url: string;
  close: () => Promise<void>;
}

function notFound(res: ServerResponse, path: string) {
  res.writeHead(404, { "content-type": "application/json" });
  res.end(JSON.stringify({ statusCode: 404, statusMessage: `Not found: ${path}` }));
}

export function createLocalServer(options: LocalServerOptions): Server {
  const handlers = new Map<HandlerGroup, Promise<ApiHandler>>();
  const handlerFor = (group: HandlerGroup) => {
    let loaded = handlers.get(group);
    if (!loaded) {
      loaded = group.load().then((m) => m.handler);
      handlers.set(group, loaded);
    }
    return loaded;
  };

  async function route(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? "/", "http://local").pathname;
    const method = req.method ?? "GET";

    if ((method === "GET" || method === "HEAD") && ARTIFACT_PATHS.some((re) => re.test(path))) {
      const file = resolveInside(options.artifactsDir, path);
      if (file && (await sendFile(req, res, file, "revalidate"))) return;
      return notFound(res, path);
    }

    const group = options.groups.find((g) => g.prefixes.some((p) => path === p || path.startsWith(`${p}/`)));
    if (group) return invoke(await handlerFor(group), req, res, BODY_LIMIT);
    if (path.startsWith("/api/")) return notFound(res, path);

    if (!options.webDir || (method !== "GET" && method !== "HEAD")) return notFound(res, path);
    const file = resolveInside(options.webDir, path);
    if (
      file &&
      path !== "/" &&
      (await sendFile(req, res, file, path.startsWith("/assets/") ? "immutable" : "no-cache"))
    )
      return;
    // Client routes fall back to the SPA; a missing asset (a path with an extension) is a real 404.
    if (extname(path) && path !== "/") return notFound(res, path);
    // A page the build prerendered (its static first frame) is <path>/index.html; CloudFront's rewrite
    // function does the same (infra/edge.ts).
    const page =
      path !== "/" ? resolveInside(options.webDir, `${path.replace(/\/+$/, "")}/index.html`) : undefined;
    if (page && (await sendFile(req, res, page, "no-cache"))) return;
    if (await sendFile(req, res, join(options.webDir, "index.html"), "no-cache")) return;
    notFound(res, path);
  }

  return createServer((req, res) => {
    route(req, res).catch((err: unknown) => {
      console.error(err);
      if (!res.headersSent) res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ statusCode: 500, statusMessage: "Internal Server Error" }));
    });
  });
}

export async function startLocalServer(options: LocalServerOptions, port: number): Promise<RunningServer> {
  const server = createLocalServer(options);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const actual = (server.address() as AddressInfo).port;
  return {
    server,
    url: `http://127.0.0.1:${actual}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
