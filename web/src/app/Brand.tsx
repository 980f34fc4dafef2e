import site from "../../../data/site.json";
import { useI18n } from "../i18n/index.ts";
import { AppLink } from "./AppLink.tsx";

/** The logo block: the brand image (shipped with the app) beside the short name, linking home. */
export function Brand() {
  const { t } = useI18n();
  return (
    <AppLink
      href="/"
      className="navbar-brand brand"
      aria-label={t("site.homeLink", { name: site.shortName })}
    >
      <img src="/brand/logo.svg" alt="" width={32} height={32} />
      <span className="brand-name">{site.shortName}</span>
    </AppLink>
  );
}
