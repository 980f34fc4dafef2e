import Container from "react-bootstrap/Container";
import Nav from "react-bootstrap/Nav";
import Navbar from "react-bootstrap/Navbar";
import NavDropdown from "react-bootstrap/NavDropdown";
import { useLocation } from "wouter";
import { OmniboxLauncher } from "../components/omnibox/OmniboxLauncher.tsx";
import { LANGUAGES, type Lang, useI18n } from "../i18n/index.ts";
import { routes } from "../routes.ts";
import { logout, useUsername } from "../state/session.ts";
import { AppLink } from "./AppLink.tsx";
import { openAuthPanel } from "./auth-panel.ts";
import { Brand } from "./Brand.tsx";
import { MENUS, menuLabel } from "./menus.ts";
import { matchRoute, pathInLang } from "./router/match.ts";
import { ThemeToggle } from "./ThemeToggle.tsx";
import { errorToast, toast } from "./toasts.ts";

/** Signed in: a menu with 'Signed in as' and the name, Profile and Sign Out. Signed out: Login. */
export function UserMenu() {
  const username = useUsername();
  const { t } = useI18n();
  const [path, navigate] = useLocation();
  if (!username) {
    return (
      <button type="button" className="btn login-button" onClick={() => openAuthPanel("login")}>
        {t("user.login")}
      </button>
    );
  }
  const signOut = async () => {
    try {
      await logout();
      toast({
        title: { key: "toast.loggedOut.title" },
        body: { key: "toast.loggedOut.body" },
        variant: "success",
      });
    } catch (err) {
      errorToast(err);
    }
    // A page that needs a signed-in user has nothing left to show.
    if (matchRoute(routes, path)?.route.middleware?.includes("auth")) navigate("/");
  };
  return (
    <NavDropdown
      id="user-menu"
      align="end"
      className="user-menu"
      title={<span className="username">{username}</span>}
    >
      <NavDropdown.Header>
        {t("user.signedInAs")} <strong>{username}</strong>
      </NavDropdown.Header>
      <NavDropdown.Item as={AppLink} href="/profile">
        {t("user.profile")}
      </NavDropdown.Item>
      <NavDropdown.Divider />
      <NavDropdown.Item as="button" type="button" onClick={signOut}>
        {t("user.signOut")}
      </NavDropdown.Item>
    </NavDropdown>
  );
}

function LanguageMenu() {
  const { t, lang } = useI18n();
  const [path] = useLocation();
  if (LANGUAGES.length < 2) return null;
  return (
    <NavDropdown
      id="language-menu"
      align="end"
      title={
        <>
          <span className="visually-hidden">{t("lang.label")}: </span>
          {lang.toUpperCase()}
        </>
      }
    >
      {LANGUAGES.map((l: Lang) => (
        <NavDropdown.Item
          key={l}
          as={AppLink}
          href={`~${pathInLang(path, l)}`}
          lang={l}
          active={l === lang}
          aria-current={l === lang ? "true" : undefined}
        >
          {t(`lang.${l}`)}
        </NavDropdown.Item>
      ))}
    </NavDropdown>
  );
}

/** The header's navigation: react-bootstrap's accessible navbar, dropdown menus and collapse. */
export default function SiteNavbar() {
  const { t, lang } = useI18n();
  return (
    <Navbar expand="lg" collapseOnSelect aria-label={t("site.mainNav")} className="site-navbar">
      <Container fluid>
        <Brand />
        <div className="navbar-tools">
          <OmniboxLauncher />
          <ThemeToggle />
          <Navbar.Toggle aria-controls="site-nav" label={t("nav.toggle")} />
        </div>
        <Navbar.Collapse id="site-nav">
          <Nav className="me-auto">
            {MENUS.map((menu) => (
              <NavDropdown
                key={menu.id}
                id={`menu-${menu.id}`}
                title={t(menu.label)}
                className={`menu-${menu.id}`}
              >
                {menu.items.map((href) => (
                  <NavDropdown.Item key={href} as={AppLink} href={href}>
                    {menuLabel(href, lang)}
                  </NavDropdown.Item>
                ))}
              </NavDropdown>
            ))}
          </Nav>
          <Nav>
            <LanguageMenu />
            <UserMenu />
          </Nav>
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}
