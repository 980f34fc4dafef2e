import "./world.css";
import { type ReactNode, useMemo } from "react";
import { useCurrentRoute } from "../../app/router/route-context.ts";
import { useI18n } from "../../i18n/index.ts";
import { HtmlView } from "../HtmlView.tsx";
import { type Heading, withHeadingIds } from "./lore-html.ts";

/** The title every lore page opens with (the route's, in the page language) and an optional lead. */
export function WorldPage({
  lead,
  className,
  children,
}: {
  lead?: string | undefined;
  className?: string;
  children: ReactNode;
}) {
  const { text } = useCurrentRoute();
  return (
    <article className={`page world-page${className ? ` ${className}` : ""}`}>
      <h1>{text.title}</h1>
      {lead ? <p className="lead">{lead}</p> : null}
      {children}
    </article>
  );
}

/** "On this page": links to the headings, for long pages. */
export function Toc({ headings, extra = [] }: { headings: Heading[]; extra?: Heading[] }) {
  const { t } = useI18n();
  const all = [...extra, ...headings];
  if (!all.length) return null;
  return (
    <nav className="world-toc" aria-label={t("world.onThisPage")}>
      <p className="world-toc-title">{t("world.onThisPage")}</p>
      <ol>
        {all.map((h) => (
          <li key={h.id} className={h.level === 3 ? "sub" : undefined}>
            <a href={`#${h.id}`}>{h.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * A lore page's compiled HTML with ids on its headings and, when it has at least `tocMin` of them, a
 * table of contents beside it (above it on narrow screens). `before` renders ahead of the prose inside
 * the same column (e.g. an interactive section) and `extraToc` lists its headings first.
 */
export function LoreArticle({
  html,
  reserved,
  tocMin = 3,
  before,
  after,
  extraToc,
  loreTitle,
}: {
  html: string;
  /** A heading over the prose when something comes before it (`before`); listed in the contents. */
  loreTitle?: string;
  reserved?: Iterable<string>;
  tocMin?: number;
  before?: ReactNode;
  after?: ReactNode;
  extraToc?: Heading[];
}) {
  const { html: withIds, headings } = useMemo(
    () => withHeadingIds(html, ["lore", ...(reserved ?? [])]),
    [html, reserved],
  );
  const extra = [
    ...(extraToc ?? []),
    ...(loreTitle ? [{ id: "lore", text: loreTitle, level: 2 as const }] : []),
  ];
  const showToc = headings.length + extra.length >= tocMin;
  return (
    <div className={showToc ? "lore-layout has-toc" : "lore-layout"}>
      {showToc ? (
        <aside className="lore-aside">
          <Toc headings={headings} extra={extra} />
        </aside>
      ) : null}
      <div className="lore-body">
        {before}
        {loreTitle ? (
          <h2 id="lore" className="lore-title">
            {loreTitle}
          </h2>
        ) : null}
        <HtmlView html={withIds} className="lore-html" />
        {after}
      </div>
    </div>
  );
}
