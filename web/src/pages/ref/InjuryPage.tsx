import { useAtomValue } from "jotai";
import { useEffect, useMemo } from "react";
import { useCurrentRoute } from "../../app/router/route-context.ts";
import { HtmlView } from "../../components/HtmlView.tsx";
import { useHashTarget } from "../../components/table/hash.ts";
import { Tabs } from "../../components/table/Tabs.tsx";
import { useUrlState } from "../../components/table/url-state.ts";
import { type MessageKey, useI18n } from "../../i18n/index.ts";
import { pageAtom } from "../../state/pages.ts";
import { type RollRow, RollTable } from "./RollTable.tsx";

interface Injury {
  id: string;
  DamageType: string;
  Min: number;
  Max: number;
  Result: string;
  Effect: string;
}

/** The other damage types borrow a table (the page's rules say which). */
export const BORROWED: Record<string, string> = {
  thunder: "bludgeoning",
  radiant: "fire",
  poison: "necrotic",
};

/** Lingering-injury tables, one per damage type (URL `type`), each with its own d100 roll. */
export function InjuryView({ injuries, html }: { injuries: readonly Injury[]; html: string }) {
  const { t } = useI18n();
  const [state, set] = useUrlState(0);
  const types = useMemo(() => [...new Set(injuries.map((i) => i.DamageType))], [injuries]);
  const chosen = state.type && types.includes(state.type) ? state.type : types[0]!;
  const rows = useMemo<RollRow[]>(
    () =>
      injuries
        .filter((i) => i.DamageType === chosen)
        .map((i) => ({ id: i.id, min: i.Min, max: i.Max, result: i.Result, effect: i.Effect })),
    [injuries, chosen],
  );
  const label = (type: string) => t(`ref.damage.${type}` as MessageKey);

  // A link to a row of another table (#fire-03) opens that table.
  const hash = useHashTarget();
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the hash changes.
  useEffect(() => {
    const row = injuries.find((i) => i.id === hash);
    if (row && row.DamageType !== chosen) set({ type: row.DamageType === types[0] ? null : row.DamageType });
  }, [hash, injuries]);

  const borrowers = Object.entries(BORROWED)
    .filter(([, to]) => to === chosen)
    .map(([from]) => label(from));
  return (
    <>
      <Tabs
        label={t("ref.injury.types")}
        idPrefix="injury"
        value={chosen}
        onChange={(type) => set({ type: type === types[0] ? null : type })}
        tabs={types.map((type) => ({ id: type, label: label(type) }))}
      >
        <RollTable
          rows={rows}
          caption={t("ref.injury.caption", { type: label(chosen) })}
          resultHeader={t("ref.injury.result")}
        >
          {borrowers.length ? (
            <p className="roll-note">{t("ref.injury.borrowed", { types: borrowers.join(", ") })}</p>
          ) : null}
        </RollTable>
      </Tabs>
      <section className="ref-rules" aria-labelledby="injury-rules">
        <h2 id="injury-rules">{t("ref.injury.rules")}</h2>
        <HtmlView html={html} />
      </section>
    </>
  );
}

export default function InjuryPage() {
  const { text } = useCurrentRoute();
  const page = useAtomValue(pageAtom<{ injuries: Injury[] }>("ref/injury"));
  return (
    <article className="page ref-page injury-page">
      <h1>{text.title}</h1>
      <p className="lead">{page.summary}</p>
      <InjuryView injuries={page.extra.injuries} html={page.html} />
    </article>
  );
}
