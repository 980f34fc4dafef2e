import { Fragment, useMemo } from "react";
import { type CasterProgression, proficiencyBonus, spellSlots } from "../../../../core/rules/levels.ts";
import { AppLink } from "../../app/AppLink.tsx";
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
import { EntryHtml, Facts, OptionsPage, ordinal, titleCase, useAbilityName } from "./common.tsx";
import type { CharClass, ClassFeature, FightingStyle, Spell, Subclass } from "./types.ts";
import { useStatics } from "./use-statics.ts";

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** The element id of a class feature (features repeat by name, so the level is part of it). */
export const featureId = (owner: string, f: ClassFeature) => `${owner}-${f.level}-${slug(f.name)}`;

const PROGRESSIONS = ["full", "half", "third", "pact", "none"] as const;

/** Spell slots per class level (index 0 = level 1): the statics' table, else the core rules'. */
export function slotTable(cls: CharClass): number[][] | undefined {
  if (cls.spellSlots?.length) return cls.spellSlots;
  const p = cls.spellcasting.progression;
  if (p === "none" || p === "pact") return undefined;
  return Array.from({ length: 20 }, (_, i) => spellSlots(p as CasterProgression, i + 1));
}

/** The class table: level, proficiency bonus, features, the class's own columns, spell slots. */
export function LevelTable({ cls }: { cls: CharClass }) {
  const { t, lang } = useI18n();
  const slots = slotTable(cls);
  const maxSlot = slots
    ? Math.max(0, ...slots.map((row) => row.reduce((m, n, i) => (n > 0 ? i + 1 : m), 0)))
    : 0;
  const columns = cls.columns ?? [];
  const slotLevels = Array.from({ length: maxSlot }, (_, i) => i + 1);
  return (
    <div className="table-scroll">
      <table className="table table-sm level-table">
        <caption>{t("opt.class.table", { name: cls.name })}</caption>
        <thead>
          {maxSlot > 0 ? (
            <tr>
              <td colSpan={3 + columns.length} />
              <th scope="colgroup" colSpan={maxSlot} className="slots-head">
                {t("opt.class.slotsPerLevel")}
              </th>
            </tr>
          ) : null}
          <tr>
            <th scope="col">{t("opt.col.level")}</th>
            <th scope="col">{t("opt.class.profBonus")}</th>
            <th scope="col">{t("opt.class.features")}</th>
            {columns.map((c) => (
              <th key={c.name} scope="col">
                {c.name}
              </th>
            ))}
            {slotLevels.map((n) => (
              <th key={n} scope="col" className="num">
                {ordinal(n, lang)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: 20 }, (_, i) => {
            const level = i + 1;
            const features = cls.features.filter((f) => f.level === level);
            return (
              <tr key={level}>
                <th scope="row">{ordinal(level, lang)}</th>
                <td>+{proficiencyBonus(level)}</td>
                <td>
                  {features.length
                    ? features.map((f, j) => (
                        <Fragment key={featureId(cls.id, f)}>
                          {j ? ", " : null}
                          <a href={`#${featureId(cls.id, f)}`}>{f.name}</a>
                        </Fragment>
                      ))
                    : "—"}
                </td>
                {columns.map((c) => (
                  <td key={c.name}>{String(c.values[i] ?? "—")}</td>
                ))}
                {slotLevels.map((n) => (
                  <td key={n} className="num">
                    {slots?.[i]?.[n - 1] || "—"}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function Features({
  owner,
  features,
  headingLevel = 3,
}: {
  owner: string;
  features: readonly ClassFeature[];
  headingLevel?: 3 | 4;
}) {
  const { t, lang } = useI18n();
  const H = headingLevel === 3 ? "h3" : "h4";
  return (
    <div className="features">
      {features.map((f) => (
        <section key={featureId(owner, f)} id={featureId(owner, f)} className="feature">
          <H className="feature-title">
            {f.name}{" "}
            <span className="feature-level">{t("opt.class.atLevel", { level: ordinal(f.level, lang) })}</span>
          </H>
          <EntryHtml html={f.description} />
        </section>
      ))}
    </div>
  );
}

function SubclassView({ cls, sub, spells }: { cls: CharClass; sub: Subclass; spells: Map<string, Spell> }) {
  const { t, lang } = useI18n();
  return (
    <section className="subclass" id={`${cls.id}--${sub.id}`} aria-labelledby={`${cls.id}--${sub.id}-title`}>
      <h3 id={`${cls.id}--${sub.id}-title`} className="h5">
        {sub.name}
      </h3>
      <EntryHtml html={sub.description} />
      {sub.spells?.length ? (
        <table className="table table-sm subclass-spells">
          <caption>{t("opt.class.subclassSpells", { name: sub.name })}</caption>
          <thead>
            <tr>
              <th scope="col">{t("opt.class.classLevel")}</th>
              <th scope="col">{t("opt.noun.spells")}</th>
            </tr>
          </thead>
          <tbody>
            {sub.spells.map((row) => (
              <tr key={row.level}>
                <th scope="row">{ordinal(row.level, lang)}</th>
                <td>
                  {row.spells.map((id, i) => (
                    <Fragment key={id}>
                      {i ? ", " : null}
                      <AppLink href={`/options/spells#${id}`}>
                        {spells.get(id)?.title ?? titleCase(id)}
                      </AppLink>
                    </Fragment>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <Features owner={`${cls.id}--${sub.id}`} features={sub.features} headingLevel={4} />
    </section>
  );
}

export function ClassDetail({ cls, spells }: { cls: CharClass; spells: Map<string, Spell> }) {
  const { t } = useI18n();
  const ability = useAbilityName();
  const p = cls.proficiencies;
  const list = (items: string[]) => (items.length ? items.join(", ") : t("opt.none"));
  return (
    <div className="entry class-detail">
      <EntryHtml html={cls.description} />
      <Facts
        items={[
          [
            t("opt.class.hitDie"),
            <button key="hd" type="button" className="dice-roll" data-dice={`d${cls.hitDie}`}>
              d{cls.hitDie}
            </button>,
          ],
          [t("opt.class.hp1"), t("opt.class.hp1Value", { n: cls.hitDie })],
          [t("opt.class.primary"), cls.primaryAbility.map(ability).join(", ")],
          [t("opt.class.saves"), cls.savingThrows.map(ability).join(", ")],
          [t("opt.class.armor"), list(p.armor)],
          [t("opt.class.weapons"), list(p.weapons)],
          [t("opt.col.tools"), list(p.tools)],
          [
            t("opt.col.skills"),
            t("opt.class.skillChoice", { n: p.skills.choose, from: p.skills.from.map(titleCase).join(", ") }),
          ],
          [
            t("opt.class.spellcasting"),
            cls.spellcasting.progression === "none"
              ? t("opt.none")
              : `${t(`opt.class.progression.${cls.spellcasting.progression}` as MessageKey)}${
                  cls.spellcasting.ability ? ` (${ability(cls.spellcasting.ability)})` : ""
                }`,
          ],
        ]}
      />
      {cls.equipment.length ? (
        <>
          <h2 className="h6">{t("opt.col.equipment")}</h2>
          <ul className="class-equipment">
            {cls.equipment.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </>
      ) : null}
      <LevelTable cls={cls} />
      <h2 className="h5">{t("opt.class.featuresOf", { name: cls.name })}</h2>
      <Features owner={cls.id} features={cls.features} />
      {cls.subclass.length ? (
        <>
          <h2 className="h5">{cls.subclassTitle}</h2>
          <p className="entry-line">
            {t("opt.class.subclassAt", { title: cls.subclassTitle, level: cls.subclassLevel })}
          </p>
          {cls.subclass.map((s) => (
            <SubclassView key={s.id} cls={cls} sub={s} spells={spells} />
          ))}
        </>
      ) : null}
    </div>
  );
}

const classText = (c: CharClass) =>
  `${c.name} ${c.subclassTitle} ${c.subclass.map((s) => `${s.name} ${s.features.map((f) => f.name).join(" ")}`).join(" ")} ${c.features
    .map((f) => f.name)
    .join(" ")} ${htmlText(c.description)}`;

export function ClassesView({
  classes,
  fightingStyles,
  spells,
}: {
  classes: readonly CharClass[];
  fightingStyles: readonly FightingStyle[];
  spells: readonly Spell[];
}) {
  const { t } = useI18n();
  const ability = useAbilityName();
  const spellMap = useMemo(() => new Map(spells.map((s) => [s.id, s])), [spells]);
  const facets = useMemo<Facet<CharClass>[]>(
    () => [
      {
        key: "casting",
        label: t("opt.class.spellcasting"),
        kind: "chips",
        options: PROGRESSIONS.filter((p) => classes.some((c) => c.spellcasting.progression === p)).map(
          (p) => ({
            value: p,
            label: t(`opt.class.progression.${p}` as MessageKey),
          }),
        ),
        test: (c, v) => v.includes(c.spellcasting.progression),
        values: (c) => c.spellcasting.progression,
      },
      {
        key: "hd",
        label: t("opt.class.hitDie"),
        kind: "chips",
        options: [...new Set(classes.map((c) => c.hitDie))]
          .sort((a, b) => a - b)
          .map((d) => ({ value: String(d), label: `d${d}` })),
        test: (c, v) => v.includes(String(c.hitDie)),
        values: (c) => String(c.hitDie),
      },
    ],
    [classes, t],
  );
  const list = useFacetedList({ rows: classes, facets, text: classText });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the helpers only read t, which is a dependency.
  const columns = useMemo<DataColumn<CharClass>[]>(
    () => [
      { id: "name", header: t("opt.col.name"), cell: (c) => c.name, sortValue: (c) => c.name, width: "22%" },
      {
        id: "hd",
        header: t("opt.class.hitDie"),
        cell: (c) => `d${c.hitDie}`,
        sortValue: (c) => c.hitDie,
        width: "6rem",
      },
      {
        id: "primary",
        header: t("opt.class.primary"),
        cell: (c) => c.primaryAbility.map(ability).join(", "),
        className: "d-none d-sm-table-cell",
      },
      {
        id: "saves",
        header: t("opt.class.saves"),
        cell: (c) => c.savingThrows.map(ability).join(", "),
        className: "d-none d-md-table-cell",
      },
      {
        id: "casting",
        header: t("opt.class.spellcasting"),
        cell: (c) => t(`opt.class.progression.${c.spellcasting.progression}` as MessageKey),
        sortValue: (c) => PROGRESSIONS.indexOf(c.spellcasting.progression),
        className: "d-none d-lg-table-cell",
      },
    ],
    [t],
  );
  // Feature anchors (#wizard-2-arcane-recovery) and subclass anchors live inside a class's open row.
  const owner = (hash: string) =>
    classes.find((c) => hash.startsWith(`${c.id}-`) && hash.length > c.id.length + 1)?.id;
  return (
    <>
      <FilterBar
        label={t("opt.filtersOf", { noun: t("opt.noun.classes") })}
        shown={list.rows.length}
        total={classes.length}
        active={list.active}
        onClear={list.clear}
      >
        <FacetControls list={list} facets={facets} searchLabel={t("tbl.search")} />
      </FilterBar>
      <DataTable
        label={t("opt.noun.classes")}
        rows={list.rows}
        columns={columns}
        getId={(c) => c.id}
        getTitle={(c) => c.name}
        sort={list.state.sort}
        onSortChange={(sort) => list.set({ sort })}
        rowForHash={owner}
        onHashMiss={(id) => {
          const cls = owner(id) ?? id;
          if (classes.some((c) => c.id === cls)) list.clear();
        }}
        renderDetail={(c) => <ClassDetail cls={c} spells={spellMap} />}
      />
      <section className="fighting-styles" aria-labelledby="fighting-styles">
        <h2 id="fighting-styles">{t("opt.class.fightingStyles")}</h2>
        <p>{t("opt.class.fightingStylesIntro")}</p>
        <DataTable
          label={t("opt.class.fightingStyles")}
          rows={fightingStyles}
          columns={[{ id: "name", header: t("opt.col.name"), cell: (f) => f.name, sortValue: (f) => f.name }]}
          getId={(f) => f.id}
          getTitle={(f) => f.name}
          renderDetail={(f) => <EntryHtml html={f.description} />}
        />
      </section>
      <p className="see-also">
        {t("opt.class.seeAlso")} <AppLink href="/options/ancestries">{t("opt.noun.ancestries")}</AppLink> ·{" "}
        <AppLink href="/ref/create">{t("opt.class.createGuide")}</AppLink> ·{" "}
        <AppLink href="/tools/charbuilder">{t("opt.class.builder")}</AppLink>
      </p>
    </>
  );
}

export default function ClassesPage() {
  const { charclasses, fightingstyles, spells } = useStatics("charclasses", "fightingstyles", "spells");
  return (
    <OptionsPage>
      <ClassesView classes={charclasses} fightingStyles={fightingstyles} spells={spells} />
    </OptionsPage>
  );
}
