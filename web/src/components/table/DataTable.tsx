import {
  type ColumnDef,
  createSortedRowModel,
  type ExpandedState,
  type Row,
  type RowSelectionState,
  rowExpandingFeature,
  rowSelectionFeature,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  type Updater,
  useTable,
} from "@tanstack/react-table";
import { useWindowVirtualizer } from "@tanstack/react-virtual";
import {
  type CSSProperties,
  type KeyboardEvent,
  memo,
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { headerOffset, scrollToY } from "../../app/scroll.ts";
import { useI18n } from "../../i18n/index.ts";
import { pushHash, replaceHash, useHashTarget } from "./hash.ts";
import "./table.css";

/**
 * The list of every options page and the magic-item catalogue: a real <table> (sortable headers with
 * aria-sort, rows that expand to the full entry, optional row selection), built on TanStack Table for
 * sorting, expansion and selection state, and virtualised with TanStack Virtual against the window
 * scroll when it is long, so thousands of rows cost what the visible ones cost.
 *
 * Every row has a stable id: it is the element id (`#fireball`), the hash of its permalink and the key
 * of its expansion and selection state. When the URL hash names a row, the row opens, is highlighted and
 * is scrolled to (rendering it first when virtualised); when it names a row the filters hide, the page
 * is told (`onHashMiss`) so it can clear them or switch tabs.
 *
 * Filtering is the page's business (it knows its facets): pass the filtered rows.
 */
export interface DataColumn<T> {
  id: string;
  header: string;
  /** The cell. The first column is the row's title: it becomes the expand button and permalink. */
  cell: (row: T) => ReactNode;
  /** What the column sorts by; without it the column does not sort. */
  sortValue?: (row: T) => string | number | undefined;
  /** Classes for the th and td, e.g. "num" (right-aligned figures) or "d-none d-md-table-cell". */
  className?: string;
  /** CSS width of the column (the table lays out fixed, so columns keep their width while scrolling). */
  width?: string;
}

export interface DataTableProps<T extends object> {
  rows: readonly T[];
  columns: readonly DataColumn<T>[];
  /** Stable id: element id, hash and state key. */
  getId: (row: T) => string;
  /** Accessible name of the row (used in "Show details of {name}", "Select {name}"). */
  getTitle: (row: T) => string;
  /** The expanded row's content; without it rows do not expand. */
  renderDetail?: (row: T) => ReactNode;
  /** Accessible name of the table. */
  label: string;
  /** "level" or "-level" (descending); undefined keeps the data order. */
  sort?: string | undefined;
  onSortChange?: (sort: string | null) => void;
  /** Row selection (checkbox column); the state is the page's. */
  selection?: { selected: RowSelectionState; onChange: (next: RowSelectionState) => void };
  /**
   * Anchors inside a row's detail (`#wizard-2-arcane-recovery`): the id of the row that holds the hash's
   * element, so the row opens and the element is scrolled to.
   */
  rowForHash?: (hash: string) => string | undefined;
  /** The hash named a row that is not among `rows` (filtered out or on another tab). */
  onHashMiss?: (id: string) => void;
  /** Virtualise (default: more than 80 rows). */
  virtual?: boolean;
  /** Estimated height of a closed row in px (virtualisation). */
  estimateSize?: number;
  /** Shown when there are no rows. */
  empty?: ReactNode;
  className?: string;
}

const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  rowExpandingFeature,
  rowSelectionFeature,
});
type Features = typeof features;

export function parseSort(sort: string | undefined): SortingState {
  if (!sort) return [];
  const desc = sort.startsWith("-");
  return [{ id: desc ? sort.slice(1) : sort, desc }];
}

export function formatSort(state: SortingState): string | null {
  const first = state[0];
  return first ? `${first.desc ? "-" : ""}${first.id}` : null;
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined || a === null || a === "") return 1;
  if (b === undefined || b === null || b === "") return -1;
  if (typeof a === "number" && typeof b === "number") return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: "base" });
}

