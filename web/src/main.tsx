import "bootstrap/dist/css/bootstrap.css";
import "./styles/app.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App.tsx";
import { installBreakpointClass } from "./app/breakpoint.ts";
import { installDiceRolls } from "./app/dice.ts";
import { startProgress } from "./app/progress.ts";
import { startBuildWatch } from "./app/router/build-watch.ts";
import { splitLang } from "./app/router/match.ts";
import { startVisiblePrefetch } from "./app/router/prefetch.ts";
import { installScrollHandling } from "./app/scroll.ts";
import { loadMessages } from "./i18n/index.ts";
import { preloadWorldData } from "./state/data.ts";
import { startSession } from "./state/session.ts";

startProgress();
// The page's language strings load alongside the app code (English is built in).
void loadMessages(splitLang(location.pathname).lang);
void startSession();
installBreakpointClass();
installScrollHandling();
installDiceRolls();
startBuildWatch();

/** After the page has loaded and the browser is idle: prefetch visible links, load the world data. */
function whenIdle(fn: () => void) {
  const idle = () =>
    "requestIdleCallback" in window ? requestIdleCallback(fn, { timeout: 2000 }) : setTimeout(fn, 200);
  if (document.readyState === "complete") idle();
  else addEventListener("load", idle, { once: true });
}
whenIdle(() => {
  startVisiblePrefetch();
  preloadWorldData();
});

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
