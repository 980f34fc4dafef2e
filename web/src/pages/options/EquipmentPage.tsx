import { useEffect, useMemo } from "react";
import { AppLink } from "../../app/AppLink.tsx";
import {
  type DataColumn,
  DataTable,
  type Facet,
  FacetControls,
  FilterBar,
  htmlText,
  Tabs,
  useFacetedList,
  useHashTarget,
  useUrlState,
} from "../../components/table/index.ts";
import { type MessageKey, useI18n } from "../../i18n/index.ts";
import { capitalize, EntryHtml, Facts, formatGp, OptionsPage } from "./common.tsx";
import { MagicItemCatalogue } from "./MagicItems.tsx";
import type { Armor, Gear, TypedStatics, Valuable, Weapon } from "./types.ts";
import { useStatics } from "./use-statics.ts";

/**
 * Equipment: adventuring gear, weapons, armor, valuables (gems and art) and the magic-item catalogue,
 * one tab each (URL `tab`). A hash naming an entry opens the tab that holds it.
 */
export const EQUIPMENT_TABS = ["gear", "weapons", "armor", "valuables", "magic"] as const;
export type EquipmentTab = (typeof EQUIPMENT_TABS)[number];

const distinct = <T,>(rows: readonly T[], f: (r: T) => string | string[]) =>
  [...new Set(rows.flatMap(f))].filter(Boolean).sort((a, b) => a.localeCompare(b));

const weight = (lb: number) => (lb ? `${lb} lb.` : "—");

function useTable<T extends { id: string }>(
  rows: readonly T[],
  facets: readonly Facet<T>[],
  text: (r: T) => string,
) {
  return useFacetedList({ rows, facets, text, keep: ["tab"] });
}

function Panel<T extends { id: string }>({
  rows,
  facets,
  columns,
  text,
  noun,
  title,
  detail,
}: {
  rows: readonly T[];
  facets: readonly Facet<T>[];
  columns: DataColumn<T>[];
  text: (r: T) => string;
  noun: string;
  title: (r: T) => string;
  detail: (r: T) => React.ReactNode;
}) {
  const { t } = useI18n();
  const list = useTable(rows, facets, text);
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
        columns={columns}
        getId={(r) => r.id}
        getTitle={title}
        sort={list.state.sort}
        onSortChange={(sort) => list.set({ sort })}
        onHashMiss={(id) => {
          if (rows.some((r) => r.id === id)) list.clear();
        }}
        renderDetail={detail}
      />
    </>
  );
}

const gearText = (g: Gear) => `${g.Item} ${g.Category} ${g.Description ? htmlText(g.Description) : ""}`;
function GearPanel({ gear }: { gear: readonly Gear[] }) {
  const { t, lang } = useI18n();
  const facets = useMemo<Facet<Gear>[]>(
    () => [
      {
        key: "category",
        label: t("eq.category"),
        kind: "select",
        options: distinct(gear, (g) => g.Category).map((c) => ({ value: c, label: c })),
        test: (g, [v]) => g.Category === v,
        values: (g) => g.Category,
      },
    ],
    [gear, t],
  );
  const columns = useMemo<DataColumn<Gear>[]>(
    () => [
      { id: "item", header: t("eq.item"), cell: (g) => g.Item, sortValue: (g) => g.Item, width: "38%" },
      {
        id: "category",
        header: t("eq.category"),
        cell: (g) => g.Category,
        sortValue: (g) => g.Category,
        className: "d-none d-sm-table-cell",
      },
      {
        id: "cost",
        header: t("eq.cost"),
        cell: (g) => formatGp(g.Cost, lang),
        sortValue: (g) => g.Cost,
        className: "num",
        width: "7rem",
      },
      {
        id: "weight",
        header: t("eq.weight"),
        cell: (g) => weight(g.Weight),
        sortValue: (g) => g.Weight,
        className: "num d-none d-md-table-cell",
        width: "6.5rem",
      },
    ],
    [t, lang],
  );
  return (
    <Panel
      rows={gear}
      facets={facets}
      columns={columns}
      text={gearText}
      noun={t("eq.tab.gear")}
      title={(g) => g.Item}
      detail={(g) => (
        <div className="entry">
          <Facts
            items={[
              [t("eq.category"), g.Category],
              [t("eq.cost"), formatGp(g.Cost, lang)],
              [t("eq.weight"), weight(g.Weight)],
            ]}
          />
          {g.Description ? <EntryHtml html={g.Description} /> : null}
        </div>
      )}
    />
  );
}

