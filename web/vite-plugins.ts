import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build, type Plugin, type ResolvedConfig, type Rollup } from "vite";

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

import { BOOTSTRAP_PRUNE, pruneCss } from "./css-prune.ts";
import { BUILD_ID_PLACEHOLDER, type BuildManifest } from "./src/app/router/build-manifest.ts";
import type { PrerenderedPage } from "./src/prerender.tsx";
import type { RouteRule } from "./src/route-rules.ts";

/** Bootstrap's full stylesheet minus the components the site does not use (see css-prune.ts). */
export function bootstrapPrune(): Plugin {
  return {
    name: "tt:bootstrap-prune",
    enforce: "pre",
    transform(code, id) {
      if (!/[\\/]bootstrap[\\/]dist[\\/]css[\\/]bootstrap\.css(?:\?|$)/.test(id)) return undefined;
      return { code: pruneCss(code, BOOTSTRAP_PRUNE), map: null };
    },
  };
}

/**
 * Writes `build-manifest.json` next to index.html: the build id and the route rules. The id is a hash of
 * every emitted file name (they carry content hashes) and of the rules, so it changes exactly when the
 * deployed app changes. index.html receives the same id in `<meta name="tt-build">`; the running app
 * compares the two to notice a newer deployment.
 */
export function buildManifest(rules: RouteRule[]): Plugin {
  let root = "";
  return {
    name: "tt:build-manifest",
    apply: "build",
    enforce: "post",
    configResolved(config) {
      root = config.root;
    },
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        const names = Object.keys(bundle)
          .filter((name) => name !== "index.html" && !name.endsWith(".map"))
          .sort();
        const id = createHash("sha256")
          .update(names.join("\n"))
          .update(JSON.stringify(rules))
          .digest("hex")
          .slice(0, 16);
        const html = bundle["index.html"];
        if (html?.type === "asset") {
          html.source = String(html.source).replaceAll(BUILD_ID_PLACEHOLDER, id);
        }
        const pages = pageFiles(
          bundle,
          routeModules(readFileSync(join(root, "src/routes.ts"), "utf8")),
          root,
        );
        const manifest: BuildManifest = { id, builtAt: new Date().toISOString(), rules, pages };
        this.emitFile({
          type: "asset",
          fileName: "build-manifest.json",
          source: `${JSON.stringify(manifest, null, 2)}\n`,
        });
      },
    },
  };
}

/**
 * Route path -> the page module its `load` imports (`pages/options/SpellsPage.tsx`), read from the route
 * table's source: each route object names its path before its `load`.
 */
export function routeModules(routesSource: string): Record<string, string> {
  const out: Record<string, string> = {};
  let path: string | undefined;
  for (const m of routesSource.matchAll(/\bpath: "([^"]+)"|\bload: \(\) => import\("\.\/([^"]+)"\)/g)) {
    if (m[1] !== undefined) path = m[1];
    else if (path !== undefined && m[2] !== undefined) {
      out[path] = m[2];
      path = undefined;
    }
  }
  return out;
}

/**
 * Route path -> the files its page needs beyond what the entry already loaded: the page chunk, the
 * chunks it imports and their stylesheets, as URL paths. The router prefetches a page with these
 * (downloaded and compiled, not run), so prefetching costs the main thread nothing.
 */
export function pageFiles(
  bundle: OutputBundle,
  modules: Record<string, string>,
  root: string,
): Record<string, string[]> {
  const chunks = new Map<string, OutputChunk>();
  for (const item of Object.values(bundle)) if (item.type === "chunk") chunks.set(item.fileName, item);
  const closure = (start: string[], into = new Set<string>()) => {
    for (const file of start) {
      if (into.has(file)) continue;
      into.add(file);
      const chunk = chunks.get(file);
      if (chunk) closure(chunk.imports, into);
    }
    return into;
  };
  const entry = closure([...chunks.values()].filter((c) => c.isEntry).map((c) => c.fileName));
  const byModule = new Map<string, OutputChunk>();
  for (const chunk of chunks.values())
    if (chunk.facadeModuleId) byModule.set(relative(join(root, "src"), chunk.facadeModuleId), chunk);
  const out: Record<string, string[]> = {};
  for (const [path, module] of Object.entries(modules)) {
    const chunk = byModule.get(module);
    if (!chunk) continue;
    const files = [...closure([chunk.fileName])].filter((f) => !entry.has(f));
    const css = files.flatMap((f) => [...(chunks.get(f)?.viteMetadata?.importedCss ?? [])]);
    out[path] = [...files, ...new Set(css)].map((f) => `/${f}`);
  }
  return out;
}

export interface SiteConfig {
  name: string;
  shortName: string;
  defaultLanguage: string;
  languages: string[];
  social: { title: string; description: string; image: string; locale: string };
}

