import { useEffect, useId, useMemo, useState } from "react";
import { AppLink } from "../../app/AppLink.tsx";
import { useCurrentRoute } from "../../app/router/route-context.ts";
import { HitBody, SyntaxHelp, useKindLabel } from "../../components/omnibox/hits.tsx";
import { useUrlState } from "../../components/table/url-state.ts";
import { useI18n } from "../../i18n/index.ts";
import { loadedIndex, loadSearchIndex, search } from "../../state/search.ts";
import "../../components/omnibox/omnibox.css";
import "./ref.css";

/**
 * System Reference Search: the same index and query language as the omnibox, as a page. The query is
 * in the URL (`q`), so a search is a link; the results are links to the entries' hashes, grouped by
 * kind. The index loads when the page opens (it is what the page is for) and is shared with the omnibox.
 */
export function SrsView() {
  const { t } = useI18n();
  const kindLabel = useKindLabel();
  const id = useId().replace(/:/g, "");
  const [state, set] = useUrlState();
  const query = state.q ?? "";
  const [status, setStatus] = useState<"loading" | "ready" | "failed">(() =>
    loadedIndex() ? "ready" : "loading",
  );
  useEffect(() => {
    if (status !== "loading") return;
    loadSearchIndex().then(
      () => setStatus("ready"),
      () => setStatus("failed"),
    );
  }, [status]);
  const result = useMemo(() => {
    const idx = status === "ready" ? loadedIndex() : undefined;
    return idx ? search(idx, query, 200) : undefined;
  }, [query, status]);

  return (
    <div className="srs">
      <search className="srs-box" aria-label={t("search.title")}>
        <label htmlFor={`${id}-q`} className="filter-label">
          {t("search.label")}
        </label>
        <input
          id={`${id}-q`}
          type="search"
          className="form-control form-control-lg"
          value={query}
          placeholder={t("search.placeholder")}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => set({ q: e.target.value })}
        />
        <p className="filter-count" role="status" aria-live="polite">
          {status === "loading"
            ? t("search.loading")
            : status === "failed"
              ? t("search.failed")
              : query.trim() && result
                ? result.hits.length
                  ? t("search.countTime", { n: result.hits.length, ms: result.ms.toFixed(1) })
                  : t("search.none", { query })
                : ""}
        </p>
      </search>
      {!query.trim() ? <SyntaxHelp onPick={(q) => set({ q })} /> : null}
      {result?.groups.map((g) => (
        <section key={g.kind} className="srs-group" aria-labelledby={`${id}-${g.kind}`}>
          <h2 id={`${id}-${g.kind}`} className="h5">
            {kindLabel(g.kind)} <span className="tab-count">{g.hits.length}</span>
          </h2>
          <ul className="srs-hits">
            {g.hits.map((hit) => (
              <li key={hit.id}>
                <AppLink href={hit.url} className="srs-hit">
                  <HitBody hit={hit} query={query} />
                </AppLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

export default function SrsPage() {
  const { text } = useCurrentRoute();
  return (
    <article className="page ref-page srs-page">
      <h1>{text.title}</h1>
      <p className="lead">{text.description}</p>
      <SrsView />
    </article>
  );
}
