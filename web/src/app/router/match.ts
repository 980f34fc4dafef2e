import { DEFAULT_LANG, isLang, LANGUAGES, type Lang } from "../../i18n/index.ts";
import type { RouteDef, RouteParams } from "../../routes.ts";

interface Compiled {
  re: RegExp;
  keys: string[];
}
const compiled = new WeakMap<RouteDef, Compiled>();

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** `/tools/runner/:id?` -> a regular expression with one group per parameter; a trailing slash is allowed. */
export function compilePath(path: string): Compiled {
  const keys: string[] = [];
  let source = "";
  for (const segment of path.split("/").filter(Boolean)) {
    const param = /^:(\w+)(\?)?$/.exec(segment);
    if (param) {
      keys.push(param[1]!);
      source += param[2] ? "(?:/([^/]+))?" : "/([^/]+)";
    } else {
      source += `/${escapeRe(segment)}`;
    }
  }
  return { re: new RegExp(`^${source}/?$`, "i"), keys };
}

export interface RouteMatch {
  route: RouteDef;
  params: RouteParams;
}

export function matchRoute(table: readonly RouteDef[], path: string): RouteMatch | undefined {
  for (const route of table) {
    let c = compiled.get(route);
    if (!c) {
      c = compilePath(route.path);
      compiled.set(route, c);
    }
    const m = c.re.exec(path);
    if (!m) continue;
    const params: RouteParams = {};
    c.keys.forEach((key, i) => {
      const raw = m[i + 1];
      if (raw === undefined) return;
      try {
        params[key] = decodeURIComponent(raw);
      } catch {
        params[key] = raw;
      }
    });
    return { route, params };
  }
  return undefined;
}

export interface LangPath {
  lang: Lang;
  /** The language segment as a router base ("" for the default language without a segment). */
  base: string;
  /** The path inside the language. */
  path: string;
}

/** `/es/options/spells` -> es, base `/es`, path `/options/spells`. */
export function splitLang(pathname: string): LangPath {
  const m = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  if (m && isLang(m[1]) && LANGUAGES.includes(m[1])) {
    return { lang: m[1], base: `/${m[1]}`, path: m[2] || "/" };
  }
  return { lang: DEFAULT_LANG, base: "", path: pathname || "/" };
}

/** The URL of `path` in `lang` (the default language has no segment). */
export function pathInLang(path: string, lang: Lang): string {
  if (lang === DEFAULT_LANG) return path;
  return path === "/" ? `/${lang}` : `/${lang}${path}`;
}
