import { useCallback, useEffect, useRef, useSyncExternalStore } from "react";
import { useLocation, useSearch } from "wouter";

/**
 * URL state for the lore pages: the `#id` hash names the open entry (deep links, Back closes it again)
 * and the query string holds the filters (shareable; typing replaces the history entry rather than
 * piling up new ones).
 */

const EVENTS = ["popstate", "pushState", "replaceState", "hashchange"] as const;

function subscribe(callback: () => void): () => void {
  for (const e of EVENTS) addEventListener(e, callback);
  return () => {
    for (const e of EVENTS) removeEventListener(e, callback);
  };
}

function readHash(): string {
  const raw = typeof location === "undefined" ? "" : location.hash.slice(1);
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The entry id in the URL hash ("" when there is none). */
export function useHash(): string {
  return useSyncExternalStore(subscribe, readHash, () => "");
}

/**
 * Opens an entry by its id: a new history entry (Back returns to the previous one) with the query string
 * kept. `null` clears the hash. The shell's scroll handling brings the entry into view.
 */
export function setHash(id: string | null, { replace = false }: { replace?: boolean } = {}): void {
  const url = `${location.pathname}${location.search}${id ? `#${encodeURIComponent(id)}` : ""}`;
  if (url === `${location.pathname}${location.search}${location.hash}`) return;
  history[replace ? "replaceState" : "pushState"](history.state, "", url);
}

export type QueryPatch = Record<string, string | number | boolean | null | undefined>;

/**
 * The query string as URLSearchParams, and a setter that merges a patch into it (null, undefined, ""
 * and false remove a key). The hash stays. Replaces the history entry unless `push` is set.
 */
export function useQuery(): [URLSearchParams, (patch: QueryPatch, push?: boolean) => void] {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const latest = useRef(search);
  latest.current = search;
  const params = new URLSearchParams(search);
  const set = useCallback(
    (patch: QueryPatch, push = false) => {
      const next = new URLSearchParams(latest.current);
      for (const [key, value] of Object.entries(patch)) {
        if (value === null || value === undefined || value === "" || value === false) next.delete(key);
        else next.set(key, String(value));
      }
      const qs = next.toString();
      latest.current = qs;
      const hash = typeof location === "undefined" ? "" : location.hash;
      navigate(`${path}${qs ? `?${qs}` : ""}${hash}`, { replace: !push });
    },
    [navigate, path],
  );
  return [params, set];
}

/** A list-valued query parameter: `?tag=a&tag=b` or `?tag=a,b`. */
export function queryList(params: URLSearchParams, key: string): string[] {
  return params
    .getAll(key)
    .flatMap((v) => v.split(","))
    .map((v) => v.trim())
    .filter(Boolean);
}

/**
 * Calls `onTarget` when the hash names an id that `has(id)` accepts, on the first render and on every
 * later hash change: the page expands that entry, and the shell scrolls to it once it is in the DOM.
 */
export function useHashTarget(has: (id: string) => boolean, onTarget: (id: string) => void): string {
  const hash = useHash();
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (hash && hash !== last.current && has(hash)) onTarget(hash);
    last.current = hash;
  }, [hash, has, onTarget]);
  return hash;
}

/** Kebab-case slug for heading ids. */
export function slugify(text: string): string {
  return (
    text
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/&[a-z#0-9]+;/g, "")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "section"
  );
}
