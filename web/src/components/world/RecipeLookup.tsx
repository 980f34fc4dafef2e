import "./world.css";
import { useVirtualizer } from "@tanstack/react-virtual";
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import type { MagicItem } from "../../../../core/rules/magic-items.ts";
import { useI18n } from "../../i18n/index.ts";
import { formatGp } from "../../i18n/numbers.ts";
import { HtmlView } from "../HtmlView.tsx";
import { fold, SelectFilter } from "./Filters.tsx";
import { useQuery } from "./url.ts";

// The catalogue's shape is defined once, where it is built.
export type { MagicItem, Recipe } from "../../../../core/rules/magic-items.ts";

const RARITIES = ["Common", "Uncommon", "Rare", "Very Rare", "Legendary"];
const ROW_PX = 44;

/** Name matches: items whose name starts with the query first, then the rest, each by name. */
export function searchItems(
  items: MagicItem[],
  text: string,
  rarity: string,
  craftableOnly: boolean,
): MagicItem[] {
  const words = fold(text).split(/\s+/).filter(Boolean);
  const starts: MagicItem[] = [];
  const rest: MagicItem[] = [];
  const first = words.join(" ");
  for (const item of items) {
    if (rarity && item.Rarity !== rarity) continue;
    if (craftableOnly && !item.Recipe.craftable) continue;
    const name = fold(item.Item);
    if (!words.every((w) => name.includes(w))) continue;
    (first && name.startsWith(first) ? starts : rest).push(item);
  }
  return starts.concat(rest);
}

