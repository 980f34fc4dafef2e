import "./prerender-env.ts";
import { PassThrough } from "node:stream";
import { prerenderToNodeStream } from "react-dom/static";
import { Router } from "wouter";
import { staticsSetUrl } from "./api/statics.ts";
import { Shell } from "./app/App.tsx";
import { PrerenderContext } from "./app/prerendering.ts";
import { pathInLang, splitLang } from "./app/router/match.ts";
import { I18nContext, LANGUAGES, loadMessages, makeI18n } from "./i18n/index.ts";
import { routes, routeText } from "./routes.ts";

/**
 * The static first frame of every page (run by the build, in Node): the header and the page's title and
 * description exactly as the app renders them while the page's code and data load. The server sends it
 * for the page's address, so the first paint needs no script; the app then renders over it.
 */

export interface PrerenderedPage {
  /** The URL path (`/options/spells`, `/es/options/spells`). */
  path: string;
  lang: string;
  title: string;
  description: string;
  /** The markup inside <div id="root">. */
  html: string;
  /** Data the page needs at once, to ask for from the HTML (`<link rel="preload">`). */
  data: string[];
}

/**
 * Every page a static frame is made for: each route without parameters, in each language. Left out:
 * guarded routes (their first frame depends on the visitor) and pages rendered by the shell alone (the
 * home page: its chunk is awaited before the first render, and index.html stays the frame-less fallback).
 */
export function prerenderPaths(): string[] {
  const paths: string[] = [];
  for (const route of routes) {
    if (route.path.includes(":") || route.middleware?.length || route.shellOnly) continue;
    for (const lang of LANGUAGES) paths.push(pathInLang(route.path, lang));
  }
  return paths;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream.pipe(new PassThrough())) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString("utf8");
}

export async function prerenderPage(path: string): Promise<PrerenderedPage> {
  const { lang, base, path: inner } = splitLang(path);
  await loadMessages(lang);
  const route = routes.find((r) => r.path === inner);
  if (!route) throw new Error(`no route for ${path}`);
  const text = routeText(route, lang);
  const { prelude } = await prerenderToNodeStream(
    <PrerenderContext.Provider value={true}>
      <I18nContext.Provider value={makeI18n(lang)}>
        <Router base={base} ssrPath={path}>
          <Shell />
        </Router>
      </I18nContext.Provider>
    </PrerenderContext.Provider>,
  );
  return {
    path,
    lang,
    title: text.title,
    description: text.description,
    html: await readAll(prelude),
    data: (route.statics ?? []).map(staticsSetUrl),
  };
}
