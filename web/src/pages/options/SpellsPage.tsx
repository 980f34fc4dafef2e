import { useMemo } from "react";
import {
  type DataColumn,
  DataTable,
  type Facet,
  FacetControls,
  FilterBar,
  htmlText,
  useFacetedList,
} from "../../components/table/index.ts";
import { type MessageKey, useI18n } from "../../i18n/index.ts";
import { capitalize, EntryHtml, Facts, OptionsPage, ordinal, spellLevel, titleCase } from "./common.tsx";
import type { Spell } from "./types.ts";
import { useStatics } from "./use-statics.ts";

const LEVELS = ["cantrip", ...Array.from({ length: 9 }, (_, i) => `level${i + 1}`)];
const text = (s: Spell) =>
  `${s.title} ${s.school} ${s.castingTime} ${s.range} ${s.components} ${s.duration} ${s.classes.join(" ")} ${htmlText(s.description)}`;

const distinct = (spells: readonly Spell[], f: (s: Spell) => string | string[]) =>
  [...new Set(spells.flatMap(f))].sort((a, b) => a.localeCompare(b));

/** "1 action" < "1 bonus action" < "1 reaction" < minutes < hours: the order a caster thinks in. */
function castingOrder(c: string): number {
  const n = Number.parseInt(c, 10) || 1;
  if (/reaction/.test(c)) return 3;
  if (/bonus/.test(c)) return 2;
  if (/action/.test(c)) return 1;
  if (/minute/.test(c)) return 10 + n;
  if (/hour/.test(c)) return 1000 + n;
  return 10000;
}

/** "Evocation cantrip", "3rd-level evocation (ritual)". */
export function useSpellLine(): (s: Spell) => string {
  const { t, lang } = useI18n();
  return (s) => {
    const school = t(`opt.school.${s.school}` as MessageKey);
    const lvl = spellLevel(s.level);
    const base =
      lvl === 0
        ? t("opt.spell.cantripLine", { school: capitalize(school) })
        : t("opt.spell.levelLine", { level: ordinal(lvl, lang), school });
    return s.ritual ? `${base} ${t("opt.spell.ritualTag")}` : base;
  };
}

