import { routes as allRoutes, type RouteDef } from "../../routes.ts";
import { ensureManifest } from "./build-watch.ts";
import { isPageLoading, loadPage } from "./lazy-page.ts";
import { matchRoute, splitLang } from "./match.ts";

/** At most this many route chunks load ahead of time at once. */
export const MAX_CONCURRENT_PREFETCH = 4;

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** No prefetching with data-saver on or on 2g-class connections (slow-2g, 2g). */
export function prefetchAllowed(
  nav: Navigator | undefined = typeof navigator === "undefined" ? undefined : navigator,
) {
  const connection = (nav as (Navigator & { connection?: NetworkInformationLike }) | undefined)?.connection;
  if (!connection) return true;
  if (connection.saveData) return false;
  return !/(^|-)2g$/.test(connection.effectiveType ?? "");
}

const queue: RouteDef[] = [];
const done = new Set<RouteDef>();
let running = 0;

const fetched = new Map<string, Promise<void>>();

/**
 * Downloads one file into the HTTP cache, at idle priority, without parsing or running it (`prefetch`,
 * not `modulepreload`: that one compiles scripts on arrival, long tasks on a slow phone). The import on
 * navigation then reads it from the cache.
 */
function prefetchFile(href: string): Promise<void> {
  let p = fetched.get(href);
  if (!p) {
    p = new Promise<void>((resolve) => {
      const link = document.createElement("link");
      link.rel = "prefetch";
      link.href = href;
      link.onload = link.onerror = () => resolve();
      document.head.appendChild(link);
    });
    fetched.set(href, p);
  }
  return p;
}

/**
 * A route's page ahead of time: its files from the build manifest, downloaded but neither compiled nor
 * run, so a prefetch never blocks the main thread; without a manifest (the dev server), the page module
 * itself.
 */
async function prefetchPage(route: RouteDef): Promise<void> {
  const files = (await ensureManifest().catch(() => undefined))?.pages?.[route.path];
  if (files) await Promise.all(files.map(prefetchFile));
  else await loadPage(route);
}

function pump() {
  while (running < MAX_CONCURRENT_PREFETCH && queue.length) {
    const route = queue.shift()!;
    if (isPageLoading(route) || done.has(route)) continue;
    done.add(route);
    running++;
    prefetchPage(route)
      .catch(() => undefined)
      .finally(() => {
        running--;
        pump();
      });
  }
}

export function prefetchRoute(route: RouteDef): void {
  if (isPageLoading(route) || done.has(route) || queue.includes(route) || !prefetchAllowed()) return;
  queue.push(route);
  pump();
}

/** Prefetches the chunk of the route a link points at (`href` as the link gives it: in-language path). */
export function prefetchHref(href: string, table: readonly RouteDef[] = allRoutes): void {
  let path = href;
  if (path.startsWith("~")) path = splitLang(path.slice(1)).path;
  path = path.split(/[?#]/)[0] || "/";
  if (!path.startsWith("/")) return;
  const match = matchRoute(table, path);
  if (match) prefetchRoute(match.route);
}

type Entry = { href: string };
const watched = new WeakMap<Element, Entry>();
let observer: IntersectionObserver | undefined;
let pending: [Element, Entry][] | undefined = [];

/** Links start being watched once the page has loaded and the browser is idle. */
export function startVisiblePrefetch(): void {
  if (!pending || typeof IntersectionObserver === "undefined") return;
  observer = new IntersectionObserver((entries) => {
    for (const e of entries) {
      if (!e.isIntersecting) continue;
      const entry = watched.get(e.target);
      observer?.unobserve(e.target);
      if (entry) prefetchHref(entry.href);
    }
  });
  const waiting = pending;
  pending = undefined;
  for (const [el] of waiting) observer.observe(el);
}

export function watchLink(el: Element, href: string): () => void {
  const entry = { href };
  watched.set(el, entry);
  if (observer) observer.observe(el);
  else pending?.push([el, entry]);
  return () => {
    watched.delete(el);
    observer?.unobserve(el);
    if (pending) pending = pending.filter(([e]) => e !== el);
  };
}
