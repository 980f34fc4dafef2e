import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useSearch } from "wouter";

/**
 * Filter state that lives in the URL query string, so a filtered list is a link you can share and the
 * back button restores it.
 *
 * The state is a flat map of strings (lists are comma-separated, see `listParam`). Changes apply to the
 * page at once; the URL follows a moment later with `replaceState` (debounced: a keystroke never waits
 * for the History API, browsers limit how often it may be called, and typing does not flood the history).
 * When the URL changes from outside (back/forward, a link to the same page with other filters), the
 * state follows it.
 */
export type UrlState = Readonly<Record<string, string>>;
/** A patch: a string sets the key, "" / null / undefined removes it. */
export type UrlPatch = Record<string, string | null | undefined>;

export const URL_WRITE_DELAY_MS = 250;

export function parseSearch(search: string): UrlState {
  const out: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(search.replace(/^\?/, ""))) {
    if (value !== "") out[key] = value;
  }
  return out;
}

/** Keys in a fixed order (alphabetical), so equal states give equal URLs. Commas stay readable. */
export function formatSearch(state: UrlState): string {
  return Object.keys(state)
    .filter((k) => state[k] !== undefined && state[k] !== "")
    .sort()
    .map((k) => `${encodeURIComponent(k)}=${encodeURIComponent(state[k]!).replace(/%2C/g, ",")}`)
    .join("&");
}

export function applyPatch(state: UrlState, patch: UrlPatch): UrlState {
  const next: Record<string, string> = { ...state };
  for (const [k, v] of Object.entries(patch)) {
    if (v === null || v === undefined || v === "") delete next[k];
    else next[k] = v;
  }
  return next;
}

/** A comma-separated list parameter as an array (empty when absent). */
export function listParam(state: UrlState, key: string): string[] {
  const raw = state[key];
  return raw ? raw.split(",").filter(Boolean) : [];
}

/** The patch value for a list parameter (null removes it when empty). */
export const listValue = (values: readonly string[]): string | null =>
  values.length ? values.join(",") : null;

/** A number parameter, or undefined when absent or not a number. */
export function numberParam(state: UrlState, key: string): number | undefined {
  const raw = state[key];
  if (raw === undefined || raw.trim() === "") return undefined;
  const n = Number(raw);
  return Number.isFinite(n) ? n : undefined;
}

const sameState = (a: UrlState, b: UrlState) => formatSearch(a) === formatSearch(b);

export function useUrlState(delayMs = URL_WRITE_DELAY_MS): [UrlState, (patch: UrlPatch) => void, () => void] {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const [state, setState] = useState<UrlState>(() => parseSearch(search));
  const stateRef = useRef(state);
  /** The query string this hook wrote last (or read last): a different one came from outside. */
  const known = useRef(formatSearch(parseSearch(search)));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pathRef = useRef(path);
  pathRef.current = path;

  useEffect(() => {
    const incoming = formatSearch(parseSearch(search));
    if (incoming === known.current) return;
    known.current = incoming;
    clearTimeout(timer.current);
    const next = parseSearch(search);
    if (!sameState(next, stateRef.current)) {
      stateRef.current = next;
      setState(next);
    }
  }, [search]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const write = useCallback(() => {
    clearTimeout(timer.current);
    const qs = formatSearch(stateRef.current);
    if (qs === known.current) return;
    known.current = qs;
    const hash = typeof location === "undefined" ? "" : location.hash;
    navigate(`${pathRef.current}${qs ? `?${qs}` : ""}${hash}`, { replace: true });
  }, [navigate]);

  const update = useCallback(
    (patch: UrlPatch) => {
      const next = applyPatch(stateRef.current, patch);
      if (sameState(next, stateRef.current)) return;
      stateRef.current = next;
      setState(next);
      clearTimeout(timer.current);
      if (delayMs <= 0) write();
      else timer.current = setTimeout(write, delayMs);
    },
    [delayMs, write],
  );

  return [state, update, write];
}
