import { createContext, useContext } from "react";
import site from "../../../data/site.json";
import type { RouteText } from "../routes.ts";
import { en, type MessageKey, type Messages } from "./en.ts";

export type { MessageKey };

/** Languages with UI strings. data/site.json lists which of them the site offers and its default. */
export type Lang = "en" | "es";
const KNOWN: readonly Lang[] = ["en", "es"];

export const isLang = (value: string | undefined): value is Lang => KNOWN.includes(value as Lang);
export const LANGUAGES: readonly Lang[] = site.languages.filter(isLang);
export const DEFAULT_LANG: Lang = isLang(site.defaultLanguage) ? site.defaultLanguage : "en";

/** A language's UI strings and its titles and descriptions for the route table's pages (by route path). */
interface Bundle {
  messages: Partial<Messages>;
  routes?: Record<string, Partial<RouteText>>;
}

const loaders: Record<Lang, () => Promise<Bundle>> = {
  en: async () => ({ messages: en }),
  es: () => import("./es.ts").then((m) => ({ messages: m.es, routes: m.esRoutes })),
};
const loaded = new Map<Lang, Partial<Messages>>([["en", en]]);
const loadedRoutes = new Map<Lang, Record<string, Partial<RouteText>>>();

/** The page titles and descriptions a loaded language has for the route table (English lives in it). */
export const routeMessages = (lang: Lang) => loadedRoutes.get(lang);

/**
 * One promise per language, tagged with React's thenable status fields so that `use(loadMessages(lang))`
 * does not suspend once the strings are there (English always is).
 */
type Tracked = Promise<void> & {
  status?: "pending" | "fulfilled" | "rejected";
  value?: undefined;
  reason?: unknown;
};
const fulfilled = (): Tracked =>
  Object.assign(Promise.resolve(), { status: "fulfilled" as const, value: undefined });
const promises = new Map<Lang, Tracked>([["en", fulfilled()]]);

/** Fetches a language's strings once; the same promise every time (safe to pass to React's use()). */
export function loadMessages(lang: Lang): Promise<void> {
  let p = promises.get(lang);
  if (!p) {
    const tracked: Tracked = loaders[lang]().then((bundle) => {
      loaded.set(lang, bundle.messages);
      if (bundle.routes) loadedRoutes.set(lang, bundle.routes);
    });
    tracked.status = "pending";
    tracked.then(
      () => {
        tracked.status = "fulfilled";
      },
      (reason: unknown) => {
        tracked.status = "rejected";
        tracked.reason = reason;
      },
    );
    promises.set(lang, tracked);
    p = tracked;
  }
  return p;
}

export const messagesLoaded = (lang: Lang) => loaded.has(lang);

export type Vars = Record<string, string | number>;

let pageStrings: Record<string, string> | undefined;
let pageStringsPromise: Promise<void> | undefined;

/**
 * The English strings of the content pages (pages.en.ts), a chunk of their own so the entry stays small.
 * The router awaits this with every page chunk except the shell's own pages.
 */
export function loadPageStrings(): Promise<void> {
  pageStringsPromise ??= import("./pages.en.ts").then(
    (m) => {
      pageStrings = m.pagesEn;
    },
    (err: unknown) => {
      pageStringsPromise = undefined;
      throw err;
    },
  );
  return pageStringsPromise;
}

/** The string for `key` in `lang`, English when that language lacks it, with `{name}` filled from vars. */
export function translate(lang: Lang, key: MessageKey, vars?: Vars): string {
  const text =
    loaded.get(lang)?.[key] ?? (en as Partial<Record<MessageKey, string>>)[key] ?? pageStrings?.[key] ?? key;
  return vars ? text.replace(/\{(\w+)\}/g, (m, name: string) => String(vars[name] ?? m)) : text;
}

export interface I18n {
  lang: Lang;
  t: (key: MessageKey, vars?: Vars) => string;
}

export const makeI18n = (lang: Lang): I18n => ({ lang, t: (key, vars) => translate(lang, key, vars) });

export const I18nContext = createContext<I18n>(makeI18n(DEFAULT_LANG));
export const useI18n = () => useContext(I18nContext);
