import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import site from "../data/site.json" with { type: "json" };
import { ROUTE_RULES } from "./src/route-rules.ts";
import { bootstrapPrune, buildManifest, prerenderPages, siteHead } from "./vite-plugins.ts";

/**
 * Modules of the first render, bundled as one "shell" chunk (see codeSplitting below): the libraries the
 * shell needs, web/src/app (minus the parts that load later on purpose), the English strings, the API
 * client and the session, and the route table.
 */
const SHELL =
  /[\\/](node_modules[\\/](react|react-dom|scheduler|wouter|regexparam|use-sync-external-store)[\\/]|web[\\/]src[\\/](app[\\/]|i18n[\\/](en|index)\.ts$|api[\\/](client|auth)\.ts$|state[\\/]session\.ts$|routes\.ts$))/;
/** Shell modules that load later on purpose (menus, sign-in panel, toasts, dice rolls). */
const LAZY_SHELL = /[\\/]app[\\/](SiteNavbar|AuthPanel|ToastStack|dice)\.tsx?$/;

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    bootstrapPrune(),
    react(),
    siteHead(site),
    buildManifest(ROUTE_RULES),
    prerenderPages(site.shortName),
  ],
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
    rolldownOptions: {
      output: {
        // The shell's own modules and the libraries it needs in one chunk: without this, every module that
        // lazy pages share with the shell becomes a small chunk of its own, and the first page load pays a
        // request and a gzip window for each.
        codeSplitting: {
          groups: [{ name: "shell", test: (id: string) => SHELL.test(id) && !LAZY_SHELL.test(id) }],
        },
      },
    },
  },
  server: { host: "127.0.0.1" },
});
