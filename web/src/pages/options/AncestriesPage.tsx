import { useMemo } from "react";
import type { DataColumn, Facet } from "../../components/table/index.ts";
import { type MessageKey, useI18n } from "../../i18n/index.ts";
import { ABILITY_KEYS, EntryHtml, formatBonuses, OptionsPage } from "./common.tsx";
import { SimpleList } from "./SimpleList.tsx";
import type { Ancestry, Trait } from "./types.ts";
import { useStatics } from "./use-statics.ts";

function Traits({ traits, level = 2 }: { traits: readonly Trait[]; level?: 2 | 3 }) {
  const H = level === 2 ? "h2" : "h3";
  if (!traits.length) return null;
  return (
    <div className="traits">
      {traits.map((tr) => (
        <div key={tr.name} className="trait">
          <H className="h6">{tr.name}</H>
          <EntryHtml html={tr.description} />
        </div>
      ))}
    </div>
  );
}

export function AncestriesView({ ancestries }: { ancestries: readonly Ancestry[] }) {
  const { t } = useI18n();
  const short = (k: string) => t(`ability.${k}` as MessageKey);
  const bonuses = (a: Ancestry) => formatBonuses(a.abilityBonuses, short);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the helpers only read t, which is a dependency.
  const columns = useMemo<DataColumn<Ancestry>[]>(
    () => [
      { id: "bonuses", header: t("opt.col.abilityBonuses"), cell: bonuses },
      {
        id: "size",
        header: t("opt.col.size"),
        cell: (a) => a.size,
        sortValue: (a) => a.size,
        className: "d-none d-sm-table-cell",
      },
      {
        id: "speed",
        header: t("opt.col.speed"),
        cell: (a) => `${a.speed} ft.`,
        sortValue: (a) => a.speed,
        className: "num d-none d-sm-table-cell",
        width: "6rem",
      },
      {
        id: "languages",
        header: t("opt.col.languages"),
        cell: (a) => a.languages.join(", "),
        className: "d-none d-md-table-cell",
      },
      {
        id: "subraces",
        header: t("opt.col.subraces"),
        cell: (a) => a.subraces.map((s) => s.name).join(", ") || "—",
        className: "d-none d-lg-table-cell",
      },
    ],
    [t],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the helpers only read t, which is a dependency.
  const facets = useMemo<Facet<Ancestry>[]>(
    () => [
      {
        key: "ability",
        label: t("opt.col.abilityBonus"),
        kind: "chips",
        options: ABILITY_KEYS.map((k) => ({ value: k, label: short(k) })),
        test: (a, v) =>
          v.some(
            (k) =>
              (a.abilityBonuses as Record<string, number | undefined>)[k] ||
              a.subraces.some(
                (s) => (s.abilityBonuses as Record<string, number | undefined> | undefined)?.[k],
              ),
          ),
        values: (a) =>
          ABILITY_KEYS.filter((k) => a.abilityBonuses[k] || a.subraces.some((s) => s.abilityBonuses?.[k])),
      },
      {
        key: "size",
        label: t("opt.col.size"),
        kind: "chips",
        options: [...new Set(ancestries.map((a) => a.size))].map((s) => ({ value: s, label: s })),
        test: (a, v) => v.includes(a.size),
        values: (a) => a.size,
      },
    ],
    [ancestries, t],
  );
  return (
    <SimpleList
      rows={ancestries}
      noun={t("opt.noun.ancestries")}
      columns={columns}
      facets={facets}
      searchText={(a) =>
        `${a.languages.join(" ")} ${a.traits.map((x) => x.name).join(" ")} ${a.subraces.map((s) => s.name).join(" ")}`
      }
      facts={(a) => [
        [t("opt.col.abilityBonuses"), bonuses(a)],
        [t("opt.col.size"), a.size],
        [t("opt.col.speed"), `${a.speed} ft.`],
        [t("opt.col.languages"), a.languages.join(", ")],
        [t("opt.col.age"), a.age],
      ]}
      more={(a) => (
        <>
          <Traits traits={a.traits} />
          {a.subraces.map((s) => (
            <section key={s.id} className="entry-sub" aria-label={s.name}>
              <h2 className="h5">{s.name}</h2>
              {s.abilityBonuses ? (
                <p className="entry-line">
                  {t("opt.col.abilityBonuses")}: {formatBonuses(s.abilityBonuses, short)}
                </p>
              ) : null}
              <EntryHtml html={s.description} />
              <Traits traits={s.traits ?? []} level={3} />
            </section>
          ))}
        </>
      )}
    />
  );
}

export default function AncestriesPage() {
  const { ancestries } = useStatics("ancestries");
  return (
    <OptionsPage>
      <AncestriesView ancestries={ancestries} />
    </OptionsPage>
  );
}
