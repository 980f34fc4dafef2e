import type { ReactNode } from "react";
import { useI18n } from "../../i18n/index.ts";

export type SortDir = "asc" | "desc";

/**
 * A sortable column header: a button inside the `<th>`, `aria-sort` on the header of the sorted column.
 * The first click sorts ascending, the next one descending.
 */
export function SortHeader({
  column,
  sort,
  dir,
  onSort,
  className,
  children,
}: {
  column: string;
  sort: string;
  dir: SortDir;
  onSort: (column: string, dir: SortDir) => void;
  className?: string | undefined;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const active = sort === column;
  return (
    <th
      scope="col"
      className={className}
      aria-sort={active ? (dir === "asc" ? "ascending" : "descending") : undefined}
    >
      <button
        type="button"
        className="sort-button"
        onClick={() => onSort(column, active && dir === "asc" ? "desc" : "asc")}
      >
        {children}
        <span className="sort-mark" aria-hidden="true">
          {active ? (dir === "asc" ? "▲" : "▼") : "↕"}
        </span>
        <span className="visually-hidden">
          {active ? t(dir === "asc" ? "world.sortedAsc" : "world.sortedDesc") : t("world.sortBy")}
        </span>
      </button>
    </th>
  );
}

/** Compares strings the way people read them (numbers in order, case ignored). */
export const collator = new Intl.Collator("en", { numeric: true, sensitivity: "base" });
