import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { ARTIFACT_PATHS } from "../lambdas/local/server.ts";

/**
 * What runs at the edge, derived from the local runtime's own tables so that `tt serve` and CloudFront
 * answer the same paths the same way.
 */

/** Cache-Control per kind of object, the same values `tt serve` sends (lambdas/local/static.ts). */
export const CACHE_CONTROL = {
  /** Hashed build output under /assets/: never changes under its name. */
  immutable: "public, max-age=31536000, immutable",
  /** Data artifacts: cacheable, but checked (ETag) on every use so a new deploy shows at once. */
  revalidate: "public, max-age=0, must-revalidate",
  /** The SPA shell and the build manifest: always fetched fresh. */
  noCache: "no-cache",
} as const;

/**
 * Turns one of ARTIFACT_PATHS (an anchored regex of literal segments and `[...]+` classes) into a
 * CloudFront path pattern: `/^\/elthelas\/[a-z]+\.json$/` becomes `/elthelas/*.json`. Anything more
 * elaborate throws, so a new artifact path that cannot be expressed fails the synth instead of going
 * unserved.
 */
export function pathPatternOf(re: RegExp): string {
  const source = re.source;
  if (!source.startsWith("^") || !source.endsWith("$"))
    throw new Error(`artifact path ${re} is not anchored at both ends`);
  const pattern = source
    .slice(1, -1)
    .replace(/\[[^\]]+\][+*]/g, "*")
    .replace(/\\([/.-])/g, "$1");
  if (/[\\()[\]{}|?+^$]/.test(pattern)) throw new Error(`artifact path ${re} has no CloudFront pattern`);
  return pattern;
}

/** The CloudFront behaviours that serve data artifacts from S3, in ARTIFACT_PATHS order. */
export const ARTIFACT_PATTERNS: string[] = ARTIFACT_PATHS.map(pathPatternOf);

/** The build manifest is an artifact, but it names the current build: it is never cached. */
export const MANIFEST_PATTERN = "/manifest.json";

/**
 * The pages the build prerendered (web/vite-plugins.ts): every `<path>/index.html` under the built SPA
 * other than the root one, as URL paths (`/options/spells`). None when the SPA is not built yet.
 */
export function prerenderedPages(webDir: string): string[] {
  if (!existsSync(webDir)) return [];
  const found: string[] = [];
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name === "assets") continue;
      const path = `${prefix}/${entry.name}`;
      if (existsSync(join(dir, entry.name, "index.html"))) found.push(path);
      walk(join(dir, entry.name), path);
    }
  };
  walk(webDir, "");
  return found.sort();
}

/**
 * Viewer-request function on the default (SPA) behaviour: a client route (a path whose last segment has
 * no extension and that is not an artifact) is rewritten to its prerendered page (`<path>/index.html`)
 * when the build made one, else to /index.html; anything with an extension is left alone, so a missing
 * asset stays a real 404. CloudFront Functions runtime 2.0 (ES5.1 plus a few later features): kept to
 * plain ES5 here.
 */
export function spaRewriteCode(
  artifacts: readonly RegExp[] = ARTIFACT_PATHS,
  pages: readonly string[] = [],
): string {
  // Built with new RegExp from the source text: no regex-literal parsing differences at the edge.
  const list = artifacts.map((re) => `new RegExp(${JSON.stringify(re.source)})`).join(", ");
  const known = JSON.stringify(Object.fromEntries(pages.map((p) => [p, 1])));
  return `var ARTIFACTS = [${list}];
var PAGES = ${known};
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var last = uri.substring(uri.lastIndexOf("/") + 1);
  if (last.indexOf(".") !== -1) return request;
  for (var i = 0; i < ARTIFACTS.length; i++) if (ARTIFACTS[i].test(uri)) return request;
  var path = uri.length > 1 && uri.charAt(uri.length - 1) === "/" ? uri.substring(0, uri.length - 1) : uri;
  request.uri = PAGES.hasOwnProperty(path) ? path + "/index.html" : "/index.html";
  return request;
}
`;
}

/** Header the API behaviour's function sets from the connection CloudFront saw (never from the client). */
export const VIEWER_IP_HEADER = "x-viewer-ip";

/**
 * Viewer-request function on /api/*: behind CloudFront the API sees CloudFront's address as the source
 * IP, so the viewer's own address is passed on in a header the client cannot set (any value it sends is
 * overwritten). Per-IP rate limits can read it.
 */
export function apiViewerCode(): string {
  return `function handler(event) {
  var request = event.request;
  request.headers["${VIEWER_IP_HEADER}"] = { value: event.viewer.ip };
  return request;
}
`;
}
