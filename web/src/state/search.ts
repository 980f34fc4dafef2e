import type MiniSearch from "minisearch";
import { loadIndex, type SearchDoc } from "../../../core/search.ts";
import { groupByKind, parseQuery, runQuery, type SearchHit } from "../../../core/search-query.ts";
import { ApiError } from "../api/client.ts";

/**
 * The prebuilt search index (build/data/search/index.json, MiniSearch), for the omnibox and /ref/srs.
 * It is fetched the first time someone focuses a search box, then kept for the visit; a failed load is
 * forgotten so the next focus tries again. Queries use core/search-query.ts (in:, level:, school:, cr:).
 */
export type { SearchHit };
export const INDEX_URL = "/search/index.json";

let index: Promise<MiniSearch<SearchDoc>> | undefined;
let ready: MiniSearch<SearchDoc> | undefined;

export function loadSearchIndex(): Promise<MiniSearch<SearchDoc>> {
  index ??= fetch(INDEX_URL, { credentials: "same-origin" })
    .then((res) => {
      if (!res.ok)
        throw new ApiError({ statusCode: res.status, statusMessage: res.statusText || "Search index" });
      return res.text();
    })
    .then((json) => {
      ready = loadIndex(json);
      return ready;
    })
    .catch((err: unknown) => {
      index = undefined;
      throw err;
    });
  return index;
}

/** The index if it has loaded (synchronous, for typing without awaiting). */
export const loadedIndex = (): MiniSearch<SearchDoc> | undefined => ready;

export interface SearchResult {
  query: string;
  hits: SearchHit[];
  groups: { kind: string; hits: SearchHit[] }[];
  /** Whether the query has structured filters (in:, level:, ...). */
  filtered: boolean;
  /** Milliseconds the query took. */
  ms: number;
}

const timings: number[] = [];
/** The last query times (ms), for the benchmark. */
export const searchTimings = () => timings.slice();

export function search(idx: MiniSearch<SearchDoc>, query: string, limit = 40): SearchResult {
  const t0 = performance.now();
  const hits = query.trim() ? runQuery(idx, query, limit) : [];
  const groups = groupByKind(hits);
  const ms = performance.now() - t0;
  // A user-timing entry per query, for bench/web/reading.ts and the browser's performance panel.
  performance.measure("tt:search", { start: t0 });
  timings.push(ms);
  if (timings.length > 500) timings.shift();
  const q = parseQuery(query);
  return { query, hits, groups, filtered: Boolean(q.kinds.length || q.level || q.school || q.cr), ms };
}

/** Display order of result kinds when scores tie (the groups keep the order of the best hits). */
export const KINDS = [
  "spell",
  "rule",
  "magicitem",
  "class",
  "subclass",
  "feature",
  "ancestry",
  "background",
  "feat",
  "fightingstyle",
  "invocation",
  "maneuver",
  "metamagic",
  "infusion",
  "skilltrick",
  "weapon",
  "armor",
  "gear",
  "creature",
  "god",
  "divine",
  "place",
  "lore",
] as const;

/** Splits text around the query's words so they can be marked (case-insensitive, whole prefixes). */
export function markParts(text: string, query: string): { text: string; mark: boolean }[] {
  const words = parseQuery(query)
    .text.toLowerCase()
    .split(/\s+/)
    .filter((w) => w.length > 1)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  if (!words.length) return [{ text, mark: false }];
  const re = new RegExp(`(${words.join("|")})`, "gi");
  const out: { text: string; mark: boolean }[] = [];
  let last = 0;
  for (const m of text.matchAll(re)) {
    if (m.index > last) out.push({ text: text.slice(last, m.index), mark: false });
    out.push({ text: m[0], mark: true });
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push({ text: text.slice(last), mark: false });
  return out;
}
