import "./world.css";
import { Fragment, useMemo } from "react";
import { useI18n } from "../../i18n/index.ts";
import type { God } from "../../state/world.ts";
import { HtmlView } from "../HtmlView.tsx";
import { FilterBar, matchesWords, ScrollRegion, SelectFilter, TextFilter } from "./Filters.tsx";
import { useOpenEntries } from "./open-entries.ts";
import { collator, type SortDir, SortHeader } from "./SortHeader.tsx";
import { useQuery } from "./url.ts";

const COLUMNS = ["name", "portfolio", "domains", "alignment", "symbol"] as const;
type Column = (typeof COLUMNS)[number];

const cap = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

function sortValue(g: God, column: Column): string {
  if (column === "domains") return g.domains5.join(", ");
  return g[column];
}

/** One god's full entry: title, facts, tenets and lore. */
export function GodDetail({ god }: { god: God }) {
  const { t } = useI18n();
  const facts: [string, string | undefined][] = [
    [t("world.gods.pantheon"), god.pantheon],
    [t("world.gods.home"), god.home],
    [t("world.gods.domains"), god.domains5.map(cap).join(", ")],
    [t("world.gods.alignment"), god.alignment],
    [t("world.gods.symbol"), god.symbol],
    [t("world.gods.weapon"), god.weapon],
    [t("world.gods.holiday"), god.holiday],
  ];
  return (
    <div className="god-detail">
      <p className="god-title">
        {god.name}, {god.title}. <span className="text-body-secondary">{god.portfolio}</span>
      </p>
      <dl className="world-facts">
        {facts
          .filter(([, v]) => v)
          .map(([k, v]) => (
            <div key={k}>
              <dt>{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
      </dl>
      {god.tenets?.length ? (
        <>
          <h3 className="world-subhead">{t("world.gods.tenets")}</h3>
          <ul className="god-tenets">
            {god.tenets.map((x) => (
              <li key={x}>{x}</li>
            ))}
          </ul>
        </>
      ) : null}
      <h3 className="world-subhead">{t("world.gods.lore")}</h3>
      <HtmlView html={god.lore} />
    </div>
  );
}

/**
 * A pantheon as a sortable table (name, portfolio, domains, alignment, symbol) with text, domain and
 * alignment filters in the URL. A god's row expands to the full entry; `#id` opens it directly.
 */
export function GodsTable({ gods, caption }: { gods: God[]; caption: string }) {
  const { t } = useI18n();
  const [query, setQuery] = useQuery();
  const q = query.get("q") ?? "";
  const domain = query.get("domain") ?? "";
  const alignment = query.get("alignment") ?? "";
  const sortParam = query.get("sort") as Column | null;
  const sort: Column = sortParam && COLUMNS.includes(sortParam) ? sortParam : "name";
  const dir: SortDir = query.get("dir") === "desc" ? "desc" : "asc";

  const { open, hash, toggle } = useOpenEntries(gods, "id");

  const domains = useMemo(() => [...new Set(gods.flatMap((g) => g.domains5))].sort(), [gods]);
  const alignments = useMemo(() => [...new Set(gods.map((g) => g.alignment))].sort(), [gods]);

  const rows = useMemo(() => {
    const list = gods.filter(
      (g) =>
        g.id === hash ||
        ((!domain || g.domains5.includes(domain)) &&
          (!alignment || g.alignment === alignment) &&
          matchesWords(`${g.name} ${g.title} ${g.portfolio} ${g.symbol} ${g.domains5.join(" ")}`, q)),
    );
    const sign = dir === "asc" ? 1 : -1;
    return list.sort((a, b) => sign * collator.compare(sortValue(a, sort), sortValue(b, sort)));
  }, [gods, hash, domain, alignment, q, sort, dir]);

  const onSort = (column: string, d: SortDir) =>
    setQuery({ sort: column === "name" ? null : column, dir: d === "desc" ? "desc" : null });
  const label: Record<Column, string> = {
    name: t("world.gods.name"),
    portfolio: t("world.gods.portfolio"),
    domains: t("world.gods.domains"),
    alignment: t("world.gods.alignment"),
    symbol: t("world.gods.symbol"),
  };

  return (
    <div className="gods">
      <FilterBar
        label={t("world.gods.filters")}
        shown={rows.length}
        total={gods.length}
        onClear={() => setQuery({ q: null, domain: null, alignment: null })}
      >
        <TextFilter label={t("world.search")} value={q} onChange={(v) => setQuery({ q: v })} />
        <SelectFilter
          label={t("world.gods.domain")}
          value={domain}
          anyLabel={t("world.any")}
          options={domains.map((d) => ({ value: d, label: cap(d) }))}
          onChange={(v) => setQuery({ domain: v })}
        />
        <SelectFilter
          label={t("world.gods.alignment")}
          value={alignment}
          anyLabel={t("world.any")}
          options={alignments.map((a) => ({ value: a, label: a }))}
          onChange={(v) => setQuery({ alignment: v })}
        />
      </FilterBar>
      <ScrollRegion label={caption}>
        <table className="table world-table gods-table align-middle">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {COLUMNS.map((c) => (
                <SortHeader key={c} column={c} sort={sort} dir={dir} onSort={onSort} className={`col-${c}`}>
                  {label[c]}
                </SortHeader>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((g) => {
              const expanded = open.has(g.id);
              return (
                <Fragment key={g.id}>
                  <tr id={g.id} className={hash === g.id ? "is-target" : undefined}>
                    <th scope="row" className="col-name">
                      <button
                        type="button"
                        className="row-toggle"
                        aria-expanded={expanded}
                        aria-controls={`${g.id}-detail`}
                        onClick={() => toggle(g.id)}
                      >
                        <span className="row-caret" aria-hidden="true" />
                        {g.name}
                      </button>
                      <span className="god-epithet">{g.title}</span>
                    </th>
                    <td className="col-portfolio">{g.portfolio}</td>
                    <td className="col-domains">{g.domains5.map(cap).join(", ")}</td>
                    <td className="col-alignment">{g.alignment}</td>
                    <td className="col-symbol">{g.symbol}</td>
                  </tr>
                  <tr id={`${g.id}-detail`} className="detail-row" hidden={!expanded}>
                    <td colSpan={COLUMNS.length}>{expanded ? <GodDetail god={g} /> : null}</td>
                  </tr>
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
      {rows.length === 0 ? <p className="world-empty">{t("world.noResults")}</p> : null}
    </div>
  );
}
