import { type ComponentType, startTransition, useEffect, useState } from "react";
import { loadPageStrings } from "../../i18n/index.ts";
import type { PageModule, RouteDef } from "../../routes.ts";

/** A failed chunk load reloads the page at most once per this long for the same path. */
export const RELOAD_GUARD_MS = 10_000;
export const RELOAD_KEY = "tt:chunk-reload";

/**
 * True when the page may reload now for `path` (and remembers that it did, in sessionStorage); false
 * when it already did within RELOAD_GUARD_MS, so a chunk that is really gone shows the error page
 * instead of reloading forever.
 */
export function allowReload(path: string, now = Date.now(), storage: Storage = sessionStorage): boolean {
  let seen: Record<string, number> = {};
  try {
    seen = JSON.parse(storage.getItem(RELOAD_KEY) ?? "{}") as Record<string, number>;
  } catch {
    seen = {};
  }
  const last = seen[path];
  if (last !== undefined && now - last < RELOAD_GUARD_MS) return false;
  for (const [p, t] of Object.entries(seen)) if (now - t >= RELOAD_GUARD_MS) delete seen[p];
  seen[path] = now;
  try {
    storage.setItem(RELOAD_KEY, JSON.stringify(seen));
  } catch {
    return false;
  }
  return true;
}

const modules = new Map<RouteDef, Promise<PageModule>>();
const components = new Map<RouteDef, ComponentType>();

/** Loads a route's chunk once; rendering and prefetching share the same promise. */
export function loadPage(route: RouteDef): Promise<PageModule> {
  let p = modules.get(route);
  if (!p) {
    const strings = route.shellOnly ? undefined : loadPageStrings();
    p = Promise.all([route.load(), strings]).then(
      ([m]) => {
        components.set(route, m.default);
        return m;
      },
      (err: unknown) => {
        modules.delete(route);
        throw err;
      },
    );
    modules.set(route, p);
  }
  return p;
}

/** The page component when its chunk is already here (rendering it then needs no loading state). */
export const loadedPage = (route: RouteDef): ComponentType | undefined => components.get(route);
export const isPageLoading = (route: RouteDef) => modules.has(route);

/**
 * A chunk that failed to load: reload the page (once per path per RELOAD_GUARD_MS, a new deployment may
 * have replaced it) and report false, or report true when the caller should show the error.
 */
export function reloadOrFail(): boolean {
  if (allowReload(location.pathname)) {
    location.reload();
    return false;
  }
  return true;
}

/**
 * A component from a chunk that loads once `enabled` turns true (the shell's menus, sign-in panel and
 * toasts). No Suspense: until it is there the caller renders its own placeholder, and React's reveal
 * throttle never delays it. `background`: the part replaces a placeholder that already works (the
 * header's menus after the first paint), so it renders as a transition, in slices between frames;
 * parts a visitor is waiting for (a toast, the sign-in panel) render at once.
 */
export function useChunk<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  enabled: boolean,
  background = false,
): ComponentType<P> | undefined {
  const [component, setComponent] = useState<ComponentType<P> | undefined>(undefined);
  useEffect(() => {
    if (!enabled || component) return;
    let live = true;
    load().then(
      (m) => {
        if (!live) return;
        if (background) startTransition(() => setComponent(() => m.default));
        else setComponent(() => m.default);
      },
      () => reloadOrFail(),
    );
    return () => {
      live = false;
    };
  }, [enabled, component, load, background]);
  return component;
}
