import { type ReactNode, Suspense, use, useEffect, useMemo } from "react";
import { Router } from "wouter";
import { useBrowserLocation } from "wouter/use-browser-location";
import { I18nContext, loadMessages, makeI18n, useI18n } from "../i18n/index.ts";
import { AuthPanelHost } from "./AuthPanelHost.tsx";
import { ErrorBoundary } from "./ErrorBoundary.tsx";
import { Header } from "./Header.tsx";
import { RouteView, useFullPath } from "./RouteView.tsx";
import { isStale } from "./router/build-watch.ts";
import { splitLang } from "./router/match.ts";
import { Toaster } from "./Toaster.tsx";

/** Reloads data atoms when `tt dev` rebuilds the content (a Vite custom event, dev only). */
function useDataReload() {
  useEffect(() => {
    if (!import.meta.hot) return;
    const onData = () =>
      void Promise.all([import("jotai"), import("../state/data.ts")]).then(([jotai, data]) =>
        jotai.getDefaultStore().set(data.dataVersionAtom, (n) => n + 1),
      );
    import.meta.hot.on("tt:data", onData);
    return () => import.meta.hot?.off("tt:data", onData);
  }, []);
}

type Navigate = (to: string, options?: { replace?: boolean; state?: unknown }) => void;

/** Every navigation goes through here: once a newer build is deployed, the next one is a full page load. */
export function aroundNav(navigate: Navigate, to: string, options?: { replace?: boolean; state?: unknown }) {
  if (isStale()) {
    if (options?.replace) location.replace(to);
    else location.assign(to);
    return;
  }
  navigate(to, options);
}

/** The language segment (`/es/...`) picks the UI language and becomes the router's base. */
export function LanguageRouter({ children }: { children: ReactNode }) {
  const [pathname] = useBrowserLocation();
  const { lang, base } = splitLang(pathname);
  use(loadMessages(lang));
  const i18n = useMemo(() => makeI18n(lang), [lang]);
  return (
    <I18nContext.Provider value={i18n}>
      <Router base={base} aroundNav={aroundNav}>
        {children}
      </Router>
    </I18nContext.Provider>
  );
}

/** The frame every page lives in: progress bar, header, the routed page, an empty footer, toasts, sign-in. */
export function Shell() {
  const { t } = useI18n();
  const fullPath = useFullPath();
  useDataReload();
  return (
    <>
      <a className="skip-link visually-hidden-focusable" href="#main">
        {t("site.skip")}
      </a>
      <Header />
      <main id="main" className="site-main" tabIndex={-1}>
        <ErrorBoundary key={fullPath}>
          <RouteView />
        </ErrorBoundary>
      </main>
      <footer className="site-footer" />
      <Toaster />
      <AuthPanelHost />
    </>
  );
}

export function App() {
  return (
    <ErrorBoundary>
      <Suspense fallback={null}>
        <LanguageRouter>
          <Shell />
        </LanguageRouter>
      </Suspense>
    </ErrorBoundary>
  );
}
