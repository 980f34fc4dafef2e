import type { ReactNode } from "react";
import { useCurrentRoute } from "../app/router/route-context.ts";
import { useI18n } from "../i18n/index.ts";

/**
 * A page that is not built yet: its title and description from the route table, and a list of what it
 * will hold. Pages replace this as their issues land.
 */
export function Placeholder({ items, children }: { items: string[]; children?: ReactNode }) {
  const { text, params } = useCurrentRoute();
  const { t } = useI18n();
  return (
    <article className="page placeholder-page">
      <h1>{text.title}</h1>
      <p className="lead">{text.description}</p>
      {params.id ? <p className="record-id">{t("placeholder.param", { id: params.id })}</p> : null}
      <section className="placeholder-plan" aria-label={t("placeholder.intro")}>
        <p>{t("placeholder.intro")}</p>
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      {children}
    </article>
  );
}
