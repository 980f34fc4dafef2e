import { type ReactNode, useMemo, useRef } from "react";
import {
  type DataColumn,
  DataTable,
  type Facet,
  FacetControls,
  FilterBar,
  htmlText,
  useFacetedList,
} from "../../components/table/index.ts";
import { useI18n } from "../../i18n/index.ts";
import { EntryHtml, Facts } from "./common.tsx";
import type { Named } from "./types.ts";

/**
 * The list of a set of named options (feats, invocations, maneuvers, metamagic, skill tricks,
 * infusions, backgrounds, ancestries): search, the set's facets, sortable columns after the name, rows
 * that open to the facts and the full text.
 */
export interface SimpleListProps<T extends Named> {
  rows: readonly T[];
  /** Columns after the name. */
  columns?: readonly DataColumn<T>[];
  facets?: readonly Facet<T>[];
  /** Facts shown above the description when a row opens. */
  facts?: (row: T) => [string, ReactNode][];
  /** More content after the description (traits, subraces...). */
  more?: (row: T) => ReactNode;
  /** Extra text the search looks in. */
  searchText?: (row: T) => string;
  /** "Feats", for the table's and the filters' accessible names. */
  noun: string;
}

const plain = new WeakMap<object, string>();
function describe(row: Named): string {
  let text = plain.get(row);
  if (text === undefined) {
    text = htmlText(row.description);
    plain.set(row, text);
  }
  return text;
}

/** The first sentence of an entry, for a summary column. */
export function firstSentence(row: Named, max = 140): string {
  const text = describe(row);
  const end = text.search(/[.!?](\s|$)/);
  const sentence = end >= 0 ? text.slice(0, end + 1) : text;
  return sentence.length > max ? `${sentence.slice(0, max - 1).replace(/\s+\S*$/, "")}…` : sentence;
}

export function SimpleList<T extends Named>({
  rows,
  columns = [],
  facets = [],
  facts,
  more,
  searchText,
  noun,
}: SimpleListProps<T>) {
  const { t } = useI18n();
  // The search text is built once per row: read the latest searchText without rebuilding it.
  const extraText = useRef(searchText);
  extraText.current = searchText;
  const text = useMemo(() => (r: T) => `${r.name} ${extraText.current?.(r) ?? ""} ${describe(r)}`, []);
  const list = useFacetedList({ rows, facets, text });
  const allColumns = useMemo<DataColumn<T>[]>(
    () => [
      { id: "name", header: t("opt.col.name"), cell: (r) => r.name, sortValue: (r) => r.name, width: "30%" },
      ...columns,
    ],
    [columns, t],
  );
  return (
    <>
      <FilterBar
        label={t("opt.filtersOf", { noun })}
        shown={list.rows.length}
        total={rows.length}
        active={list.active}
        onClear={list.clear}
      >
        <FacetControls list={list} facets={facets} searchLabel={t("tbl.search")} />
      </FilterBar>
      <DataTable
        label={noun}
        rows={list.rows}
        columns={allColumns}
        getId={(r) => r.id}
        getTitle={(r) => r.name}
        sort={list.state.sort}
        onSortChange={(sort) => list.set({ sort })}
        onHashMiss={(id) => {
          if (rows.some((r) => r.id === id)) list.clear();
        }}
        renderDetail={(r) => (
          <div className="entry">
            {facts ? <Facts items={facts(r)} /> : null}
            <EntryHtml html={r.description} />
            {more?.(r)}
          </div>
        )}
      />
    </>
  );
}
