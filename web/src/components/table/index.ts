/**
 * The list toolkit: URL-backed filter state, filter bar controls, tabs and a virtualised data table
 * with expandable, selectable, deep-linkable rows. Pages filter their rows (filters.ts helps) and hand
 * them to DataTable.
 */
export { type DataColumn, DataTable, type DataTableProps, formatSort, parseSort } from "./DataTable.tsx";
export {
  ChipFilter,
  type FacetOption,
  FilterBar,
  FlagFilter,
  RangeFilter,
  SearchFilter,
  SelectFilter,
} from "./FilterBar.tsx";
export {
  type Facet,
  FacetControls,
  type FacetedList,
  type FacetedListOptions,
  useFacetedList,
} from "./faceted.tsx";
export {
  countBy,
  distinct,
  fold,
  Haystacks,
  htmlText,
  inRange,
  matchesWords,
  queryWords,
} from "./filters.ts";
export { decodeHash, pushHash, replaceHash, useHashTarget } from "./hash.ts";
export { type TabDef, Tabs } from "./Tabs.tsx";
export {
  applyPatch,
  formatSearch,
  listParam,
  listValue,
  numberParam,
  parseSearch,
  type UrlPatch,
  type UrlState,
  useUrlState,
} from "./url-state.ts";
