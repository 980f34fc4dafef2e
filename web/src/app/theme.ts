import { createStore } from "./store.ts";

export type Theme = "dark" | "light";
export const THEME_KEY = "tt:theme";

function initial(): Theme {
  if (typeof document === "undefined") return "dark";
  return document.documentElement.getAttribute("data-bs-theme") === "light" ? "light" : "dark";
}

/**
 * Dark by default; the choice is remembered per browser. index.html applies the remembered theme before
 * the first paint; Bootstrap's colour modes and the code highlighting follow `data-bs-theme`.
 */
export const themeStore = createStore<Theme>(initial());

export function setTheme(theme: Theme): void {
  document.documentElement.setAttribute("data-bs-theme", theme);
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    // Not remembered, still applied.
  }
  themeStore.set(theme);
}

export const toggleTheme = () => setTheme(themeStore.get() === "dark" ? "light" : "dark");
