import type { ReactNode } from "react";
import { type MessageKey, useI18n } from "../../i18n/index.ts";
import { markParts, type SearchHit } from "../../state/search.ts";

/** Shared by the omnibox and /ref/srs: kind labels, a hit's title and snippet with the query marked. */
export function useKindLabel(): (kind: string) => string {
  const { t } = useI18n();
  return (kind) => {
    const key = `search.kind.${kind}` as MessageKey;
    const label = t(key);
    return label === key ? kind : label;
  };
}

export function Marked({ text, query }: { text: string; query: string }) {
  return (
    <>
      {markParts(text, query).map((p, i) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string, in order.
        p.mark ? <mark key={i}>{p.text}</mark> : <span key={i}>{p.text}</span>,
      )}
    </>
  );
}

export function HitBody({ hit, query }: { hit: SearchHit; query: string }) {
  const { t } = useI18n();
  const facts: ReactNode[] = [];
  if (hit.level !== undefined && hit.kind === "spell")
    facts.push(hit.level === 0 ? t("opt.spell.cantrip") : t("search.level", { level: hit.level }));
  if (hit.school) facts.push(hit.school);
  if (hit.cr !== undefined) facts.push(t("search.cr", { cr: formatCrShort(hit.cr) }));
  return (
    <>
      <span className="hit-title">
        <Marked text={hit.title} query={query} />
        {facts.length ? <span className="hit-facts"> · {facts.join(" · ")}</span> : null}
      </span>
      {hit.snippet ? (
        <span className="hit-snippet">
          <Marked text={hit.snippet} query={query} />
        </span>
      ) : null}
    </>
  );
}

function formatCrShort(cr: number): string {
  if (cr === 0.125) return "1/8";
  if (cr === 0.25) return "1/4";
  if (cr === 0.5) return "1/2";
  return String(cr);
}

/** Example queries that show the syntax; choosing one runs it. */
export const EXAMPLES = [
  "fireball",
  "in:spell level:3 school:evocation",
  "in:item wand",
  "in:creature cr:1-4",
  "grapple",
];

export function SyntaxHelp({ onPick }: { onPick: (q: string) => void }) {
  const { t } = useI18n();
  return (
    <div className="search-help">
      <p>{t("search.help")}</p>
      <ul className="search-examples">
        {EXAMPLES.map((q) => (
          <li key={q}>
            <button type="button" className="btn btn-sm tt-btn-quiet" onClick={() => onPick(q)}>
              <code>{q}</code>
            </button>
          </li>
        ))}
      </ul>
      <dl className="search-syntax">
        <dt>
          <code>in:spell</code>
        </dt>
        <dd>{t("search.syntax.in")}</dd>
        <dt>
          <code>level:3</code>, <code>level:1-3</code>
        </dt>
        <dd>{t("search.syntax.level")}</dd>
        <dt>
          <code>school:evocation</code>
        </dt>
        <dd>{t("search.syntax.school")}</dd>
        <dt>
          <code>cr:1-4</code>, <code>cr:1/2</code>
        </dt>
        <dd>{t("search.syntax.cr")}</dd>
      </dl>
    </div>
  );
}
