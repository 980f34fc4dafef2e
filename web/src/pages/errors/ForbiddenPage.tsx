import { useLocation } from "wouter";
import { requestSignIn } from "../../app/auth-panel.ts";
import { ErrorPage } from "../../app/ErrorPage.tsx";
import { useCurrentRoute } from "../../app/router/route-context.ts";
import { useI18n } from "../../i18n/index.ts";

/** /403: where a guarded page sends a visitor who dismissed the sign-in panel. */
export default function ForbiddenPage() {
  const { t } = useI18n();
  const { text } = useCurrentRoute();
  const [, navigate] = useLocation();
  const from = (history.state as { from?: unknown } | null)?.from;
  const signIn = async () => {
    if ((await requestSignIn()) && typeof from === "string") navigate(`~${from}`, { replace: true });
  };
  return (
    <ErrorPage status={403} title={text.title} message={t("error.signIn")}>
      <p>
        <button type="button" className="btn btn-primary" onClick={signIn}>
          {t("error.signInButton")}
        </button>
      </p>
    </ErrorPage>
  );
}
