import "./world.css";
import { useMemo } from "react";
import { useI18n } from "../../i18n/index.ts";
import type { LanguageRow } from "../../state/world.ts";
import { HtmlView } from "../HtmlView.tsx";
import { FilterBar, matchesWords, ScrollRegion, TextFilter } from "./Filters.tsx";
import { htmlText } from "./lore-html.ts";
import { collator, type SortDir, SortHeader } from "./SortHeader.tsx";
import { useHash, useQuery } from "./url.ts";

const COLUMNS = ["Language", "Script", "Speakers", "Regions"] as const;
type Column = (typeof COLUMNS)[number];

/** The languages of a setting: who speaks them, where, and in which script; sortable and filterable. */
export function LanguagesTable({ languages, caption }: { languages: LanguageRow[]; caption: string }) {
  const { t } = useI18n();
  const hash = useHash();
  const [query, setQuery] = useQuery();
  const q = query.get("q") ?? "";
  const sortParam = query.get("sort") as Column | null;
  const sort: Column = sortParam && COLUMNS.includes(sortParam) ? sortParam : "Language";
  const dir: SortDir = query.get("dir") === "desc" ? "desc" : "asc";
  const rows = useMemo(() => {
    const sign = dir === "asc" ? 1 : -1;
    return languages
      .filter(
        (l) =>
          l.id === hash ||
          matchesWords(`${l.Language} ${l.Script} ${l.Speakers} ${l.Regions} ${htmlText(l.Description)}`, q),
      )
      .sort((a, b) => sign * collator.compare(a[sort], b[sort]));
  }, [languages, hash, q, sort, dir]);
  const label: Record<Column, string> = {
    Language: t("world.lang.language"),
    Script: t("world.lang.script"),
    Speakers: t("world.lang.speakers"),
    Regions: t("world.lang.regions"),
  };
  return (
    <div className="languages">
      <FilterBar
        label={t("world.lang.filters")}
        shown={rows.length}
        total={languages.length}
        onClear={() => setQuery({ q: null })}
      >
        <TextFilter label={t("world.search")} value={q} onChange={(v) => setQuery({ q: v })} />
      </FilterBar>
      <ScrollRegion label={caption}>
        <table className="table world-table languages-table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {COLUMNS.map((c) => (
                <SortHeader
                  key={c}
                  column={c}
                  sort={sort}
                  dir={dir}
                  onSort={(col, d) =>
                    setQuery({ sort: col === "Language" ? null : col, dir: d === "desc" ? "desc" : null })
                  }
                >
                  {label[c]}
                </SortHeader>
              ))}
              <th scope="col">{t("world.lang.description")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((l) => (
              <tr key={l.id} id={l.id} className={hash === l.id ? "is-target" : undefined}>
                <th scope="row">
                  <a href={`#${l.id}`}>{l.Language}</a>
                </th>
                <td>{l.Script || "—"}</td>
                <td>{l.Speakers}</td>
                <td>{l.Regions}</td>
                <td>
                  <HtmlView html={l.Description} className="cell-html" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {rows.length === 0 ? <p className="world-empty">{t("world.noResults")}</p> : null}
    </div>
  );
}
