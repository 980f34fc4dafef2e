import { useAtomValue } from "jotai";
import { useI18n } from "../../../i18n/index.ts";
import { pageAtom } from "../../../state/pages.ts";
import type { Creature } from "../../../state/world.ts";
import { Bestiary } from "../Bestiary.tsx";
import { LoreArticle, WorldPage } from "../Lore.tsx";

/** A setting's bestiary: its creatures with full stat blocks, then the page's prose. */
export function BestiaryPage({ id }: { id: string }) {
  const { t } = useI18n();
  const page = useAtomValue(pageAtom<{ creatures?: Creature[] }>(id));
  const creatures = page.extra.creatures ?? [];
  return (
    <WorldPage lead={page.summary} className="bestiary-page">
      <LoreArticle
        html={page.html}
        reserved={["creatures", ...creatures.map((c) => c.id)]}
        extraToc={[{ id: "creatures", text: t("world.bestiary.creatures"), level: 2 }]}
        loreTitle={page.title}
        before={
          <section aria-labelledby="creatures" className="world-section">
            <h2 id="creatures" className="visually-hidden">
              {t("world.bestiary.creatures")}
            </h2>
            <Bestiary creatures={creatures} />
          </section>
        }
      />
    </WorldPage>
  );
}
