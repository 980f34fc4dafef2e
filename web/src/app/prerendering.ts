import { createContext, useContext } from "react";

/**
 * True while the build renders a page's static first frame (web/src/prerender.tsx). Parts that depend on
 * the visitor (the remembered username, say) keep their place but show nothing then, so the static HTML
 * never flashes a wrong state before the app takes over.
 */
export const PrerenderContext = createContext(false);
export const usePrerendering = () => useContext(PrerenderContext);
