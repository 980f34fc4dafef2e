import { type ComponentType, type LazyExoticComponent, lazy } from "react";
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
const loadedRoutes = new Set<RouteDef>();

/** Loads a route's chunk once; rendering and prefetching share the same promise. */
export function loadPage(route: RouteDef): Promise<PageModule> {
  let p = modules.get(route);
  if (!p) {
    p = route.load().then(
      (m) => {
        loadedRoutes.add(route);
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

export const isPageLoaded = (route: RouteDef) => loadedRoutes.has(route);
export const isPageLoading = (route: RouteDef) => modules.has(route);

const components = new Map<RouteDef, LazyExoticComponent<ComponentType>>();

/** The route's page as a lazy component; a chunk that fails to load reloads the page (guarded). */
export function pageComponent(route: RouteDef): LazyExoticComponent<ComponentType> {
  let c = components.get(route);
  if (!c) {
    c = lazy(() =>
      loadPage(route).catch((err: unknown) => {
        components.delete(route);
        if (allowReload(location.pathname)) {
          location.reload();
          return new Promise<PageModule>(() => {});
        }
        throw err;
      }),
    );
    components.set(route, c);
  }
  return c;
}

/** React.lazy for the shell's own chunks (menus, sign-in panel, toasts), with the same reload guard. */
export function lazyChunk<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() =>
    load().catch((err: unknown) => {
      if (allowReload(location.pathname)) {
        location.reload();
        return new Promise<{ default: ComponentType<P> }>(() => {});
      }
      throw err;
    }),
  );
}