export function SpellsView({ spells }: { spells: readonly Spell[] }) {
  const { t } = useI18n();
  const line = useSpellLine();
  const levelLabel = (l: string) => (l === "cantrip" ? t("opt.spell.cantrip") : String(spellLevel(l)));
  const schoolLabel = (s: string) => capitalize(t(`opt.school.${s}` as MessageKey));

  // biome-ignore lint/correctness/useExhaustiveDependencies: the helpers only read t, which is a dependency.
  const facets = useMemo<Facet<Spell>[]>(
    () => [
      {
        key: "level",
        label: t("opt.spell.level"),
        kind: "chips",
        options: LEVELS.map((l) => ({ value: l, label: levelLabel(l) })),
        test: (s, v) => v.includes(s.level),
        values: (s) => s.level,
      },
      {
        key: "school",
        label: t("opt.spell.school"),
        kind: "chips",
        options: distinct(spells, (s) => s.school).map((s) => ({ value: s, label: schoolLabel(s) })),
        test: (s, v) => v.includes(s.school),
        values: (s) => s.school,
      },
      {
        key: "class",
        label: t("opt.spell.class"),
        kind: "select",
        options: distinct(spells, (s) => s.classes).map((c) => ({ value: c, label: titleCase(c) })),
        test: (s, v) => s.classes.includes(v[0]!),
        values: (s) => s.classes,
      },
      {
        key: "time",
        label: t("opt.spell.castingTime"),
        kind: "select",
        options: distinct(spells, (s) => s.castingTime)
          .sort((a, b) => castingOrder(a) - castingOrder(b))
          .map((c) => ({ value: c, label: c })),
        test: (s, v) => s.castingTime === v[0],
        values: (s) => s.castingTime,
      },
      {
        key: "ritual",
        label: t("opt.spell.ritual"),
        kind: "flag",
        test: (s, v) => s.ritual === (v[0] === "yes"),
      },
      {
        key: "conc",
        label: t("opt.spell.concentration"),
        kind: "flag",
        test: (s, v) => s.concentration === (v[0] === "yes"),
      },
      {
        key: "source",
        label: t("opt.spell.source"),
        kind: "select",
        options: distinct(spells, (s) => s.source).map((c) => ({ value: c, label: c })),
        test: (s, v) => s.source === v[0],
        values: (s) => s.source,
      },
    ],
    [spells, t],
  );
  const list = useFacetedList({ rows: spells, facets, text });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the helpers only read t, which is a dependency.
  const columns = useMemo<DataColumn<Spell>[]>(
    () => [
      {
        id: "title",
        header: t("opt.col.name"),
        cell: (s) => s.title,
        sortValue: (s) => s.title,
        width: "26%",
      },
      {
        id: "level",
        header: t("opt.spell.level"),
        cell: (s) => levelLabel(s.level),
        sortValue: (s) => spellLevel(s.level),
        width: "5.5rem",
      },
      {
        id: "school",
        header: t("opt.spell.school"),
        cell: (s) => schoolLabel(s.school),
        sortValue: (s) => s.school,
        className: "d-none d-sm-table-cell",
      },
      {
        id: "time",
        header: t("opt.spell.castingTime"),
        cell: (s) => (
          <>
            {s.castingTime}
            {s.ritual ? <abbr title={t("opt.spell.ritual")}> R</abbr> : null}
          </>
        ),
        sortValue: (s) => castingOrder(s.castingTime),
        className: "d-none d-md-table-cell",
      },
      {
        id: "range",
        header: t("opt.spell.range"),
        cell: (s) => s.range,
        sortValue: (s) => s.range,
        className: "d-none d-md-table-cell",
      },
      {
        id: "components",
        header: t("opt.spell.components"),
        cell: (s) => s.components,
        className: "d-none d-lg-table-cell",
      },
      {
        id: "duration",
        header: t("opt.spell.duration"),
        cell: (s) => (
          <>
            {s.duration}
            {s.concentration ? <abbr title={t("opt.spell.concentration")}> C</abbr> : null}
          </>
        ),
        sortValue: (s) => s.duration,
        className: "d-none d-lg-table-cell",
      },
    ],
    [t],
  );

  return (
    <>
      <FilterBar
        label={t("opt.spell.filters")}
        shown={list.rows.length}
        total={spells.length}
        active={list.active}
        onClear={list.clear}
      >
        <FacetControls
          list={list}
          facets={facets}
          searchLabel={t("tbl.search")}
          placeholder={t("opt.spell.searchHint")}
        />
      </FilterBar>
      <DataTable
        label={t("opt.spell.table")}
        rows={list.rows}
        columns={columns}
        getId={(s) => s.id}
        getTitle={(s) => s.title}
        sort={list.state.sort}
        onSortChange={(sort) => list.set({ sort })}
        onHashMiss={(id) => {
          if (spells.some((s) => s.id === id)) list.clear();
        }}
        renderDetail={(s) => (
          <div className="entry">
            <p className="entry-line">{line(s)}</p>
            <Facts
              items={[
                [t("opt.spell.castingTime"), s.castingTime],
                [t("opt.spell.range"), s.range],
                [t("opt.spell.components"), s.components],
                [
                  t("opt.spell.duration"),
                  s.concentration ? `${t("opt.spell.concentration")}, ${s.duration}` : s.duration,
                ],
                [t("opt.spell.classes"), s.classes.map(titleCase).join(", ")],
                [t("opt.spell.source"), s.source],
              ]}
            />
            <EntryHtml html={s.description} />
          </div>
        )}
      />
    </>
  );
}

export default function SpellsPage() {
  const { spells } = useStatics("spells");
  return (
    <OptionsPage>
      <SpellsView spells={spells} />
    </OptionsPage>
  );
}
