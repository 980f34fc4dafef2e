import { useMemo } from "react";
import type { DataColumn, Facet } from "../../components/table/index.ts";
import { useI18n } from "../../i18n/index.ts";
import { OptionsPage, titleCase } from "./common.tsx";
import { firstSentence, SimpleList } from "./SimpleList.tsx";
import type { SkillTrick } from "./types.ts";
import { useStatics } from "./use-statics.ts";

export default function SkillTricksPage() {
  const { skilltricks } = useStatics("skilltricks");
  const { t } = useI18n();
  const columns = useMemo<DataColumn<SkillTrick>[]>(
    () => [
      {
        id: "skill",
        header: t("opt.col.skill"),
        cell: (s) => titleCase(s.skill),
        sortValue: (s) => s.skill,
        width: "11rem",
      },
      {
        id: "summary",
        header: t("opt.col.summary"),
        cell: (s) => firstSentence(s),
        className: "d-none d-md-table-cell summary",
      },
    ],
    [t],
  );
  const facets = useMemo<Facet<SkillTrick>[]>(
    () => [
      {
        key: "skill",
        label: t("opt.col.skill"),
        kind: "select",
        options: [...new Set(skilltricks.map((s) => s.skill))]
          .sort()
          .map((s) => ({ value: s, label: titleCase(s) })),
        test: (s, [v]) => s.skill === v,
        values: (s) => s.skill,
      },
    ],
    [skilltricks, t],
  );
  return (
    <OptionsPage>
      <SimpleList
        rows={skilltricks}
        noun={t("opt.noun.skilltricks")}
        columns={columns}
        facets={facets}
        searchText={(s) => s.skill}
        facts={(s) => [[t("opt.col.skill"), titleCase(s.skill)]]}
      />
    </OptionsPage>
  );
}
