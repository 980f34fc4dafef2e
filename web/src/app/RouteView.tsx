import {
  type ComponentType,
  type ReactNode,
  Suspense,
  startTransition,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useLocation, useRouter } from "wouter";
import { useI18n } from "../i18n/index.ts";
import { routes as allRoutes, preloadRoute, type RouteDef, type RouteText, routeText } from "../routes.ts";
import { authPanelStore } from "./auth-panel.ts";
import { ErrorPage } from "./ErrorPage.tsx";
import { useHead } from "./head.ts";
import { finishProgress, startProgress } from "./progress.ts";
import { ensureManifest, useBuildState } from "./router/build-watch.ts";
import { loadedPage, loadPage, reloadOrFail } from "./router/lazy-page.ts";
import { matchRoute, type RouteMatch } from "./router/match.ts";
import {
  type Middleware,
  type MiddlewareOutcome,
  middlewares,
  resolveMiddleware,
} from "./router/middleware.ts";
import { RouteContext } from "./router/route-context.ts";
import { applyRules } from "./router/rules.ts";
import { scrollAfterPageChange } from "./scroll.ts";
import { useStore } from "./store.ts";

/** The full URL path (language segment included) of the current location. */
export function useFullPath(): string {
  const [path] = useLocation();
  const { base } = useRouter();
  if (!base) return path;
  return path === "/" ? base : `${base}${path}`;
}

let firstPage = true;

/** Runs once the page has rendered: progress done, scroll to top or hash, focus for screen readers. */
function PageReady() {
  useEffect(() => {
    finishProgress();
    scrollAfterPageChange();
    if (firstPage) {
      firstPage = false;
      return;
    }
    if (!location.hash) document.getElementById("main")?.focus({ preventScroll: true });
  }, []);
  return null;
}

/**
 * While a page's chunk or data loads: its title and description (from the route table) are shown at
 * once where the page will put them, so the reader sees where they are on the first paint and nothing
 * moves when the page arrives. `data-page-pending` marks the stand-in until the page replaces it.
 */
function PageLoading({ text }: { text?: RouteText }) {
  const { t } = useI18n();
  const loading = (
    <p className="page-loading" aria-busy="true">
      {t("loading")}
    </p>
  );
  if (!text) return loading;
  return (
    <article className="page" aria-busy="true" data-page-pending="">
      <h1>{text.title}</h1>
      <p className="lead">{text.description}</p>
      {loading}
    </article>
  );
}

function PageHost({ match, fullPath }: { match: RouteMatch; fullPath: string }) {
  const { lang } = useI18n();
  const { route } = match;
  const text = useMemo(() => routeText(route, lang), [route, lang]);
  const [page, setPage] = useState<{ Page?: ComponentType; error?: unknown }>(() => ({
    Page: loadedPage(route),
  }));
  useEffect(() => {
    if (page.Page || page.error) return;
    preloadRoute(route);
    let live = true;
    loadPage(route).then(
      (m) => live && startTransition(() => setPage({ Page: m.default })),
      (error: unknown) => live && reloadOrFail() && setPage({ error }),
    );
    return () => {
      live = false;
    };
  }, [route, page]);
  const value = useMemo(
    () => ({ route, params: match.params, text, fullPath }),
    [route, match.params, text, fullPath],
  );
  // A chunk that cannot load (and already reloaded once): the boundary above shows the error page.
  if (page.error) throw page.error;
  const { Page } = page;
  return (
    <RouteContext.Provider value={value}>
      {Page ? (
        // Pages that suspend on their own data show the loading line until they can render.
        <Suspense fallback={<PageLoading text={text} />}>
          <Page />
          <PageReady />
        </Suspense>
      ) : (
        <PageLoading text={text} />
      )}
    </RouteContext.Provider>
  );
}

/** While a middleware decides (e.g. the sign-in panel is open), the page says what it waits for. */
function GuardPending() {
  const { t } = useI18n();
  const panel = useStore(authPanelStore);
  useEffect(() => finishProgress(), []);
  return (
    <article className="page guard-pending">
      <p className="lead">{t("guard.waiting")}</p>
      {panel.lastError ? <p className="text-danger">{panel.lastError.statusMessage}</p> : null}
    </article>
  );
}

function Guarded({
  chain,
  match,
  fullPath,
  path,
  children,
}: {
  chain: Middleware[];
  match: RouteMatch;
  fullPath: string;
  path: string;
  children: ReactNode;
}) {
  const [, navigate] = useLocation();
  const { lang } = useI18n();
  const text = routeText(match.route, lang);
  useHead({ title: text.title, description: text.description, lang });
  const [passed, setPassed] = useState(chain.length === 0);
  const [failure, setFailure] = useState<{ error: unknown } | undefined>();
  const latest = useRef({ match, fullPath, path });
  useEffect(() => {
    if (!chain.length) return;
    let live = true;
    const { params } = latest.current.match;
    (async () => {
      for (const mw of chain) {
        const outcome: MiddlewareOutcome = await mw({ path: latest.current.path, fullPath, params });
        if (!live) return;
        if ("redirect" in outcome) {
          navigate(outcome.redirect, { replace: true, state: outcome.state });
          return;
        }
      }
      if (live) setPassed(true);
    })().catch((error: unknown) => {
      if (live) setFailure({ error });
    });
    return () => {
      live = false;
    };
  }, [chain, fullPath, navigate]);
  // A middleware that throws is an app error: the boundary above shows the error page.
  if (failure) throw failure.error;
  if (!passed) return <GuardPending />;
  return <>{children}</>;
}

export interface RouteViewProps {
  /** The route table (stories and tests pass their own). */
  table?: readonly RouteDef[];
  registry?: Record<string, Middleware>;
}

/**
 * The router: route rules (redirects from the build manifest), the route table, validate checks,
 * middleware, then the page's lazy chunk. Unmatched paths show a non-fatal 404 error page.
 */
export function RouteView({ table = allRoutes, registry = middlewares }: RouteViewProps) {
  const [path, navigate] = useLocation();
  const fullPath = useFullPath();
  const { t } = useI18n();
  const build = useBuildState();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the bar starts on every change of path.
  useLayoutEffect(() => {
    startProgress();
  }, [fullPath]);

  const redirect = build.manifest ? applyRules(build.manifest.rules, path) : undefined;
  const match = redirect ? undefined : matchRoute(table, path);
  // An unknown path may be an old one that a route rule redirects: wait for the manifest first.
  const waitForRules = !redirect && !match && !build.settled;

  useEffect(() => {
    if (redirect) navigate(redirect, { replace: true });
  }, [redirect, navigate]);
  useEffect(() => {
    if (waitForRules) void ensureManifest();
  }, [waitForRules]);

  const chain = useMemo(() => resolveMiddleware(match?.route.middleware, registry), [match?.route, registry]);

  if (redirect || waitForRules) return <PageLoading />;
  if (!match) return <ErrorPage status={404} message={t("error.notFound", { path: fullPath })} />;
  const valid = match.route.validate ? match.route.validate(match.params) : true;
  if (valid !== true) {
    const status = typeof valid === "number" ? valid : 404;
    return <ErrorPage status={status} message={t("error.invalid", { path: fullPath })} />;
  }
  return (
    <Guarded key={fullPath} chain={chain} match={match} fullPath={fullPath} path={path}>
      <PageHost match={match} fullPath={fullPath} />
    </Guarded>
  );
}
