/**
 * Pure helpers for list filters: text search over precomputed haystacks, facet counts, number ranges.
 * Everything a keystroke runs is here and cheap: haystacks are built once per row (lazily, per field),
 * a query is split into words once, and a row matches when every word occurs in it.
 */

/** Lower case without accents, so "Cónjuro" matches "conjuro". */
export function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

/** Visible text of compiled HTML, for searching (tags dropped, common entities decoded). */
export function htmlText(html: string): string {
  return html
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

/** The words of a search box, folded; empty when there is nothing to search for. */
export function queryWords(query: string): string[] {
  return fold(query).split(/\s+/).filter(Boolean);
}

export function matchesWords(haystack: string, words: readonly string[]): boolean {
  for (const w of words) if (!haystack.includes(w)) return false;
  return true;
}

/**
 * Folded search text per row and field, computed the first time a field is searched and kept (keyed by
 * the row object, so a new data set starts a new cache).
 */
export class Haystacks<T extends object, F extends string> {
  private cache = new Map<F, WeakMap<T, string>>();
  constructor(private readonly fields: Record<F, (row: T) => string>) {}

  get(row: T, field: F): string {
    let byRow = this.cache.get(field);
    if (!byRow) {
      byRow = new WeakMap();
      this.cache.set(field, byRow);
    }
    let text = byRow.get(row);
    if (text === undefined) {
      text = fold(this.fields[field](row));
      byRow.set(row, text);
    }
    return text;
  }

  /** Whether every word occurs in at least one of the chosen fields (each word may match another field). */
  matches(row: T, fields: readonly F[], words: readonly string[]): boolean {
    if (!words.length) return true;
    if (fields.length === 1) return matchesWords(this.get(row, fields[0]!), words);
    const texts = fields.map((f) => this.get(row, f));
    return words.every((w) => texts.some((t) => t.includes(w)));
  }
}

/** How many rows have each value of a facet (values a row lacks are not counted). */
export function countBy<T>(rows: readonly T[], value: (row: T) => string | readonly string[] | undefined) {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const v = value(row);
    if (v === undefined) continue;
    for (const one of typeof v === "string" ? [v] : v) counts.set(one, (counts.get(one) ?? 0) + 1);
  }
  return counts;
}

/** Whether n lies in [min, max], either bound optional. */
export function inRange(n: number, min: number | undefined, max: number | undefined): boolean {
  return (min === undefined || n >= min) && (max === undefined || n <= max);
}

/** Sorted distinct values, for building a facet's options from the data. */
export function distinct<T>(rows: readonly T[], value: (row: T) => string | readonly string[] | undefined) {
  return [...countBy(rows, value).keys()].sort((a, b) => a.localeCompare(b));
}
