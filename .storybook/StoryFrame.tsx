import { type ReactNode, use, useEffect, useMemo } from "react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { I18nContext, type Lang, loadMessages, makeI18n } from "../web/src/i18n/index.ts";
import { setUser } from "../web/src/state/session.ts";

export interface FrameOptions {
  lang?: Lang;
  /** The in-app path the story pretends to be at. */
  path?: string;
  /** Signed in as this user (null: signed out). */
  username?: string | null;
  theme?: "dark" | "light";
}

/** Sets the shell's global state for one story: who is signed in. */
export function applySession(username: string | null | undefined) {
  if (username) {
    setUser({ username, email: `${username}@example.org`, firstname: "Ada", lastname: "Lovelace" });
  } else {
    setUser(null);
  }
}

/**
 * What the app's LanguageRouter provides, for a story: the language strings and a router at a fixed
 * (in-memory) location, so links render and navigate without touching the page URL.
 */
export function StoryFrame({
  lang = "en",
  path = "/",
  theme = "dark",
  children,
}: FrameOptions & { children: ReactNode }) {
  use(loadMessages(lang));
  const i18n = useMemo(() => makeI18n(lang), [lang]);
  const location = useMemo(() => memoryLocation({ path }), [path]);
  useEffect(() => {
    document.documentElement.setAttribute("data-bs-theme", theme);
  }, [theme]);
  return (
    <I18nContext.Provider value={i18n}>
      <Router hook={location.hook}>{children}</Router>
    </I18nContext.Provider>
  );
}
