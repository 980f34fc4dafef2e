import MiniSearch, { type Options } from "minisearch";

/** One searchable entry: what the omnibox shows and where it leads. */
export interface SearchDoc {
  id: string;
  title: string;
  kind: string;
  url: string;
  snippet: string;
  /** Extra text that is searched but not shown. */
  text?: string;
  level?: number;
  school?: string;
  cr?: number;
}

/** Shared by the build (which indexes) and the browser (which loads the index): they must agree. */
export const SEARCH_OPTIONS: Options<SearchDoc> = {
  idField: "id",
  fields: ["title", "snippet", "text", "kind"],
  storeFields: ["title", "kind", "url", "snippet", "level", "school", "cr"],
  searchOptions: { boost: { title: 4, kind: 2 }, prefix: true, fuzzy: 0.15 },
};

export function createIndex(docs: SearchDoc[]): MiniSearch<SearchDoc> {
  const index = new MiniSearch<SearchDoc>(SEARCH_OPTIONS);
  index.addAll(docs);
  return index;
}

export function loadIndex(json: string): MiniSearch<SearchDoc> {
  return MiniSearch.loadJSON<SearchDoc>(json, SEARCH_OPTIONS);
}

/** Plain text from compiled HTML (tags removed, entities decoded, whitespace folded). */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

export function snippetOf(html: string, max = 160): string {
  const text = plainText(html);
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max - 20))}…`;
}