const resolve = <S,>(updater: Updater<S>, old: S): S =>
  typeof updater === "function" ? (updater as (o: S) => S)(old) : updater;

function useScrollMargin(ref: React.RefObject<HTMLElement | null>): number {
  const [margin, setMargin] = useState(0);
  const current = useRef(0);
  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const top = Math.round(el.getBoundingClientRect().top + window.scrollY);
    if (Math.abs(current.current - top) > 1) {
      current.current = top;
      setMargin(top);
    }
  }, [ref]);
  // Content above the list (filter bar, intro text) can change height at any time.
  useLayoutEffect(() => {
    measure();
    const ro = new ResizeObserver(() => measure());
    const parent = ref.current?.parentElement;
    if (parent) ro.observe(parent);
    ro.observe(document.body);
    return () => ro.disconnect();
  }, [measure, ref]);
  return margin;
}

/** Bootstrap's breakpoints (px): a column classed "d-none d-md-table-cell" shows from md up. */
const BREAKPOINTS = { sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;
const RESPONSIVE = /\bd-none\b|\bd-(sm|md|lg|xl|xxl)-table-cell\b/g;

/** The minimum viewport width at which a column shows (0: always), from its responsive classes. */
export function shownFrom(className: string | undefined): number {
  if (!className || !/\bd-none\b/.test(className)) return 0;
  const bp = /\bd-(sm|md|lg|xl|xxl)-table-cell\b/.exec(className)?.[1] as
    | keyof typeof BREAKPOINTS
    | undefined;
  return bp ? BREAKPOINTS[bp] : Number.POSITIVE_INFINITY;
}

function subscribeWidth(onChange: () => void): () => void {
  const queries = Object.values(BREAKPOINTS).map((px) => matchMedia(`(min-width: ${px}px)`));
  for (const q of queries) q.addEventListener("change", onChange);
  return () => {
    for (const q of queries) q.removeEventListener("change", onChange);
  };
}
/** The largest breakpoint the viewport reaches (changes only when one is crossed). */
function currentBreakpoint(): number {
  if (typeof matchMedia === "undefined") return BREAKPOINTS.xxl;
  let at = 0;
  for (const px of Object.values(BREAKPOINTS)) if (matchMedia(`(min-width: ${px}px)`).matches) at = px;
  return at;
}

/**
 * Which columns show at the current width. Hidden columns are not rendered at all (rather than hidden
 * by CSS), so the fixed table layout shares the width among the visible ones and phones get less DOM.
 */
function useShown<T>(columns: readonly DataColumn<T>[]): {
  shown: boolean[];
  classOf: (c: DataColumn<T>) => string | undefined;
} {
  const width = useSyncExternalStore(subscribeWidth, currentBreakpoint, () => BREAKPOINTS.xxl);
  const shown = useMemo(() => columns.map((c) => width >= shownFrom(c.className)), [columns, width]);
  const classOf = useCallback(
    (c: DataColumn<T>) => c.className?.replace(RESPONSIVE, "").replace(/\s+/g, " ").trim() || undefined,
    [],
  );
  return { shown, classOf };
}

function Chevron({ open }: { open: boolean }) {
  return (
    <svg
      className={`dt-chevron${open ? " is-open" : ""}`}
      viewBox="0 0 16 16"
      width="12"
      height="12"
      aria-hidden="true"
    >
      <path d="M5 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

interface RowViewProps<T extends object> {
  /** The row's data (not the table's Row object, which is new after every filter change). */
  data: T;
  id: string;
  columns: readonly DataColumn<T>[];
  title: string;
  expanded: boolean;
  selected: boolean;
  target: boolean;
  selectable: boolean;
  expandable: boolean;
  renderDetail?: ((row: T) => ReactNode) | undefined;
  onToggle: (id: string) => void;
  onPermalink: (id: string) => void;
  onSelect?: ((id: string, event: unknown) => void) | undefined;
  measure?: ((el: HTMLElement | null) => void) | undefined;
  index: number;
  colSpan: number;
  shown: boolean[];
  classOf: (c: DataColumn<T>) => string | undefined;
}

function RowViewInner<T extends object>({
  data,
  id,
  columns,
  title,
  expanded,
  selected,
  target,
  selectable,
  expandable,
  renderDetail,
  onToggle,
  onPermalink,
  onSelect,
  measure,
  index,
  colSpan,
  shown,
  classOf,
}: RowViewProps<T>) {
  const { t } = useI18n();
  const detailId = `${id}--detail`;
  return (
    <tbody
      id={id}
      ref={measure}
      data-index={index}
      className={`dt-item${expanded ? " is-open" : ""}${target ? " is-target" : ""}${selected ? " is-selected" : ""}`}
    >
      <tr className="dt-row">
        {selectable ? (
          <td className="dt-select">
            <input
              type="checkbox"
              className="form-check-input"
              checked={selected}
              aria-label={t("tbl.select", { name: title })}
              onChange={() => undefined}
              onClick={(e) => onSelect?.(id, e)}
            />
          </td>
        ) : null}
        {columns.map((col, i) =>
          !shown[i] ? null : i === 0 ? (
            <th key={col.id} scope="row" className={`dt-title${classOf(col) ? ` ${classOf(col)}` : ""}`}>
              {expandable ? (
                <button
                  type="button"
                  className="dt-toggle"
                  aria-expanded={expanded}
                  aria-controls={expanded ? detailId : undefined}
                  onClick={() => onToggle(id)}
                >
                  <Chevron open={expanded} />
                  <span>{col.cell(data)}</span>
                </button>
              ) : (
                <span className="dt-toggle is-static">{col.cell(data)}</span>
              )}
              <a
                className="dt-permalink"
                href={`#${id}`}
                aria-label={t("tbl.permalink", { name: title })}
                onClick={(e) => {
                  if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
                  e.preventDefault();
                  onPermalink(id);
                }}
              >
                #
              </a>
            </th>
          ) : (
            <td key={col.id} className={classOf(col)}>
              {col.cell(data)}
            </td>
          ),
        )}
      </tr>
      {expanded && renderDetail ? (
        <tr className="dt-detail">
          <td colSpan={colSpan} id={detailId}>
            {renderDetail(data)}
          </td>
        </tr>
      ) : null}
    </tbody>
  );
}
const RowView = memo(RowViewInner) as typeof RowViewInner;

export function DataTable<T extends object>({
  rows,
  columns,
  getId,
  getTitle,
  renderDetail,
  label,
  sort,
  onSortChange,
  selection,
  rowForHash,
  onHashMiss,
  virtual,
  estimateSize = 41,
  empty,
  className,
}: DataTableProps<T>) {
  const { t } = useI18n();
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});
  const [localSort, setLocalSort] = useState<SortingState>(() => parseSort(sort));
  const sorting = onSortChange ? parseSort(sort) : localSort;
  const expandable = Boolean(renderDetail);
  // Pages pass renderDetail inline; a stable wrapper keeps the memoised rows from re-rendering for it.
  const detailRef = useRef(renderDetail);
  detailRef.current = renderDetail;
  const stableDetail = useCallback((d: T) => detailRef.current?.(d), []);
  const selectable = Boolean(selection);

  const columnDefs = useMemo<ColumnDef<Features, T, unknown>[]>(
    () =>
      columns.map((c) => ({
        id: c.id,
        header: c.header,
        accessorFn: (row: T) => c.sortValue?.(row),
        enableSorting: Boolean(c.sortValue),
        sortFn: (a: Row<Features, T>, b: Row<Features, T>, colId: string) =>
          compare(a.getValue(colId), b.getValue(colId)),
      })),
    [columns],
  );
  const data = rows as T[];
  const table = useTable<Features, T>({
    features,
    columns: columnDefs,
    data,
    getRowId: (row: T) => getId(row),
    getRowCanExpand: () => expandable,
    state: {
      sorting,
      expanded: expanded as ExpandedState,
      rowSelection: selection?.selected ?? {},
    },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = resolve(updater, sorting);
      if (onSortChange) onSortChange(formatSort(next));
      else setLocalSort(next);
    },
    onExpandedChange: (updater: Updater<ExpandedState>) =>
      setExpanded((old) => {
        const next = resolve(updater, old as ExpandedState);
        return next === true ? {} : (next as Record<string, boolean>);
      }),
    onRowSelectionChange: (updater: Updater<RowSelectionState>) => {
      if (selection) selection.onChange(resolve(updater, selection.selected));
    },
    // Filtering hands the table new data on every keystroke: keep rows open and selected through it.
    autoResetExpanded: false,
    enableSortingRemoval: true,
    sortDescFirst: false,
    enableMultiSort: false,
  });
  const modelRows = table.getRowModel().rows;
  const tableRef = useRef(table);
  tableRef.current = table;
  const useVirtual = virtual ?? rows.length > 80;

  const listRef = useRef<HTMLTableElement | null>(null);
  const scrollMargin = useScrollMargin(listRef);
  /** The average height of the closed rows measured so far (updated after each render, no layout read). */
  const average = useRef(estimateSize);
  const virtualizer = useWindowVirtualizer({
    count: modelRows.length,
    // Unmeasured rows are estimated at the average height of the rows measured so far, so jumping to a
    // far row (a deep link) lands close to it at once.
    estimateSize: () => average.current,
    overscan: 10,
    scrollMargin,
    getItemKey: (i) => modelRows[i]?.id ?? i,
    enabled: useVirtual,
  });
  useEffect(() => {
    if (!useVirtual) return;
    const closed = virtualizer.getVirtualItems().filter((v) => !expandedRef.current[String(v.key)]);
    if (closed.length) average.current = closed.reduce((n, v) => n + v.size, 0) / closed.length;
  });

  // Rows that change height above the window move the page only when the virtualiser's idea of the
  // scroll position is current (after a programmatic jump it can lag a frame behind and would undo it).
  virtualizer.shouldAdjustScrollPositionOnItemSizeChange = (item, _delta, instance) => {
    const offset = instance.scrollOffset ?? 0;
    return Math.abs(offset - window.scrollY) < 2 && item.end <= offset;
  };

  // ---- the hash: open, highlight and scroll to the row it names ----
  const hash = useHashTarget();
  const [target, setTarget] = useState("");
  const handled = useRef("");
  const indexOf = useCallback((id: string) => modelRows.findIndex((r) => r.id === id), [modelRows]);
  useEffect(() => {
    if (!hash) {
      handled.current = "";
      setTarget("");
      return;
    }
    if (handled.current === hash) return;
    let rowId = hash;
    let index = indexOf(hash);
    if (index < 0 && rowForHash) {
      rowId = rowForHash(hash) ?? hash;
      index = indexOf(rowId);
    }
    if (index < 0) {
      onHashMiss?.(hash);
      return;
    }
    handled.current = hash;
    setTarget(rowId);
    if (expandable) setExpanded((e) => (e[rowId] ? e : { ...e, [rowId]: true }));
    revealRow(listRef.current, index, rowId, hash);
  }, [hash, indexOf, rowForHash, onHashMiss, expandable]);

  const expandedRef = useRef(expanded);
  expandedRef.current = expanded;
  const onToggle = useCallback((id: string) => {
    const open = !expandedRef.current[id];
    // Closing the linked row: the URL no longer points at it.
    if (!open && id === handled.current) replaceHash("");
    setExpanded((e) => ({ ...e, [id]: open }));
  }, []);
  const onPermalink = useCallback((id: string) => {
    handled.current = "";
    pushHash(id);
  }, []);
  const onSelect = useCallback((id: string, event: unknown) => {
    tableRef.current.getRow(id).getToggleSelectedHandler()(event);
  }, []);

  /** Arrow keys move between the rows' expand buttons (rendering rows as needed). */
  const onKeyDown = (e: KeyboardEvent<HTMLTableElement>) => {
    if (e.key !== "ArrowDown" && e.key !== "ArrowUp") return;
    const el = e.target instanceof HTMLElement ? e.target : null;
    if (!el?.classList.contains("dt-toggle")) return;
    const item = el.closest<HTMLElement>("tbody.dt-item");
    const index = Number(item?.dataset.index);
    if (!Number.isFinite(index)) return;
    const next = index + (e.key === "ArrowDown" ? 1 : -1);
    if (next < 0 || next >= modelRows.length) return;
    e.preventDefault();
    const id = modelRows[next]!.id;
    const focus = () => document.getElementById(id)?.querySelector<HTMLElement>(".dt-toggle")?.focus();
    if (useVirtual && !document.getElementById(id)) {
      virtualizer.scrollToIndex(next, { align: "auto" });
      requestAnimationFrame(() => requestAnimationFrame(focus));
    } else focus();
  };

  const { shown, classOf } = useShown(columns);
  const colSpan = shown.filter(Boolean).length + (selectable ? 1 : 0);
  const items = useVirtual ? virtualizer.getVirtualItems() : [];
  const padTop = useVirtual && items.length ? items[0]!.start - scrollMargin : 0;
  // Before the virtualiser knows the window (first render), the spacer still gives the page its height.
  const padBottom = !useVirtual
    ? 0
    : items.length
      ? virtualizer.getTotalSize() - (items[items.length - 1]!.end - scrollMargin)
      : virtualizer.getTotalSize();
  const visible = useVirtual
    ? items.map((v) => ({ row: modelRows[v.index]!, index: v.index }))
    : modelRows.map((row, index) => ({ row, index }));
  const allSelected = selectable && modelRows.length > 0 && table.getIsAllRowsSelected();
  const someSelected = selectable && !allSelected && table.getIsSomeRowsSelected();

  return (
    <table
      ref={listRef}
      className={`table dt${className ? ` ${className}` : ""}`}
      aria-label={label}
      onKeyDown={onKeyDown}
    >
      <thead>
        <tr>
          {selectable ? (
            <th scope="col" className="dt-select" style={{ "--dt-col-w": "2.5rem" } as CSSProperties}>
              <input
                type="checkbox"
                className="form-check-input"
                checked={allSelected}
                ref={(el) => {
                  if (el) el.indeterminate = someSelected;
                }}
                aria-label={t("tbl.selectAll")}
                onChange={table.getToggleAllRowsSelectedHandler()}
              />
            </th>
          ) : null}
          {table.getHeaderGroups()[0]!.headers.map((header, i) => {
            const col = columns[i]!;
            if (!shown[i]) return null;
            const dir = header.column.getIsSorted();
            return (
              <th
                key={header.id}
                scope="col"
                className={[i === 0 ? "dt-title-col" : "", classOf(col) ?? ""].join(" ").trim() || undefined}
                // Column widths come from this row (fixed layout): from the sm breakpoint up (table.css); on
                // phones the visible columns share the width. Hidden cells make no column at all.
                style={col.width ? ({ "--dt-col-w": col.width } as CSSProperties) : undefined}
                aria-sort={dir === "asc" ? "ascending" : dir === "desc" ? "descending" : undefined}
              >
                {header.column.getCanSort() ? (
                  <button
                    type="button"
                    className={`dt-sort${dir ? " is-sorted" : ""}`}
                    onClick={header.column.getToggleSortingHandler()}
                  >
                    {col.header}
                    <span className="dt-sort-icon" aria-hidden="true">
                      {dir === "asc" ? "▲" : dir === "desc" ? "▼" : "↕"}
                    </span>
                  </button>
                ) : (
                  col.header
                )}
              </th>
            );
          })}
        </tr>
      </thead>
      {padTop > 0 ? (
        <tbody aria-hidden="true" className="dt-spacer">
          <tr>
            <td colSpan={colSpan} style={{ height: padTop }} />
          </tr>
        </tbody>
      ) : null}
      {modelRows.length === 0 ? (
        <tbody>
          <tr>
            <td colSpan={colSpan} className="dt-empty">
              {empty ?? t("tbl.empty")}
            </td>
          </tr>
        </tbody>
      ) : (
        visible.map(({ row, index }) => (
          <RowView<T>
            key={row.id}
            data={row.original}
            id={row.id}
            index={index}
            columns={columns}
            title={getTitle(row.original)}
            expanded={Boolean(expanded[row.id])}
            selected={selectable && Boolean(selection?.selected[row.id])}
            target={target === row.id}
            selectable={selectable}
            expandable={expandable}
            renderDetail={expandable ? stableDetail : undefined}
            onToggle={onToggle}
            onPermalink={onPermalink}
            onSelect={onSelect}
            measure={useVirtual ? virtualizer.measureElement : undefined}
            colSpan={colSpan}
            shown={shown}
            classOf={classOf}
          />
        ))
      )}
      {padBottom > 0 ? (
        <tbody aria-hidden="true" className="dt-spacer">
          <tr>
            <td colSpan={colSpan} style={{ height: padBottom }} />
          </tr>
        </tbody>
      ) : null}
    </table>
  );
}

