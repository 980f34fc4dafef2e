import type { RouteRule } from "../../route-rules.ts";

/** What `vite build` writes to build/web/build-manifest.json (see web/vite-plugins.ts). */
export interface BuildManifest {
  /** Changes whenever any emitted file changes. */
  id: string;
  builtAt: string;
  rules: RouteRule[];
  /**
   * Route path -> the files its page needs beyond what the entry loads (page chunk, its imports and
   * stylesheets), for prefetching without running them. Absent from the dev server's stand-in.
   */
  pages?: Record<string, string[]>;
}

export const BUILD_MANIFEST_PATH = "/build-manifest.json";
/** index.html carries the id of the build it belongs to in this meta element. */
export const BUILD_META_NAME = "tt-build";
export const BUILD_ID_PLACEHOLDER = "__TT_BUILD_ID__";
