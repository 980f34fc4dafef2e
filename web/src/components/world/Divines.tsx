import "./world.css";
import { useMemo } from "react";
import { useI18n } from "../../i18n/index.ts";
import type { Divine } from "../../state/world.ts";
import { HtmlView } from "../HtmlView.tsx";
import { FilterBar, matchesWords, SelectFilter, TextFilter } from "./Filters.tsx";
import { htmlText } from "./lore-html.ts";
import { useHash, useQuery } from "./url.ts";

/** The divine beings that are not gods: each with its kind, plane, alignment and description. */
export function Divines({ divines }: { divines: Divine[] }) {
  const { t } = useI18n();
  const [query, setQuery] = useQuery();
  const hash = useHash();
  const q = query.get("q") ?? "";
  const kind = query.get("kind") ?? "";
  const kinds = useMemo(() => [...new Set(divines.map((d) => d.kind))].sort(), [divines]);
  const shown = useMemo(
    () =>
      divines.filter(
        (d) =>
          d.id === hash ||
          ((!kind || d.kind === kind) &&
            matchesWords(`${d.name} ${d.kind} ${d.plane} ${d.alignment} ${htmlText(d.descr)}`, q)),
      ),
    [divines, hash, kind, q],
  );
  return (
    <div className="divines">
      <FilterBar
        label={t("world.divines.filters")}
        shown={shown.length}
        total={divines.length}
        onClear={() => setQuery({ q: null, kind: null })}
      >
        <TextFilter label={t("world.search")} value={q} onChange={(v) => setQuery({ q: v })} />
        <SelectFilter
          label={t("world.divines.kind")}
          value={kind}
          anyLabel={t("world.any")}
          options={kinds.map((k) => ({ value: k, label: k }))}
          onChange={(v) => setQuery({ kind: v })}
        />
      </FilterBar>
      {shown.length === 0 ? <p className="world-empty">{t("world.noResults")}</p> : null}
      <div className="entry-grid">
        {shown.map((d) => (
          <section
            key={d.id}
            id={d.id}
            className={`world-entry${hash === d.id ? " is-target" : ""}`}
            aria-labelledby={`${d.id}-name`}
          >
            <h2 id={`${d.id}-name`} className="world-entry-title">
              <a href={`#${d.id}`}>{d.name}</a>
            </h2>
            <dl className="world-facts compact">
              <div>
                <dt>{t("world.divines.kind")}</dt>
                <dd>{d.kind}</dd>
              </div>
              <div>
                <dt>{t("world.divines.plane")}</dt>
                <dd>{d.plane}</dd>
              </div>
              <div>
                <dt>{t("world.gods.alignment")}</dt>
                <dd>{d.alignment}</dd>
              </div>
            </dl>
            <HtmlView html={d.descr} />
          </section>
        ))}
      </div>
    </div>
  );
}
