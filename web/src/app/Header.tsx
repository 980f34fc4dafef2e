import { OmniboxLauncher } from "../components/omnibox/OmniboxLauncher.tsx";
import { useI18n } from "../i18n/index.ts";
import { useUsername } from "../state/session.ts";
import { openAuthPanel } from "./auth-panel.ts";
import { Brand } from "./Brand.tsx";
import { FallbackBoundary } from "./ErrorBoundary.tsx";
import { ProgressBar } from "./ProgressBar.tsx";
import { usePrerendering } from "./prerendering.ts";
import { useChunk } from "./router/lazy-page.ts";
import { ThemeToggle } from "./ThemeToggle.tsx";

const loadNavbar = () => import("./SiteNavbar.tsx");

/**
 * What the header shows before its menus have loaded: the same bar with the brand, the theme switch and
 * the remembered username or the Login button, so the first paint needs none of the menu code.
 */
export function HeaderSkeleton() {
  const { t } = useI18n();
  const username = useUsername();
  const prerendering = usePrerendering();
  return (
    <nav className="navbar navbar-expand-lg site-navbar" aria-label={t("site.mainNav")}>
      <div className="container-fluid">
        <Brand />
        <div className="navbar-tools">
          <OmniboxLauncher />
          <ThemeToggle />
        </div>
        <div className="navbar-skeleton-user ms-auto d-none d-lg-flex">
          {prerendering ? (
            // Its place kept, its content unknown until the app knows who is visiting.
            <span className="btn login-button invisible" aria-hidden="true">
              {t("user.login")}
            </span>
          ) : username ? (
            <span className="nav-link username">{username}</span>
          ) : (
            <button type="button" className="btn login-button" onClick={() => openAuthPanel("login")}>
              {t("user.login")}
            </button>
          )}
        </div>
      </div>
    </nav>
  );
}

/**
 * The fixed site header (hidden when printing). The menus are react-bootstrap widgets in their own chunk,
 * requested right after the first paint so they never hold it up; the skeleton stands in until then.
 */
export function Header() {
  const SiteNavbar = useChunk(loadNavbar, true, true);
  return (
    <header className="site-header fixed-top">
      {/* Inside the banner landmark, so a visible bar is never content outside landmarks. */}
      <ProgressBar />
      {SiteNavbar ? (
        <FallbackBoundary fallback={<HeaderSkeleton />}>
          <SiteNavbar />
        </FallbackBoundary>
      ) : (
        <HeaderSkeleton />
      )}
    </header>
  );
}