const weaponText = (w: Weapon) => `${w.Weapon} ${w.Type} ${w.DamageType ?? ""} ${w.Properties ?? ""}`;
const weaponProps = (w: Weapon) => (w.Properties ? w.Properties.replaceAll(";", ",") : "");
const weaponRange = (w: Weapon) => (w.Range ? `${w.Range}/${w.LongRange} ft.` : `${w.Reach} ft.`);
function WeaponsPanel({ weapons }: { weapons: readonly Weapon[] }) {
  const { t, lang } = useI18n();
  const props = (w: Weapon) =>
    (w.Properties ?? "")
      .split(";")
      .map((p) => p.trim().replace(/\s*\(.*\)$/, ""))
      .filter(Boolean);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the helpers only read t, which is a dependency.
  const facets = useMemo<Facet<Weapon>[]>(
    () => [
      {
        key: "type",
        label: t("eq.type"),
        kind: "chips",
        options: distinct(weapons, (w) => w.Type).map((c) => ({ value: c, label: c })),
        test: (w, v) => v.includes(w.Type),
        values: (w) => w.Type,
      },
      {
        key: "damage",
        label: t("eq.damageType"),
        kind: "chips",
        options: distinct(weapons, (w) => w.DamageType ?? []).map((c) => ({
          value: c,
          label: capitalize(c),
        })),
        test: (w, v) => v.includes(w.DamageType ?? ""),
        values: (w) => w.DamageType,
      },
      {
        key: "property",
        label: t("eq.property"),
        kind: "select",
        options: distinct(weapons, props).map((c) => ({ value: c, label: capitalize(c) })),
        test: (w, [v]) => props(w).includes(v!),
        values: props,
      },
    ],
    [weapons, t],
  );
  const columns = useMemo<DataColumn<Weapon>[]>(
    () => [
      {
        id: "weapon",
        header: t("eq.weapon"),
        cell: (w) => w.Weapon,
        sortValue: (w) => w.Weapon,
        width: "24%",
      },
      {
        id: "type",
        header: t("eq.type"),
        cell: (w) => w.Type,
        sortValue: (w) => w.Type,
        className: "d-none d-md-table-cell",
      },
      {
        id: "damage",
        header: t("eq.damage"),
        cell: (w) =>
          w.Damage ? (
            <>
              <button type="button" className="dice-roll" data-dice={w.Damage}>
                {w.Damage}
              </button>{" "}
              {w.DamageType}
            </>
          ) : (
            "—"
          ),
        sortValue: (w) => w.Damage,
      },
      {
        id: "properties",
        header: t("eq.properties"),
        cell: (w) => weaponProps(w) || "—",
        className: "d-none d-lg-table-cell",
      },
      {
        id: "range",
        header: t("eq.range"),
        cell: weaponRange,
        sortValue: (w) => w.Range || w.Reach,
        className: "d-none d-sm-table-cell",
        width: "7rem",
      },
      {
        id: "cost",
        header: t("eq.cost"),
        cell: (w) => formatGp(w.Cost, lang),
        sortValue: (w) => w.Cost,
        className: "num",
        width: "6.5rem",
      },
      {
        id: "weight",
        header: t("eq.weight"),
        cell: (w) => weight(w.Weight),
        sortValue: (w) => w.Weight,
        className: "num d-none d-lg-table-cell",
        width: "6rem",
      },
    ],
    [t, lang],
  );
  return (
    <Panel
      rows={weapons}
      facets={facets}
      columns={columns}
      text={weaponText}
      noun={t("eq.tab.weapons")}
      title={(w) => w.Weapon}
      detail={(w) => (
        <div className="entry">
          <Facts
            items={[
              [t("eq.type"), w.Type],
              [t("eq.damage"), w.Damage ? `${w.Damage} ${w.DamageType ?? ""}` : undefined],
              [t("eq.properties"), weaponProps(w) || t("opt.none")],
              [t("eq.reach"), `${w.Reach} ft.`],
              [t("eq.range"), w.Range ? `${w.Range}/${w.LongRange} ft.` : undefined],
              [t("eq.cost"), formatGp(w.Cost, lang)],
              [t("eq.weight"), weight(w.Weight)],
            ]}
          />
          <p className="entry-line">
            <AppLink href={`/options/equipment?tab=magic&q=${encodeURIComponent(w.Weapon)}`}>
              {t("eq.magicVariants", { name: w.Weapon })}
            </AppLink>
          </p>
        </div>
      )}
    />
  );
}

