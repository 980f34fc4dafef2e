import { atom, useAtom } from "jotai";
import { useEffect, useMemo } from "react";
import { createPortal } from "react-dom";
import { AppLink } from "../../app/AppLink.tsx";
import {
  ChipFilter,
  type DataColumn,
  DataTable,
  type Facet,
  FacetControls,
  FilterBar,
  Haystacks,
  htmlText,
  inRange,
  listParam,
  listValue,
  numberParam,
  queryWords,
  RangeFilter,
  Tabs,
  type UrlState,
  useFacetedList,
} from "../../components/table/index.ts";
import { type MessageKey, useI18n } from "../../i18n/index.ts";
import { EntryHtml, Facts, formatGp } from "./common.tsx";
import type { MagicItem } from "./types.ts";

/**
 * The magic-item catalogue: about 2,000 generated items in a virtualised table. Tabs by category with
 * counts, rarity and attunement filters, a cost range, text search over the fields the reader picks,
 * the full effect and crafting recipe on expand, and selected rows printed as cards.
 *
 * URL: cat (tab), q, in (search fields), rarity, att, min, max, sort. The selection is kept for the
 * visit (a jotai atom), so it survives switching tabs.
 */
export const CATEGORIES = ["weapon", "armor", "scroll", "wand", "other"] as const;
export const RARITY_KEYS = ["common", "uncommon", "rare", "very-rare", "legendary"] as const;
const RARITY_NAMES: Record<string, (typeof RARITY_KEYS)[number]> = {
  Uncommon: "uncommon",
  Rare: "rare",
  "Very Rare": "very-rare",
  Legendary: "legendary",
};
/** "Common or other": Common and anything outside the four named rarities. */
export const rarityKey = (item: MagicItem) => RARITY_NAMES[item.Rarity] ?? "common";
const rarityRank = (item: MagicItem) => RARITY_KEYS.indexOf(rarityKey(item));
const attuned = (item: MagicItem) => /^yes/i.test(item.Attunement);

export const SEARCH_FIELDS = ["name", "type", "effect", "recipe"] as const;
type SearchField = (typeof SEARCH_FIELDS)[number];
const DEFAULT_FIELDS: SearchField[] = ["name", "type"];

const hay = new Haystacks<MagicItem, SearchField>({
  name: (i) => i.Item,
  type: (i) => `${i.Type} ${i.Rarity}`,
  effect: (i) => htmlText(i.Effect),
  recipe: (i) => `${i.Recipe.summary} ${i.Recipe.tool ?? ""} ${i.Recipe.materials.join(" ")}`,
});

export function searchFields(state: UrlState): SearchField[] {
  const chosen = listParam(state, "in").filter((f): f is SearchField =>
    (SEARCH_FIELDS as readonly string[]).includes(f),
  );
  return chosen.length ? chosen : DEFAULT_FIELDS;
}

const extra = {
  keys: ["in", "min", "max"] as const,
  filter: (state: UrlState) => {
    const words = queryWords(state.q ?? "");
    const fields = searchFields(state);
    const min = numberParam(state, "min");
    const max = numberParam(state, "max");
    if (!words.length && min === undefined && max === undefined) return undefined;
    return (item: MagicItem) => inRange(item["Cost (gp)"], min, max) && hay.matches(item, fields, words);
  },
};

/** Rows picked for printing (ids), kept while the site is open. */
export const printSelectionAtom = atom<Record<string, true>>({});