/**
 * Brings a row into view: first, in a virtual list, by moving the window toward it using the rows that
 * are rendered (their real heights, so it converges in a few frames whatever the estimates); then by
 * keeping its element (or the hash's) just below the site header and the table's sticky header for a
 * few frames while the rows above it are measured. Any wheel, touch, key or click from the reader ends
 * it.
 */
/** An instant scroll (Bootstrap makes the root's scroll-behavior smooth, which would lag a frame behind). */
const jumpTo = (y: number) => window.scrollTo({ top: Math.max(0, y), behavior: "instant" });

function revealRow(table: HTMLTableElement | null, index: number, rowId: string, elementId: string): void {
  let frames = 0;
  let stable = 0;
  let stopped = false;
  const events = ["wheel", "touchstart", "keydown", "mousedown"] as const;
  const stop = () => {
    stopped = true;
    for (const e of events) removeEventListener(e, stop);
  };
  for (const e of events) addEventListener(e, stop, { passive: true });
  const thead = table?.querySelector<HTMLElement>(":scope > thead");
  const offset = () => headerOffset() + (thead?.offsetHeight ?? 0);
  /** Not rendered yet: scroll past the rendered rows in its direction, by their average height. */
  const approach = () => {
    const rendered = table ? [...table.querySelectorAll<HTMLElement>(":scope > tbody.dt-item")] : [];
    if (!rendered.length) return;
    const first = rendered[0]!;
    const last = rendered[rendered.length - 1]!;
    const firstIndex = Number(first.dataset.index);
    const lastIndex = Number(last.dataset.index);
    const avg =
      (last.getBoundingClientRect().bottom - first.getBoundingClientRect().top) /
      (lastIndex - firstIndex + 1);
    const target =
      index > lastIndex
        ? last.getBoundingClientRect().bottom + (index - lastIndex - 1) * avg
        : first.getBoundingClientRect().top - (firstIndex - index) * avg;
    jumpTo(window.scrollY + target - offset());
  };
  const step = () => {
    if (stopped) return;
    const el = document.getElementById(elementId) ?? document.getElementById(rowId);
    // Stop the shell's own smooth scroll to the hash: this one knows about the sticky table header.
    scrollToY(window.scrollY);
    if (!el) approach();
    else {
      const delta = el.getBoundingClientRect().top - offset();
      if (Math.abs(delta) > 1) {
        jumpTo(window.scrollY + delta);
        stable = 0;
      } else stable++;
    }
    if (++frames < 120 && stable < 4) requestAnimationFrame(step);
    else stop();
  };
  requestAnimationFrame(step);
}
