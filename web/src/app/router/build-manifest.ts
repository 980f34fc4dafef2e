import type { RouteRule } from "../../route-rules.ts";

/** What `vite build` writes to build/web/build-manifest.json (see web/vite-plugins.ts). */
export interface BuildManifest {
  /** Changes whenever any emitted file changes. */
  id: string;
  builtAt: string;
  rules: RouteRule[];
}

export const BUILD_MANIFEST_PATH = "/build-manifest.json";
/** index.html carries the id of the build it belongs to in this meta element. */
export const BUILD_META_NAME = "tt-build";
export const BUILD_ID_PLACEHOLDER = "__TT_BUILD_ID__";
