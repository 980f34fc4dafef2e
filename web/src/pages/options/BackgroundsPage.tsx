import { useMemo } from "react";
import type { DataColumn, Facet } from "../../components/table/index.ts";
import { useI18n } from "../../i18n/index.ts";
import { EntryHtml, OptionsPage, titleCase } from "./common.tsx";
import { SimpleList } from "./SimpleList.tsx";
import type { Background } from "./types.ts";
import { useStatics } from "./use-statics.ts";

export function BackgroundsView({ backgrounds }: { backgrounds: readonly Background[] }) {
  const { t } = useI18n();
  const skills = (b: Background) => b.skills.map(titleCase).join(", ");
  const tools = (b: Background) => (b.tools.length ? b.tools.join(", ") : t("opt.none"));
  // biome-ignore lint/correctness/useExhaustiveDependencies: the helpers only read t, which is a dependency.
  const columns = useMemo<DataColumn<Background>[]>(
    () => [
      { id: "skills", header: t("opt.col.skills"), cell: skills, sortValue: skills },
      { id: "tools", header: t("opt.col.tools"), cell: tools, className: "d-none d-md-table-cell" },
      {
        id: "languages",
        header: t("opt.col.languages"),
        cell: (b) => String(b.languages),
        sortValue: (b) => b.languages,
        className: "num d-none d-sm-table-cell",
        width: "7rem",
      },
      {
        id: "feature",
        header: t("opt.col.feature"),
        cell: (b) => b.feature.name,
        sortValue: (b) => b.feature.name,
        className: "d-none d-lg-table-cell",
      },
    ],
    [t],
  );
  const facets = useMemo<Facet<Background>[]>(
    () => [
      {
        key: "skill",
        label: t("opt.col.skill"),
        kind: "select",
        options: [...new Set(backgrounds.flatMap((b) => b.skills))]
          .sort()
          .map((s) => ({ value: s, label: titleCase(s) })),
        test: (b, [v]) => b.skills.includes(v!),
        values: (b) => b.skills,
      },
      {
        key: "tools",
        label: t("opt.col.tools"),
        kind: "flag",
        test: (b, [v]) => b.tools.length > 0 === (v === "yes"),
      },
    ],
    [backgrounds, t],
  );
  return (
    <SimpleList
      rows={backgrounds}
      noun={t("opt.noun.backgrounds")}
      columns={columns}
      facets={facets}
      searchText={(b) => `${b.skills.join(" ")} ${b.tools.join(" ")} ${b.feature.name}`}
      facts={(b) => [
        [t("opt.col.skills"), skills(b)],
        [t("opt.col.tools"), tools(b)],
        [t("opt.col.languages"), t("opt.bg.languages", { n: b.languages })],
        [
          t("opt.col.equipment"),
          `${b.equipment.map((e) => (e.qty > 1 ? `${e.name} (${e.qty})` : e.name)).join(", ")}${
            b.gold ? `, ${b.gold} gp` : ""
          }`,
        ],
      ]}
      more={(b) => (
        <section className="entry-sub" aria-label={b.feature.name}>
          <h2 className="h6">
            {t("opt.col.feature")}: {b.feature.name}
          </h2>
          <EntryHtml html={b.feature.description} />
        </section>
      )}
    />
  );
}

export default function BackgroundsPage() {
  const { backgrounds } = useStatics("backgrounds");
  return (
    <OptionsPage>
      <BackgroundsView backgrounds={backgrounds} />
    </OptionsPage>
  );
}
