import MiniSearch from "minisearch";
import type { SearchDoc } from "./search.ts";

/** What the omnibox understands: free words plus `in:`, `level:`, `school:` and `cr:` filters. */
export interface ParsedQuery {
  text: string;
  kinds: string[];
  level?: { min: number; max: number };
  school?: string;
  cr?: { min: number; max: number };
}

export type SearchHit = Pick<SearchDoc, "id" | "title" | "kind" | "url" | "snippet"> & {
  score: number;
  level?: number;
  school?: string;
  cr?: number;
};

/** `in:` accepts the kind names and a few plurals and synonyms people type. */
const KIND_ALIASES: Record<string, string> = {
  spells: "spell",
  rules: "rule",
  classes: "class",
  features: "feature",
  subclasses: "subclass",
  feats: "feat",
  items: "magicitem",
  item: "magicitem",
  "magic-item": "magicitem",
  magicitems: "magicitem",
  monster: "creature",
  monsters: "creature",
  creatures: "creature",
  gods: "god",
  places: "place",
  weapons: "weapon",
  armors: "armor",
  armour: "armor",
  backgrounds: "background",
  ancestries: "ancestry",
  race: "ancestry",
  races: "ancestry",
  pages: "lore",
  page: "lore",
};

function parseRange(raw: string): { min: number; max: number } | undefined {
  const frac = (s: string) =>
    s.includes("/") ? Number(s.split("/")[0]) / Number(s.split("/")[1]) : Number(s);
  const [a, b] = raw.split("-");
  const min = frac(a ?? "");
  const max = b === undefined ? min : frac(b);
  if (!Number.isFinite(min) || !Number.isFinite(max)) return undefined;
  return { min: Math.min(min, max), max: Math.max(min, max) };
}

export function parseQuery(input: string): ParsedQuery {
  const words: string[] = [];
  const query: ParsedQuery = { text: "", kinds: [] };
  for (const token of input.trim().split(/\s+/).filter(Boolean)) {
    const m = /^(in|level|lvl|school|cr):(.+)$/i.exec(token);
    if (!m) {
      words.push(token);
      continue;
    }
    const key = m[1]!.toLowerCase();
    const value = m[2]!.toLowerCase();
    if (key === "in") {
      for (const k of value.split(",")) query.kinds.push(KIND_ALIASES[k] ?? k);
    } else if (key === "level" || key === "lvl") {
      const range = value === "cantrip" ? { min: 0, max: 0 } : parseRange(value);
      if (range) query.level = range;
      else words.push(token);
    } else if (key === "school") {
      query.school = value;
    } else if (key === "cr") {
      const range = parseRange(value);
      if (range) query.cr = range;
      else words.push(token);
    }
  }
  query.text = words.join(" ");
  return query;
}

/** Whether a stored document passes the structured filters. */
export function matchesFilters(
  doc: { kind: string; level?: number; school?: string; cr?: number },
  q: ParsedQuery,
): boolean {
  if (q.kinds.length && !q.kinds.includes(doc.kind)) return false;
  if (q.level && (doc.level === undefined || doc.level < q.level.min || doc.level > q.level.max))
    return false;
  if (q.school && doc.school?.toLowerCase() !== q.school) return false;
  if (q.cr && (doc.cr === undefined || doc.cr < q.cr.min || doc.cr > q.cr.max)) return false;
  return true;
}

/**
 * Runs a query against the prebuilt index. With only filters and no words, it lists every document that
 * passes them (alphabetically), so `in:spell level:3` is a useful query on its own.
 */
export function runQuery(index: MiniSearch<SearchDoc>, input: string, limit = 50): SearchHit[] {
  const q = parseQuery(input);
  const filter = (r: Record<string, unknown>) => matchesFilters(r as unknown as SearchDoc, q);
  if (q.text) {
    return index
      .search(q.text, { filter })
      .slice(0, limit)
      .map((r) => ({ ...(r as unknown as SearchHit), id: String(r.id), score: r.score }));
  }
  if (!q.kinds.length && !q.level && !q.school && !q.cr) return [];
  return index
    .search(MiniSearch.wildcard, { filter })
    .sort((a, b) => String(a.title).localeCompare(String(b.title)))
    .slice(0, limit)
    .map((r) => ({ ...(r as unknown as SearchHit), id: String(r.id), score: 0 }));
}

/** Hits grouped by kind, in the order the kinds first appear (best hit first). */
export function groupByKind(hits: SearchHit[]): { kind: string; hits: SearchHit[] }[] {
  const groups = new Map<string, SearchHit[]>();
  for (const hit of hits) groups.set(hit.kind, [...(groups.get(hit.kind) ?? []), hit]);
  return [...groups].map(([kind, list]) => ({ kind, hits: list }));
}
