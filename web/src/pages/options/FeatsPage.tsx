import { useMemo } from "react";
import type { DataColumn, Facet } from "../../components/table/index.ts";
import { useI18n } from "../../i18n/index.ts";
import { OptionsPage } from "./common.tsx";
import { SimpleList } from "./SimpleList.tsx";
import type { Feat } from "./types.ts";
import { useStatics } from "./use-statics.ts";

/** Feats and eldritch invocations: both have prerequisites. */
export function PrereqList({ rows, noun }: { rows: readonly Feat[]; noun: string }) {
  const { t } = useI18n();
  const columns = useMemo<DataColumn<Feat>[]>(
    () => [
      {
        id: "prereq",
        header: t("opt.col.prereq"),
        cell: (f) => f.prereq ?? <span className="text-body-secondary">{t("opt.none")}</span>,
        sortValue: (f) => f.prereq,
      },
    ],
    [t],
  );
  const facets = useMemo<Facet<Feat>[]>(() => {
    const prereqs = [...new Set(rows.flatMap((r) => (r.prereq ? [r.prereq] : [])))].sort();
    return [
      {
        key: "prereq",
        label: t("opt.col.prereq"),
        kind: "select",
        options: [
          { value: "none", label: t("opt.none") },
          ...(prereqs.length <= 12 ? prereqs.map((p) => ({ value: p, label: p })) : []),
          { value: "any", label: t("opt.prereq.any") },
        ],
        test: (f, [v]) => (v === "none" ? !f.prereq : v === "any" ? Boolean(f.prereq) : f.prereq === v),
        values: (f) => (f.prereq ? [f.prereq, "any"] : "none"),
      },
    ];
  }, [rows, t]);
  return (
    <SimpleList
      rows={rows}
      noun={noun}
      columns={columns}
      facets={facets}
      searchText={(f) => f.prereq ?? ""}
      facts={(f) => [[t("opt.col.prereq"), f.prereq ?? t("opt.none")]]}
    />
  );
}

export default function FeatsPage() {
  const { feats } = useStatics("feats");
  const { t } = useI18n();
  return (
    <OptionsPage>
      <PrereqList rows={feats} noun={t("opt.noun.feats")} />
    </OptionsPage>
  );
}
