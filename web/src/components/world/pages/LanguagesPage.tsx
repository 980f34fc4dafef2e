import { useAtomValue } from "jotai";
import { useI18n } from "../../../i18n/index.ts";
import { pageAtom } from "../../../state/pages.ts";
import type { LanguageRow } from "../../../state/world.ts";
import { LanguagesTable } from "../LanguagesTable.tsx";
import { LoreArticle, WorldPage } from "../Lore.tsx";

/** A setting's languages: the table (who speaks what, where, in which script), then the prose. */
export function LanguagesPage({ id }: { id: string }) {
  const { t } = useI18n();
  const page = useAtomValue(pageAtom<{ languages?: LanguageRow[] }>(id));
  const languages = page.extra.languages ?? [];
  return (
    <WorldPage lead={page.summary} className="languages-page">
      <LoreArticle
        html={page.html}
        reserved={["languages", ...languages.map((l) => l.id)]}
        extraToc={[{ id: "languages", text: t("world.lang.table"), level: 2 }]}
        loreTitle={page.title}
        before={
          <section aria-labelledby="languages" className="world-section">
            <h2 id="languages">{t("world.lang.table")}</h2>
            <LanguagesTable languages={languages} caption={t("world.lang.table")} />
          </section>
        }
      />
    </WorldPage>
  );
}
