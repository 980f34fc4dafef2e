import { type ApiEvent, type ApiHandler, type ApiResult, HttpError, withErrors } from "./http.ts";

type Params = Record<string, string>;
type Route = {
  method: string;
  pattern: RegExp;
  names: string[];
  run: (e: ApiEvent, p: Params) => Promise<ApiResult>;
};

/**
 * A small method + path router for one handler group. Paths use `:name` segments. An unknown path is
 * 404 and a known path with another method is 405, both in the contract's error shape.
 */
export function router(
  routes: Record<string, (event: ApiEvent, params: Params) => Promise<ApiResult>>,
): ApiHandler {
  const table: Route[] = Object.entries(routes).map(([key, run]) => {
    const [method, path] = key.split(" ") as [string, string];
    const names: string[] = [];
    const source = path.replace(/:([a-zA-Z]+)/g, (_, name: string) => {
      names.push(name);
      return "([^/]+)";
    });
    return { method, pattern: new RegExp(`^${source}/?$`), names, run };
  });
  return withErrors(async (event) => {
    const path = event.rawPath;
    const method = event.requestContext.http.method.toUpperCase();
    let pathMatched = false;
    for (const route of table) {
      const m = route.pattern.exec(path);
      if (!m) continue;
      pathMatched = true;
      if (route.method !== method) continue;
      const params: Params = {};
      route.names.forEach((name, i) => {
        params[name] = decodeURIComponent(m[i + 1] ?? "");
      });
      return route.run(event, params);
    }
    if (pathMatched) throw new HttpError(405, "Method Not Allowed");
    throw new HttpError(404, `Not found: ${path}`);
  });
}
