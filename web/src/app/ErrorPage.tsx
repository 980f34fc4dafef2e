import { type ReactNode, useEffect } from "react";
import { useI18n } from "../i18n/index.ts";
import { AppLink } from "./AppLink.tsx";
import { useHead } from "./head.ts";
import { failProgress, finishProgress } from "./progress.ts";

export interface ErrorPageProps {
  status: number;
  message: string;
  /** Defaults to 'Page Not Found' for 404 and 'Internal Server Error' otherwise. */
  title?: string;
  children?: ReactNode;
}

/** The error page: status code, title and message; a 404 is an ordinary page, anything else an app error. */
export function ErrorPage({ status, message, title, children }: ErrorPageProps) {
  const { t, lang } = useI18n();
  const heading = title ?? t(status === 404 ? "error.title.404" : "error.title.500");
  useHead({ title: heading, description: message, lang });
  useEffect(() => {
    if (status >= 500) failProgress();
    else finishProgress();
  }, [status]);
  return (
    <article className="page error-page" data-status={status}>
      <p className="error-code">{t("error.status", { status })}</p>
      <h1>{heading}</h1>
      <p className="error-message">{message}</p>
      {children}
      <p>
        <AppLink href="/">{t("error.home")}</AppLink>
      </p>
    </article>
  );
}