const escapeAttr = (s: string) =>
  s.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/** Title, description and social-sharing tags from data/site.json, in the HTML itself (for crawlers). */
export function siteHead(site: SiteConfig): Plugin {
  return {
    name: "tt:site-head",
    transformIndexHtml(html) {
      const meta = (attr: "name" | "property", key: string, content: string) =>
        `<meta ${attr}="${key}" content="${escapeAttr(content)}" />`;
      const tags = [
        meta("property", "og:type", "website"),
        meta("property", "og:site_name", site.name),
        meta("property", "og:title", site.social.title),
        meta("property", "og:description", site.social.description),
        meta("property", "og:image", site.social.image),
        meta("property", "og:locale", site.social.locale),
        meta("name", "twitter:card", "summary_large_image"),
        meta("name", "twitter:title", site.social.title),
        meta("name", "twitter:description", site.social.description),
        meta("name", "twitter:image", site.social.image),
      ];
      return html
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeAttr(site.shortName)}</title>`)
        .replace(
          /<meta name="description" content="[^"]*" \/>/,
          meta("name", "description", site.social.description),
        )
        .replace("</head>", `    ${tags.join("\n    ")}\n  </head>`)
        .replace(/<html lang="[^"]*"/, `<html lang="${site.defaultLanguage}"`);
    },
  };
}

/** What the nested SSR build of web/src/prerender.tsx exports. */
type PrerenderModule = typeof import("./src/prerender.tsx");

/**
 * After the client build, writes every page's static first frame (the header, the page's title and
 * description, web/src/prerender.tsx) to `<path>/index.html` beside index.html, with the page's own
 * title, description and language in the head. The render module is built for Node by a nested SSR
 * build of the same config; the servers answer a page's address with its file (lambdas/local/server.ts,
 * infra/edge.ts), so the first paint needs no script.
 */
export function prerenderPages(shortName: string): Plugin {
  let config: ResolvedConfig;
  return {
    name: "tt:prerender",
    apply: (c, env) => env.command === "build" && !c.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: "post",
      sequential: true,
      async handler() {
        const outDir = resolve(config.root, config.build.outDir);
        // Inside the project, so the render module finds react and friends in node_modules.
        const ssrOut = resolve(config.root, "../build/.prerender");
        try {
          await build({
            configFile: config.configFile,
            mode: config.mode,
            logLevel: "warn",
            build: { ssr: "src/prerender.tsx", outDir: ssrOut, emptyOutDir: true, copyPublicDir: false },
          });
          const render = (await import(
            `${pathToFileURL(join(ssrOut, "prerender.js")).href}?t=${Date.now()}`
          )) as PrerenderModule;
          const template = await readFile(join(outDir, "index.html"), "utf8");
          for (const path of render.prerenderPaths()) {
            const page = await render.prerenderPage(path);
            const file = join(outDir, path, "index.html");
            await mkdir(dirname(file), { recursive: true });
            await writeFile(file, pageHtml(template, page, shortName));
          }
        } finally {
          await rm(ssrOut, { recursive: true, force: true });
        }
      },
    },
  };
}

/** index.html with a page's frame in #root and its title, description and language in the head. */
export function pageHtml(
  template: string,
  page: Pick<PrerenderedPage, "lang" | "title" | "description" | "html"> & { data?: string[] },
  shortName: string,
): string {
  // React puts resource hints (the logo's preload) first in its output: they belong in the head.
  const reactHints = /^(?:<link [^>]*>)*/.exec(page.html)?.[0] ?? "";
  const body = page.html.slice(reactHints.length);
  // The page's data, asked for while the scripts download; `crossorigin` makes the preload match the
  // app's fetch (CORS mode, same-origin credentials), so it is used rather than fetched twice.
  const dataHints = (page.data ?? [])
    .map((href) => `<link rel="preload" href="${escapeAttr(href)}" as="fetch" crossorigin />`)
    .join("");
  const hints = reactHints + dataHints;
  const replaceOnce = (html: string, search: RegExp, by: string) => {
    if (!search.test(html)) throw new Error(`prerender: index.html has no ${search}`);
    return html.replace(search, () => by);
  };
  let html = template;
  html = replaceOnce(
    html,
    /<title>[^<]*<\/title>/,
    `<title>${escapeAttr(`${page.title} | ${shortName}`)}</title>`,
  );
  html = replaceOnce(
    html,
    /<meta name="description" content="[^"]*" \/>/,
    `<meta name="description" content="${escapeAttr(page.description)}" />`,
  );
  html = replaceOnce(html, /<html lang="[^"]*"/, `<html lang="${page.lang}"`);
  html = replaceOnce(html, /<div id="root"><\/div>/, `<div id="root">${body}</div>`);
  if (hints) html = replaceOnce(html, /<\/head>/, `  ${hints}\n  </head>`);
  return html;
}
