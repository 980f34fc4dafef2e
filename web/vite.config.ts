import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import site from "../data/site.json" with { type: "json" };
import { ROUTE_RULES } from "./src/route-rules.ts";
import { bootstrapPrune, buildManifest, siteHead } from "./vite-plugins.ts";

export default defineConfig({
  root: import.meta.dirname,
  plugins: [bootstrapPrune(), react(), siteHead(site), buildManifest(ROUTE_RULES)],
  build: {
    outDir: "../build/web",
    emptyOutDir: true,
    target: "es2022",
    assetsInlineLimit: 0,
    // Every browser the site supports has <link rel="modulepreload">; the polyfill would only cost bytes.
    modulePreload: { polyfill: false },
    // .vite/manifest.json: which chunks and styles each entry loads (bench/web measures with it; the
    // e2e prefetch test tells page chunks from shared ones with it).
    manifest: true,
  },
  server: { host: "127.0.0.1" },
});
