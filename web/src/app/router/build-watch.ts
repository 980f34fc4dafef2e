import { createStore, useStore } from "../store.ts";
import {
  BUILD_ID_PLACEHOLDER,
  BUILD_MANIFEST_PATH,
  BUILD_META_NAME,
  type BuildManifest,
} from "./build-manifest.ts";

/** First look about a second after load, then every few minutes and whenever the window gets focus. */
export const BUILD_CHECK = { firstDelayMs: 1000, intervalMs: 5 * 60_000 } as const;

export interface BuildState {
  /** The newest manifest fetched, undefined until the first answer. */
  manifest: BuildManifest | undefined;
  /** true once a fetch failed or answered (so unmatched paths stop waiting for route rules). */
  settled: boolean;
  /** A different build is deployed: the next navigation loads the page in full. */
  stale: boolean;
}

export const buildStore = createStore<BuildState>({ manifest: undefined, settled: false, stale: false });
export const useBuildState = () => useStore(buildStore);

export function currentBuildId(): string | undefined {
  const id = document.querySelector(`meta[name="${BUILD_META_NAME}"]`)?.getAttribute("content");
  return id && id !== BUILD_ID_PLACEHOLDER ? id : undefined;
}

let inflight: Promise<BuildManifest | undefined> | undefined;

function fetchManifest(): Promise<BuildManifest | undefined> {
  // The dev server has no build manifest: the rules come straight from the source.
  if (import.meta.env.DEV)
    return import("../../route-rules.ts").then((m) => ({ id: "dev", builtAt: "", rules: m.ROUTE_RULES }));
  return fetch(BUILD_MANIFEST_PATH, { cache: "no-store", headers: { accept: "application/json" } })
    .then((res) => (res.ok ? (res.json() as Promise<BuildManifest>) : undefined))
    .catch(() => undefined);
}

export function checkBuild(): Promise<BuildManifest | undefined> {
  inflight ??= fetchManifest().then((manifest) => {
    inflight = undefined;
    const mine = currentBuildId();
    const valid = manifest && typeof manifest.id === "string" && Array.isArray(manifest.rules);
    buildStore.set((s) => ({
      manifest: valid ? manifest : s.manifest,
      settled: true,
      stale: s.stale || Boolean(valid && mine && manifest.id !== mine),
    }));
    // Visible from outside (devtools, the e2e tests): the next navigation will load the page in full.
    if (buildStore.get().stale) document.documentElement.dataset.buildStale = "";
    return valid ? manifest : undefined;
  });
  return inflight;
}

/** The manifest now, fetching it when there is none yet (an unmatched path needs the route rules). */
export function ensureManifest(): Promise<BuildManifest | undefined> {
  const s = buildStore.get();
  return s.manifest ? Promise.resolve(s.manifest) : checkBuild();
}

export const isStale = () => buildStore.get().stale;

export function startBuildWatch(): () => void {
  const first = setTimeout(checkBuild, BUILD_CHECK.firstDelayMs);
  const every = setInterval(checkBuild, BUILD_CHECK.intervalMs);
  const onFocus = () => void checkBuild();
  const onVisible = () => document.visibilityState === "visible" && void checkBuild();
  // Back/forward after a new deployment also loads the new app.
  const onPop = () => isStale() && location.reload();
  addEventListener("focus", onFocus);
  document.addEventListener("visibilitychange", onVisible);
  addEventListener("popstate", onPop);
  return () => {
    clearTimeout(first);
    clearInterval(every);
    removeEventListener("focus", onFocus);
    document.removeEventListener("visibilitychange", onVisible);
    removeEventListener("popstate", onPop);
  };
}
