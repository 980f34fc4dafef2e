import { type ReactNode, useCallback, useMemo } from "react";
import { ChipFilter, type FacetOption, FlagFilter, SearchFilter, SelectFilter } from "./FilterBar.tsx";
import { Haystacks, queryWords } from "./filters.ts";
import { listParam, listValue, type UrlPatch, type UrlState, useUrlState } from "./url-state.ts";

/**
 * A faceted list in one hook: the text search (`q`), the facets (one URL parameter each), the sort
 * (`sort`) and any extra filters the page owns, all in the URL; the rows that pass; the option counts
 * of each facet (counted against the rows the other filters leave, so a count says what choosing it
 * would show); and the controls to render in a FilterBar.
 */
export interface Facet<T> {
  /** URL parameter. */
  key: string;
  label: string;
  /** chips: several values, any may match; select: one value; flag: yes / no. */
  kind: "chips" | "select" | "flag";
  options?: readonly FacetOption[];
  /** Whether the row passes, given the chosen values (never empty). */
  test: (row: T, values: readonly string[]) => boolean;
  /** The row's values for counting options (omit: no counts). */
  values?: (row: T) => string | readonly string[] | undefined;
}

export interface FacetedListOptions<T> {
  rows: readonly T[];
  facets: readonly Facet<T>[];
  /**
   * The text the search box (`q`) looks in, built once per row, lazily. Keep the function stable
   * (module scope). Without it the page handles `q` itself in `extra`.
   */
  text?: (row: T) => string;
  /**
   * Filters the page owns (tabs, ranges, chosen search fields) and their URL keys: `filter` turns the
   * URL state into a row test once per change (undefined: no filter). Keep the object stable (useMemo).
   */
  extra?: { filter: (state: UrlState) => ((row: T) => boolean) | undefined; keys: readonly string[] };
  /** Keys kept by "Clear filters" (e.g. the current tab). */
  keep?: readonly string[];
}

export interface FacetedList<T> {
  state: UrlState;
  set: (patch: UrlPatch) => void;
  /** The rows every filter passes. */
  rows: T[];
  /** The rows passing the text search and the extra filters only (before facets). */
  base: T[];
  active: boolean;
  clear: () => void;
  words: string[];
  /** Counts per facet key and value. */
  counts: Map<string, Map<string, number>>;
}

export function useFacetedList<T extends object>({
  rows,
  facets,
  text,
  extra,
  keep = [],
}: FacetedListOptions<T>): FacetedList<T> {
  const [state, set] = useUrlState();
  const hay = useMemo(() => (text ? new Haystacks<T, "all">({ all: text }) : undefined), [text]);
  const words = useMemo(() => queryWords(state.q ?? ""), [state.q]);
  const chosen = useMemo(
    () =>
      facets
        .map((f) => ({
          facet: f,
          values: f.kind === "chips" ? listParam(state, f.key) : state[f.key] ? [state[f.key]!] : [],
        }))
        .filter((c) => c.values.length > 0),
    [facets, state],
  );

  const extraTest = useMemo(() => extra?.filter(state), [extra, state]);
  const base = useMemo(() => {
    const searching = hay && words.length > 0;
    if (!searching && !extraTest) return rows as T[];
    return rows.filter((r) => (!searching || hay.matches(r, ["all"], words)) && (!extraTest || extraTest(r)));
  }, [rows, hay, words, extraTest]);
  const filtered = useMemo(
    () => (chosen.length ? base.filter((r) => chosen.every((c) => c.facet.test(r, c.values))) : base),
    [base, chosen],
  );
  const counts = useMemo(() => {
    const out = new Map<string, Map<string, number>>();
    for (const f of facets) {
      if (!f.values) continue;
      const others = chosen.filter((c) => c.facet !== f);
      const m = new Map<string, number>();
      for (const r of base) {
        if (others.length && !others.every((c) => c.facet.test(r, c.values))) continue;
        const v = f.values(r);
        if (v === undefined) continue;
        for (const one of typeof v === "string" ? [v] : v) m.set(one, (m.get(one) ?? 0) + 1);
      }
      out.set(f.key, m);
    }
    return out;
  }, [facets, chosen, base]);

  const filterKeys = useMemo(
    () => ["q", ...facets.map((f) => f.key), ...(extra?.keys ?? [])].filter((k) => !keep.includes(k)),
    [facets, extra, keep],
  );
  const active = filterKeys.some((k) => state[k] !== undefined);
  const clear = useCallback(
    () => set(Object.fromEntries(filterKeys.map((k) => [k, null]))),
    [filterKeys, set],
  );
  return { state, set, rows: filtered, base, active, clear, words, counts };
}

/** The search box and facet controls of a faceted list (put them in a FilterBar). */
export function FacetControls<T>({
  list,
  facets,
  searchLabel,
  placeholder,
  children,
}: {
  list: Pick<FacetedList<T>, "state" | "set" | "counts">;
  facets: readonly Facet<T>[];
  searchLabel: string;
  placeholder?: string;
  /** Extra controls after the facets. */
  children?: ReactNode;
}) {
  const { state, set, counts } = list;
  return (
    <>
      <SearchFilter
        label={searchLabel}
        value={state.q ?? ""}
        onChange={(q) => set({ q })}
        {...(placeholder ? { placeholder } : {})}
      />
      {facets.map((f) => {
        const c = counts.get(f.key);
        const options = (f.options ?? []).map((o) => (c ? { ...o, count: c.get(o.value) ?? 0 } : o));
        if (f.kind === "chips") {
          return (
            <ChipFilter
              key={f.key}
              label={f.label}
              options={options}
              selected={listParam(state, f.key)}
              onChange={(v) => set({ [f.key]: listValue(v) })}
            />
          );
        }
        if (f.kind === "flag") {
          return (
            <FlagFilter
              key={f.key}
              label={f.label}
              value={state[f.key] ?? ""}
              onChange={(v) => set({ [f.key]: v })}
            />
          );
        }
        return (
          <SelectFilter
            key={f.key}
            label={f.label}
            options={options}
            value={state[f.key] ?? ""}
            onChange={(v) => set({ [f.key]: v })}
          />
        );
      })}
      {children}
    </>
  );
}
