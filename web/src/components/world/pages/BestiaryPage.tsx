import { useAtomValue } from "jotai";
import { lazy, Suspense, useMemo } from "react";
import { useI18n } from "../../../i18n/index.ts";
import { pageAtom } from "../../../state/pages.ts";
import type { Creature } from "../../../state/world.ts";
import { Bestiary } from "../Bestiary.tsx";
import { LoreArticle, WorldPage } from "../Lore.tsx";
import { relink } from "../lore-html.ts";

/** Only Kentris lists people here: their cards (and the list virtualiser) load with that page alone. */
const People = lazy(() => import("./People.tsx").then((m) => ({ default: m.People })));

/** A setting's bestiary: its creatures with full stat blocks, then the page's prose. */
export function BestiaryPage({ id, people }: { id: string; people?: "kentris" }) {
  const { t } = useI18n();
  const page = useAtomValue(pageAtom<{ creatures?: Creature[] }>(id));
  const creatures = page.extra.creatures ?? [];
  const html = people ? relink(page.html, `/${people}/npcs`, `/${people}/bestiary`) : page.html;
  const reserved = useMemo(() => ["creatures", "people", ...creatures.map((c) => c.id)], [creatures]);
  return (
    <WorldPage lead={page.summary} className="bestiary-page">
      <LoreArticle
        html={html}
        reserved={reserved}
        extraToc={[
          { id: "creatures", text: t("world.bestiary.creatures"), level: 2 },
          ...(people ? [{ id: "people", text: t("world.bestiary.people"), level: 2 as const }] : []),
        ]}
        loreTitle={page.title}
        before={
          <>
            <section aria-labelledby="creatures" className="world-section">
              <h2 id="creatures" className="visually-hidden">
                {t("world.bestiary.creatures")}
              </h2>
              <Bestiary creatures={creatures} />
            </section>
            {people ? (
              <Suspense fallback={null}>
                <People setting={people} />
              </Suspense>
            ) : null}
          </>
        }
      />
    </WorldPage>
  );
}
