import { useMemo } from "react";
import type { DataColumn, Facet } from "../../components/table/index.ts";
import { useI18n } from "../../i18n/index.ts";
import { OptionsPage } from "./common.tsx";
import { firstSentence, SimpleList } from "./SimpleList.tsx";
import type { Metamagic } from "./types.ts";
import { useStatics } from "./use-statics.ts";

export default function MetamagicsPage() {
  const { metamagics } = useStatics("metamagics");
  const { t } = useI18n();
  const columns = useMemo<DataColumn<Metamagic>[]>(
    () => [
      {
        id: "cost",
        header: t("opt.col.sorceryPoints"),
        cell: (m) => String(m.cost),
        sortValue: (m) => (typeof m.cost === "number" ? m.cost : Number.parseFloat(m.cost) || 99),
        className: "num",
        width: "9rem",
      },
      {
        id: "summary",
        header: t("opt.col.summary"),
        cell: (m) => firstSentence(m),
        className: "d-none d-md-table-cell summary",
      },
    ],
    [t],
  );
  const facets = useMemo<Facet<Metamagic>[]>(() => {
    const costs = [...new Set(metamagics.map((m) => String(m.cost)))].sort(
      (a, b) => (Number.parseFloat(a) || 99) - (Number.parseFloat(b) || 99),
    );
    return [
      {
        key: "cost",
        label: t("opt.col.sorceryPoints"),
        kind: "chips",
        options: costs.map((c) => ({ value: c, label: c })),
        test: (m, v) => v.includes(String(m.cost)),
        values: (m) => String(m.cost),
      },
    ];
  }, [metamagics, t]);
  return (
    <OptionsPage>
      <SimpleList
        rows={metamagics}
        noun={t("opt.noun.metamagics")}
        columns={columns}
        facets={facets}
        facts={(m) => [[t("opt.col.sorceryPoints"), String(m.cost)]]}
      />
    </OptionsPage>
  );
}