const armorText = (a: Armor) => `${a.Armor} ${a.Type} ${a.Resistance ?? ""} ${a.Rarity}`;
function ArmorPanel({ armors }: { armors: readonly Armor[] }) {
  const { t, lang } = useI18n();
  const ac = (a: Armor) =>
    a.Type === "Shield"
      ? `+${a.AC}`
      : a.Type === "Heavy"
        ? String(a.AC)
        : a.MaxDex !== undefined
          ? t("eq.acDexMax", { ac: a.AC, max: a.MaxDex })
          : t("eq.acDex", { ac: a.AC });
  const facets = useMemo<Facet<Armor>[]>(
    () => [
      {
        key: "type",
        label: t("eq.type"),
        kind: "chips",
        options: ["Light", "Medium", "Heavy", "Shield"]
          .filter((x) => armors.some((a) => a.Type === x))
          .map((c) => ({ value: c, label: c })),
        test: (a, v) => v.includes(a.Type),
        values: (a) => a.Type,
      },
      {
        key: "stealth",
        label: t("eq.stealthDisadvantage"),
        kind: "flag",
        test: (a, [v]) => Boolean(a.Stealth) === (v === "yes"),
      },
    ],
    [armors, t],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the helpers only read t, which is a dependency.
  const columns = useMemo<DataColumn<Armor>[]>(
    () => [
      { id: "armor", header: t("eq.armor"), cell: (a) => a.Armor, sortValue: (a) => a.Armor, width: "26%" },
      {
        id: "type",
        header: t("eq.type"),
        cell: (a) => a.Type,
        sortValue: (a) => ["Light", "Medium", "Heavy", "Shield"].indexOf(a.Type),
        className: "d-none d-sm-table-cell",
      },
      { id: "ac", header: t("eq.ac"), cell: ac, sortValue: (a) => a.AC },
      {
        id: "pc",
        header: t("eq.pc"),
        cell: (a) => String(a.PC),
        sortValue: (a) => a.PC,
        className: "num d-none d-md-table-cell",
        width: "4.5rem",
      },
      {
        id: "str",
        header: t("eq.strength"),
        cell: (a) => (a.Strength ? `Str ${a.Strength}` : "—"),
        sortValue: (a) => a.Strength,
        className: "d-none d-lg-table-cell",
      },
      {
        id: "stealth",
        header: t("eq.stealth"),
        cell: (a) => a.Stealth ?? "—",
        className: "d-none d-lg-table-cell",
      },
      {
        id: "cost",
        header: t("eq.cost"),
        cell: (a) => formatGp(a.Cost, lang),
        sortValue: (a) => a.Cost,
        className: "num",
        width: "7rem",
      },
      {
        id: "weight",
        header: t("eq.weight"),
        cell: (a) => weight(a.Weight),
        sortValue: (a) => a.Weight,
        className: "num d-none d-md-table-cell",
        width: "6rem",
      },
    ],
    [t, lang],
  );
  return (
    <Panel
      rows={armors}
      facets={facets}
      columns={columns}
      text={armorText}
      noun={t("eq.tab.armor")}
      title={(a) => a.Armor}
      detail={(a) => (
        <div className="entry">
          <Facts
            items={[
              [t("eq.type"), a.Type],
              [t("eq.ac"), ac(a)],
              [
                t("eq.pc"),
                <>
                  {a.PC} (<AppLink href="/ref/srd#protection">{t("eq.pcRule")}</AppLink>)
                </>,
              ],
              [t("eq.strength"), a.Strength ? `Str ${a.Strength}` : undefined],
              [t("eq.stealth"), a.Stealth],
              [t("eq.resistance"), a.Resistance ? capitalize(a.Resistance) : undefined],
              [t("mi.rarity"), a.Rarity],
              [t("eq.cost"), formatGp(a.Cost, lang)],
              [t("eq.weight"), weight(a.Weight)],
            ]}
          />
        </div>
      )}
    />
  );
}

const valuableText = (v: Valuable) => `${v.Name} ${v.Kind} ${htmlText(v.Description)}`;
function ValuablesPanel({ valuables }: { valuables: readonly Valuable[] }) {
  const { t, lang } = useI18n();
  const facets = useMemo<Facet<Valuable>[]>(
    () => [
      {
        key: "kind",
        label: t("eq.kind"),
        kind: "chips",
        options: ["gem", "art"].map((k) => ({ value: k, label: t(`eq.kind.${k}` as MessageKey) })),
        test: (v, k) => k.includes(v.Kind),
        values: (v) => v.Kind,
      },
      {
        key: "value",
        label: t("eq.value"),
        kind: "chips",
        options: distinct(valuables, (v) => String(v.Value))
          .sort((a, b) => Number(a) - Number(b))
          .map((v) => ({ value: v, label: formatGp(Number(v), lang) })),
        test: (v, k) => k.includes(String(v.Value)),
        values: (v) => String(v.Value),
      },
    ],
    [valuables, t, lang],
  );
  const columns = useMemo<DataColumn<Valuable>[]>(
    () => [
      { id: "name", header: t("opt.col.name"), cell: (v) => v.Name, sortValue: (v) => v.Name, width: "45%" },
      {
        id: "kind",
        header: t("eq.kind"),
        cell: (v) => t(`eq.kind.${v.Kind}` as MessageKey),
        sortValue: (v) => v.Kind,
      },
      {
        id: "value",
        header: t("eq.value"),
        cell: (v) => formatGp(v.Value, lang),
        sortValue: (v) => v.Value,
        className: "num",
        width: "8rem",
      },
    ],
    [t, lang],
  );
  return (
    <Panel
      rows={valuables}
      facets={facets}
      columns={columns}
      text={valuableText}
      noun={t("eq.tab.valuables")}
      title={(v) => v.Name}
      detail={(v) => <EntryHtml html={v.Description} />}
    />
  );
}

/** Which tab holds an entry id. */
export function tabOf(
  statics: Pick<TypedStatics, "equipment" | "weapons" | "armors" | "valuables" | "magicitems">,
) {
  const map = new Map<string, EquipmentTab>();
  for (const g of statics.equipment) map.set(g.id, "gear");
  for (const w of statics.weapons) map.set(w.id, "weapons");
  for (const a of statics.armors) map.set(a.id, "armor");
  for (const v of statics.valuables) map.set(v.id, "valuables");
  for (const m of statics.magicitems) if (!map.has(m.id)) map.set(m.id, "magic");
  return map;
}

export function EquipmentView({
  statics,
}: {
  statics: Pick<TypedStatics, "equipment" | "weapons" | "armors" | "valuables" | "magicitems">;
}) {
  const { t } = useI18n();
  const [state, set] = useUrlState(0);
  const tab = (EQUIPMENT_TABS as readonly string[]).includes(state.tab ?? "")
    ? (state.tab as EquipmentTab)
    : "gear";
  const where = useMemo(() => tabOf(statics), [statics]);
  const hash = useHashTarget();
  const clearOthers = (next: EquipmentTab) =>
    set({
      ...Object.fromEntries(Object.keys(state).map((k) => [k, null])),
      tab: next === "gear" ? null : next,
    });

  // A hash naming an entry on another tab opens that tab (its table then opens the row).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the helpers only read t, which is a dependency.
  useEffect(() => {
    const home = where.get(hash);
    if (home && home !== tab) clearOthers(home);
  }, [hash, where]);

  const counts: Record<EquipmentTab, number> = {
    gear: statics.equipment.length,
    weapons: statics.weapons.length,
    armor: statics.armors.length,
    valuables: statics.valuables.length,
    magic: statics.magicitems.length,
  };
  return (
    <Tabs
      label={t("eq.tabs")}
      idPrefix="eq"
      value={tab}
      onChange={(id) => clearOthers(id as EquipmentTab)}
      tabs={EQUIPMENT_TABS.map((id) => ({ id, label: t(`eq.tab.${id}` as MessageKey), count: counts[id] }))}
      className="equipment-tabs"
    >
      {tab === "gear" ? <GearPanel gear={statics.equipment} /> : null}
      {tab === "weapons" ? <WeaponsPanel weapons={statics.weapons} /> : null}
      {tab === "armor" ? <ArmorPanel armors={statics.armors} /> : null}
      {tab === "valuables" ? <ValuablesPanel valuables={statics.valuables} /> : null}
      {tab === "magic" ? <MagicItemCatalogue items={statics.magicitems} /> : null}
    </Tabs>
  );
}

export default function EquipmentPage() {
  const statics = useStatics("equipment", "weapons", "armors", "valuables", "magicitems");
  return (
    <OptionsPage className="equipment-page">
      <EquipmentView statics={statics} />
    </OptionsPage>
  );
}