/** One item's recipe: materials, tool, DC, days and costs (or why it cannot be crafted). */
export function RecipeCard({ item }: { item: MagicItem }) {
  const { t, lang } = useI18n();
  const gp = (n: number) => formatGp(n, lang);
  const r = item.Recipe;
  return (
    <section className="recipe-card" aria-labelledby="recipe-title">
      <h3 id="recipe-title" className="recipe-title">
        {item.Item}
      </h3>
      <p className="recipe-meta">
        {item.Type}, {item.Rarity}
        {item.Attunement && item.Attunement !== "No" ? ` (${t("world.craft.attunement")})` : ""}
      </p>
      {r.craftable ? (
        <dl className="world-facts recipe-facts">
          <div>
            <dt>{t("world.craft.tool")}</dt>
            <dd>{r.tool}</dd>
          </div>
          <div>
            <dt>{t("world.craft.dc")}</dt>
            <dd>{r.dc}</dd>
          </div>
          <div>
            <dt>{t("world.craft.days")}</dt>
            <dd>{r.days}</dd>
          </div>
          <div>
            <dt>{t("world.craft.materialCost")}</dt>
            <dd>{r.materialCost !== undefined ? gp(r.materialCost) : "—"}</dd>
          </div>
          <div>
            <dt>{t("world.craft.price")}</dt>
            <dd>{gp(item["Cost (gp)"])}</dd>
          </div>
        </dl>
      ) : (
        <p className="recipe-not">
          <strong>{t("world.craft.notCraftable")}</strong>
        </p>
      )}
      {r.materials.length ? (
        <>
          <h4 className="world-subhead">{t("world.craft.materials")}</h4>
          <ul className="recipe-materials">
            {r.materials.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="recipe-summary">{r.summary}</p>
      <details className="recipe-effect">
        <summary>{t("world.craft.effect")}</summary>
        <HtmlView html={item.Effect} />
      </details>
    </section>
  );
}

/**
 * Finds a magic item of the catalogue by name and shows its recipe. The results are a listbox the input
 * drives (arrow keys, Enter), virtualised since the catalogue has thousands of items; the search text,
 * rarity, "craftable only" and the chosen item are in the URL.
 */
export function RecipeLookup({ items }: { items: MagicItem[] }) {
  const { t } = useI18n();
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  const [query, setQuery] = useQuery();
  const text = query.get("item") ?? "";
  const rarity = query.get("rarity") ?? "";
  const craftableOnly = query.get("craftable") === "1";
  const chosenId = query.get("recipe") ?? "";
  const results = useMemo(
    () => searchItems(items, text, rarity, craftableOnly),
    [items, text, rarity, craftableOnly],
  );
  const chosen = useMemo(() => items.find((i) => i.id === chosenId), [items, chosenId]);
  const [active, setActive] = useState(0);
  const scroller = useRef<HTMLDivElement>(null);
  const virtual = useVirtualizer({
    count: results.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_PX,
    overscan: 8,
  });
  // A new search starts at the top of the list.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on every change of the results.
  useEffect(() => {
    setActive(0);
    virtual.scrollToOffset(0);
  }, [results]);

  const choose = (item: MagicItem | undefined) => {
    if (item) setQuery({ recipe: item.id });
  };
  const move = (to: number) => {
    const next = Math.max(0, Math.min(results.length - 1, to));
    setActive(next);
    virtual.scrollToIndex(next, { align: "auto" });
  };
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown") move(active + 1);
    else if (e.key === "ArrowUp") move(active - 1);
    else if (e.key === "PageDown") move(active + 8);
    else if (e.key === "PageUp") move(active - 8);
    else if (e.key === "Enter") choose(results[active]);
    else if (e.key === "Escape" && text) setQuery({ item: null });
    else return;
    e.preventDefault();
  };
  const optionId = (i: number) => `${uid}-opt-${i}`;
  const listId = `${uid}-list`;

  return (
    <div className="recipe-lookup">
      <div className="recipe-search">
        <div className="world-filters">
          <div className="world-filter-fields">
            <div className="world-field world-field-text">
              <label htmlFor={`${uid}-input`} className="form-label">
                {t("world.craft.search")}
              </label>
              <input
                id={`${uid}-input`}
                type="text"
                role="combobox"
                aria-expanded="true"
                aria-controls={listId}
                aria-autocomplete="list"
                aria-activedescendant={results.length ? optionId(active) : undefined}
                className="form-control form-control-sm"
                placeholder={t("world.craft.placeholder")}
                autoComplete="off"
                spellCheck={false}
                value={text}
                onChange={(e) => setQuery({ item: e.target.value })}
                onKeyDown={onKey}
              />
            </div>
            <SelectFilter
              label={t("world.craft.rarity")}
              value={rarity}
              anyLabel={t("world.any")}
              options={RARITIES.map((r) => ({ value: r, label: r }))}
              onChange={(v) => setQuery({ rarity: v })}
            />
            <div className="world-field world-field-check">
              <div className="form-check">
                <input
                  id={`${uid}-craftable`}
                  type="checkbox"
                  className="form-check-input"
                  checked={craftableOnly}
                  onChange={(e) => setQuery({ craftable: e.target.checked ? "1" : null })}
                />
                <label htmlFor={`${uid}-craftable`} className="form-check-label">
                  {t("world.craft.craftableOnly")}
                </label>
              </div>
            </div>
          </div>
          <div className="world-filter-status">
            <output aria-live="polite">
              {t("world.shown", { shown: results.length, total: items.length })}
            </output>
          </div>
        </div>
        <div ref={scroller} className="recipe-results" tabIndex={-1}>
          <div
            id={listId}
            role="listbox"
            aria-label={t("world.craft.results")}
            style={{ height: virtual.getTotalSize(), position: "relative" }}
          >
            {virtual.getVirtualItems().map((row) => {
              const item = results[row.index]!;
              return (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input drives the options with the arrow keys and Enter (aria-activedescendant).
                <div
                  key={item.id}
                  id={optionId(row.index)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={item.id === chosenId}
                  className={`recipe-option${row.index === active ? " active" : ""}${item.id === chosenId ? " chosen" : ""}`}
                  style={{
                    position: "absolute",
                    top: 0,
                    left: 0,
                    right: 0,
                    height: ROW_PX,
                    transform: `translateY(${row.start}px)`,
                  }}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => {
                    setActive(row.index);
                    choose(item);
                  }}
                >
                  <span className="recipe-option-name">{item.Item}</span>
                  <span className="recipe-option-meta">
                    {item.Rarity}
                    {item.Recipe.craftable ? "" : ` · ${t("world.craft.notCraftable")}`}
                  </span>
                </div>
              );
            })}
          </div>
          {results.length === 0 ? <p className="world-empty p-2">{t("world.noResults")}</p> : null}
        </div>
      </div>
      <div className="recipe-detail">
        <p className="visually-hidden" aria-live="polite">
          {chosen?.Item ?? ""}
        </p>
        {chosen ? <RecipeCard item={chosen} /> : <p className="geo-hint">{t("world.craft.pick")}</p>}
      </div>
    </div>
  );
}
