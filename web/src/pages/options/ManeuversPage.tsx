import { useMemo } from "react";
import type { DataColumn } from "../../components/table/index.ts";
import { useI18n } from "../../i18n/index.ts";
import { OptionsPage } from "./common.tsx";
import { firstSentence, SimpleList } from "./SimpleList.tsx";
import type { Maneuver } from "./types.ts";
import { useStatics } from "./use-statics.ts";

export default function ManeuversPage() {
  const { maneuvers } = useStatics("maneuvers");
  const { t } = useI18n();
  const columns = useMemo<DataColumn<Maneuver>[]>(
    () => [
      {
        id: "summary",
        header: t("opt.col.summary"),
        cell: (m) => firstSentence(m),
        className: "d-none d-sm-table-cell summary",
      },
    ],
    [t],
  );
  return (
    <OptionsPage>
      <SimpleList rows={maneuvers} noun={t("opt.noun.maneuvers")} columns={columns} />
    </OptionsPage>
  );
}
