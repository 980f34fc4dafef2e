import "bootstrap/dist/css/bootstrap.css";
import "./styles/app.css";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App.tsx";
import { installBreakpointClass } from "./app/breakpoint.ts";
import { progressStore, startProgress } from "./app/progress.ts";
import { startBuildWatch } from "./app/router/build-watch.ts";
import { loadPage } from "./app/router/lazy-page.ts";
import { matchRoute, splitLang } from "./app/router/match.ts";
import { startVisiblePrefetch } from "./app/router/prefetch.ts";
import { installScrollHandling } from "./app/scroll.ts";
import { loadMessages } from "./i18n/index.ts";
import { preloadRoute, routes } from "./routes.ts";
import { startSession } from "./state/session.ts";

startProgress();
const start = splitLang(location.pathname);
// The first page's chunk and data start downloading now, beside the language strings. The shell renders
// as soon as the strings are here: the header and the page's title and description (from the route
// table) paint while the page's own code and data are still on the way. Pages without strings of their
// own (the home page) are a tiny chunk whose frame differs from the stand-in: they are awaited instead.
// A chunk that fails is left to the router's reload guard.
const firstRoute = matchRoute(routes, start.path)?.route;
if (firstRoute) preloadRoute(firstRoute);
const firstPage = firstRoute ? loadPage(firstRoute).catch(() => undefined) : undefined;
const ready = Promise.all([
  firstRoute?.shellOnly ? firstPage : undefined,
  loadMessages(start.lang).catch(() => undefined),
]);
void startSession();
installBreakpointClass();
installScrollHandling();
startBuildWatch();

/**
 * After the page has loaded, its first page has rendered with its data (the progress bar finished) and
 * the browser is idle: prefetch visible links, load the world data. Nothing here competes with the first
 * page for the network.
 */
function whenIdle(fn: () => void) {
  const idle = () =>
    "requestIdleCallback" in window ? requestIdleCallback(fn, { timeout: 2000 }) : setTimeout(fn, 200);
  const afterPage = () => {
    if (!progressStore.get().running) return idle();
    const stop = progressStore.subscribe(() => {
      if (progressStore.get().running) return;
      stop();
      idle();
    });
  };
  if (document.readyState === "complete") afterPage();
  else addEventListener("load", afterPage, { once: true });
}
whenIdle(() => {
  startVisiblePrefetch();
  void import("./app/dice.ts").then((m) => m.installDiceRolls());
  void import("./state/data.ts").then((m) => m.preloadWorldData());
});

const root = document.getElementById("root")!;
// The server sent the page's static first frame (web/src/prerender.tsx): let the browser present it
// before the app renders the same frame over it, so the first paint never waits for the app.
const presented =
  root.firstChild && new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 0)));

// Rendered as a transition, so React works in slices between frames instead of one long task that
// would keep a slow phone from answering a tap.
void Promise.all([ready, presented]).then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);
