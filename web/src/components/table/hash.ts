import { useSyncExternalStore } from "react";

/**
 * The entry the URL's hash names (`/options/spells#fireball` -> "fireball"), following every way the
 * hash changes: links (hashchange), back/forward (popstate) and in-app navigation (wouter patches
 * pushState/replaceState to dispatch events of the same names).
 */
const EVENTS = ["hashchange", "popstate", "pushState", "replaceState"] as const;

function subscribe(onChange: () => void): () => void {
  for (const e of EVENTS) addEventListener(e, onChange);
  return () => {
    for (const e of EVENTS) removeEventListener(e, onChange);
  };
}

export function decodeHash(hash: string): string {
  const raw = hash.replace(/^#/, "");
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

const read = () => (typeof location === "undefined" ? "" : decodeHash(location.hash));

export function useHashTarget(): string {
  return useSyncExternalStore(subscribe, read, () => "");
}

/** Sets the hash without scrolling or a history entry of its own (e.g. when a row closes). */
export function replaceHash(id: string): void {
  const url = `${location.pathname}${location.search}${id ? `#${encodeURIComponent(id)}` : ""}`;
  history.replaceState(history.state, "", url);
}

/** Goes to `#id` as a new history entry, so back returns to where the reader was. */
export function pushHash(id: string): void {
  if (decodeHash(location.hash) === id) return;
  history.pushState(history.state, "", `${location.pathname}${location.search}#${encodeURIComponent(id)}`);
}
