import { useMemo } from "react";
import type { DataColumn, Facet } from "../../components/table/index.ts";
import { useI18n } from "../../i18n/index.ts";
import { OptionsPage } from "./common.tsx";
import { SimpleList } from "./SimpleList.tsx";
import type { Infusion } from "./types.ts";
import { useStatics } from "./use-statics.ts";

export default function InfusionsPage() {
  const { infusions } = useStatics("infusions");
  const { t } = useI18n();
  const columns = useMemo<DataColumn<Infusion>[]>(
    () => [
      {
        id: "level",
        header: t("opt.col.level"),
        cell: (i) => String(i.level),
        sortValue: (i) => i.level,
        className: "num",
        width: "5rem",
      },
      {
        id: "item",
        header: t("opt.col.item"),
        cell: (i) => i.item,
        sortValue: (i) => i.item,
        className: "d-none d-sm-table-cell",
      },
    ],
    [t],
  );
  const facets = useMemo<Facet<Infusion>[]>(() => {
    const levels = [...new Set(infusions.map((i) => i.level))].sort((a, b) => a - b);
    const items = [...new Set(infusions.map((i) => i.item))].sort();
    return [
      {
        key: "level",
        label: t("opt.col.level"),
        kind: "chips",
        options: levels.map((l) => ({ value: String(l), label: String(l) })),
        test: (i, v) => v.includes(String(i.level)),
        values: (i) => String(i.level),
      },
      {
        key: "item",
        label: t("opt.col.item"),
        kind: "select",
        options: items.map((i) => ({ value: i, label: i })),
        test: (i, [v]) => i.item === v,
        values: (i) => i.item,
      },
    ];
  }, [infusions, t]);
  return (
    <OptionsPage>
      <SimpleList
        rows={infusions}
        noun={t("opt.noun.infusions")}
        columns={columns}
        facets={facets}
        searchText={(i) => i.item}
        facts={(i) => [
          [t("opt.col.level"), String(i.level)],
          [t("opt.col.item"), i.item],
        ]}
      />
    </OptionsPage>
  );
}
