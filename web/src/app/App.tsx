import { useSetAtom } from "jotai";
import { lazy, Suspense, useEffect } from "react";
import { Route, Switch } from "wouter";
import { dataVersionAtom } from "../state/data.ts";
import { ErrorBoundary } from "./ErrorBoundary.tsx";

const HomePage = lazy(() => import("../pages/home/HomePage.tsx"));

function NotFound() {
  return (
    <main>
      <h1>Page Not Found</h1>
      <p>Page not found: {location.pathname}</p>
    </main>
  );
}

/** Reloads data atoms when `tt dev` rebuilds the content (a Vite custom event, dev only). */
function useDataReload() {
  const bump = useSetAtom(dataVersionAtom);
  useEffect(() => {
    if (!import.meta.hot) return;
    const onData = () => bump((n) => n + 1);
    import.meta.hot.on("tt:data", onData);
    return () => import.meta.hot?.off("tt:data", onData);
  }, [bump]);
}

export function App() {
  useDataReload();
  return (
    <ErrorBoundary>
      <Suspense fallback={<p className="loading">Loading…</p>}>
        <Switch>
          <Route path="/" component={HomePage} />
          <Route component={NotFound} />
        </Switch>
      </Suspense>
    </ErrorBoundary>
  );
}
