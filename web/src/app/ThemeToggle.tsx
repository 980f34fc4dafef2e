import { useI18n } from "../i18n/index.ts";
import { usePrerendering } from "./prerendering.ts";
import { useStore } from "./store.ts";
import { themeStore, toggleTheme } from "./theme.ts";

const Sun = () => (
  <svg viewBox="0 0 16 16" width="18" height="18" aria-hidden="true" fill="currentColor">
    <circle cx="8" cy="8" r="3.2" />
    <path
      d="M8 0v2.5M8 13.5V16M0 8h2.5M13.5 8H16M2.3 2.3l1.8 1.8M11.9 11.9l1.8 1.8M2.3 13.7l1.8-1.8M11.9 4.1l1.8-1.8"
      stroke="currentColor"
      strokeWidth="1.4"
    />
  </svg>
);
const Moon = () => (
  <svg viewBox="0 0 16 16" width="18" height="18" aria-hidden="true" fill="currentColor">
    <path d="M6.2 1a7 7 0 1 0 8.8 8.8A5.6 5.6 0 0 1 6.2 1z" />
  </svg>
);

/**
 * Light/dark switch; the choice is remembered in this browser (see theme.ts). In a prerendered frame
 * the visitor's theme is unknown (index.html's inline script sets it before the first paint): both
 * icons are there and the stylesheet shows the one for the theme in force.
 */
export function ThemeToggle() {
  const theme = useStore(themeStore);
  const prerendering = usePrerendering();
  const { t } = useI18n();
  if (prerendering)
    return (
      <button type="button" className="btn btn-icon theme-toggle" aria-label={t("theme.toggle")}>
        <span className="when-dark">
          <Sun />
        </span>
        <span className="when-light">
          <Moon />
        </span>
      </button>
    );
  const label = theme === "dark" ? t("theme.toLight") : t("theme.toDark");
  return (
    <button
      type="button"
      className="btn btn-icon theme-toggle"
      onClick={toggleTheme}
      aria-label={label}
      title={label}
    >
      {theme === "dark" ? <Sun /> : <Moon />}
    </button>
  );
}