function Recipe({ item }: { item: MagicItem }) {
  const { t, lang } = useI18n();
  const r = item.Recipe;
  return (
    <section className="recipe">
      <h2 className="h6">{t("mi.recipe")}</h2>
      {r.craftable ? (
        <>
          <Facts
            items={[
              [t("mi.tool"), r.tool],
              [t("mi.dc"), r.dc !== undefined ? String(r.dc) : undefined],
              [t("mi.days"), r.days !== undefined ? String(r.days) : undefined],
              [
                t("mi.materialCost"),
                r.materialCost !== undefined ? formatGp(r.materialCost, lang) : undefined,
              ],
            ]}
          />
          {r.materials.length ? (
            <ul className="materials">
              {r.materials.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          ) : null}
        </>
      ) : (
        <p>{r.summary}</p>
      )}
      <p className="entry-line">
        <AppLink href="/materia/crafting">{t("mi.craftingRules")}</AppLink>
      </p>
    </section>
  );
}

export function MagicItemDetail({ item }: { item: MagicItem }) {
  const { t, lang } = useI18n();
  return (
    <div className="entry magic-item">
      <Facts
        items={[
          [t("mi.type"), item.Type],
          [t("mi.rarity"), item.Rarity],
          [t("mi.attunement"), item.Attunement],
          [t("mi.cost"), formatGp(item["Cost (gp)"], lang)],
          [t("mi.weight"), `${item.Weight} lb.`],
          [t("mi.limit"), item.Limit !== undefined ? String(item.Limit) : undefined],
        ]}
      />
      <EntryHtml html={item.Effect} />
      <Recipe item={item} />
    </div>
  );
}

/** The printable cards (hidden on screen; the only thing printed while cards are being printed). */
function PrintCards({ items }: { items: MagicItem[] }) {
  const { t, lang } = useI18n();
  return createPortal(
    <div className="print-cards">
      {items.map((item) => (
        <article key={item.id} className="print-card">
          <h2>{item.Item}</h2>
          <p className="print-card-line">
            {item.Type}, {item.Rarity}
            {attuned(item) ? ` (${t("mi.requiresAttunement")})` : ""}
          </p>
          <p className="print-card-line">
            {formatGp(item["Cost (gp)"], lang)} · {item.Weight} lb.
          </p>
          <EntryHtml html={item.Effect} />
          <p className="print-card-recipe">{item.Recipe.summary}</p>
        </article>
      ))}
    </div>,
    document.body,
  );
}

export function printCards(): void {
  const root = document.documentElement;
  root.classList.add("tt-print-cards");
  const done = () => root.classList.remove("tt-print-cards");
  addEventListener("afterprint", done, { once: true });
  window.print();
  // Browsers where print() returns only once printing is over (or never fire afterprint).
  setTimeout(done, 1000);
}

export function MagicItemCatalogue({
  items,
  idPrefix = "mi",
}: {
  items: readonly MagicItem[];
  idPrefix?: string;
}) {
  const { t, lang } = useI18n();
  const [selected, setSelected] = useAtom(printSelectionAtom);
  const facets = useMemo<Facet<MagicItem>[]>(
    () => [
      {
        key: "cat",
        label: t("mi.category"),
        kind: "select",
        test: (i, [v]) => i.category === v,
        values: (i) => i.category,
      },
      {
        key: "rarity",
        label: t("mi.rarity"),
        kind: "chips",
        options: RARITY_KEYS.map((r) => ({ value: r, label: t(`mi.rarity.${r}` as MessageKey) })),
        test: (i, v) => v.includes(rarityKey(i)),
        values: rarityKey,
      },
      {
        key: "att",
        label: t("mi.attunement"),
        kind: "flag",
        test: (i, [v]) => attuned(i) === (v === "yes"),
      },
    ],
    [t],
  );
  const list = useFacetedList({ rows: items, facets, extra, keep: ["cat"] });
  const { state, set } = list;
  const catCounts = list.counts.get("cat");
  const allCount = [...(catCounts?.values() ?? [])].reduce((a, b) => a + b, 0);
  const cat = state.cat ?? "all";

  const columns = useMemo<DataColumn<MagicItem>[]>(
    () => [
      { id: "name", header: t("mi.item"), cell: (i) => i.Item, sortValue: (i) => i.Item, width: "34%" },
      {
        id: "type",
        header: t("mi.type"),
        cell: (i) => i.Type,
        sortValue: (i) => i.Type,
        className: "d-none d-md-table-cell",
      },
      {
        id: "rarity",
        header: t("mi.rarity"),
        cell: (i) => i.Rarity,
        sortValue: rarityRank,
        className: "d-none d-sm-table-cell",
        width: "7.5rem",
      },
      {
        id: "att",
        header: t("mi.attunementShort"),
        cell: (i) => (attuned(i) ? t("tbl.yes") : t("tbl.no")),
        sortValue: (i) => (attuned(i) ? 1 : 0),
        className: "d-none d-lg-table-cell",
        width: "6.5rem",
      },
      {
        id: "cost",
        header: t("mi.cost"),
        cell: (i) => formatGp(i["Cost (gp)"], lang),
        sortValue: (i) => i["Cost (gp)"],
        className: "num",
        width: "8.5rem",
      },
    ],
    [t, lang],
  );

  const picked = useMemo(() => items.filter((i) => selected[i.id]), [items, selected]);
  const fields = searchFields(state);
  const ids = useMemo(() => new Map(items.map((i) => [i.id, i])), [items]);

  // Remove the print class if the page goes away mid-print.
  useEffect(() => () => document.documentElement.classList.remove("tt-print-cards"), []);

  return (
    <div className="magic-items">
      <FilterBar
        label={t("mi.filters")}
        shown={list.rows.length}
        total={items.length}
        active={list.active}
        onClear={list.clear}
        actions={
          <div className="print-actions">
            <button
              type="button"
              className="btn btn-sm btn-primary"
              disabled={!picked.length}
              onClick={printCards}
            >
              {t("mi.print", { n: picked.length })}
            </button>
            {picked.length ? (
              <button type="button" className="btn btn-sm tt-btn-quiet" onClick={() => setSelected({})}>
                {t("mi.unselect")}
              </button>
            ) : null}
          </div>
        }
      >
        <FacetControls
          list={list}
          facets={facets.filter((f) => f.key !== "cat")}
          searchLabel={t("tbl.search")}
        >
          <ChipFilter
            label={t("mi.searchIn")}
            options={SEARCH_FIELDS.map((f) => ({ value: f, label: t(`mi.field.${f}` as MessageKey) }))}
            selected={fields}
            onChange={(v) => {
              const same = v.length === DEFAULT_FIELDS.length && DEFAULT_FIELDS.every((f) => v.includes(f));
              set({ in: same || !v.length ? null : listValue(v) });
            }}
          />
          <RangeFilter
            label={t("mi.costRange")}
            min={state.min ?? ""}
            max={state.max ?? ""}
            step={100}
            onChange={(min, max) => set({ min, max })}
          />
        </FacetControls>
      </FilterBar>
      <Tabs
        label={t("mi.categories")}
        idPrefix={idPrefix}
        value={cat}
        onChange={(c) => set({ cat: c === "all" ? null : c })}
        tabs={[
          { id: "all", label: t("mi.cat.all"), count: allCount },
          ...CATEGORIES.map((c) => ({
            id: c,
            label: t(`mi.cat.${c}` as MessageKey),
            count: catCounts?.get(c) ?? 0,
          })),
        ]}
      >
        <DataTable
          label={t("mi.table")}
          rows={list.rows}
          columns={columns}
          getId={(i) => i.id}
          getTitle={(i) => i.Item}
          sort={state.sort}
          onSortChange={(sort) => set({ sort })}
          selection={{ selected, onChange: (s) => setSelected(s as Record<string, true>) }}
          virtual
          onHashMiss={(id) => {
            const item = ids.get(id);
            if (!item) return;
            set({
              cat: cat === "all" || cat === item.category ? state.cat : item.category,
              q: null,
              in: null,
              rarity: null,
              att: null,
              min: null,
              max: null,
            });
          }}
          renderDetail={(i) => <MagicItemDetail item={i} />}
        />
      </Tabs>
      {picked.length ? <PrintCards items={picked} /> : null}
    </div>
  );
}
