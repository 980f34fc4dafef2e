import { useAtomValue } from "jotai";
import { unwrap } from "jotai/utils";
import { useMemo } from "react";
import { useI18n } from "../../../i18n/index.ts";
import { npcsAtom } from "../../../state/data.ts";
import { pageAtom } from "../../../state/pages.ts";
import type { Creature, NpcRecord } from "../../../state/world.ts";
import { Bestiary } from "../Bestiary.tsx";
import { LoreArticle, WorldPage } from "../Lore.tsx";
import { relink } from "../lore-html.ts";
import { NpcList } from "../NpcDirectory.tsx";

const npcsOrNothing = unwrap(npcsAtom, (prev) => prev);

/**
 * Kentris has no NPC directory (no route): its people are listed on its bestiary page, and links to
 * `/kentris/npcs#id` in its texts point here instead.
 */
function People({ setting }: { setting: string }) {
  const { t } = useI18n();
  const npcs = useAtomValue(npcsOrNothing) as NpcRecord[] | undefined;
  const people = useMemo(
    () =>
      (npcs ?? [])
        .filter((n) => n.setting === setting)
        .map((n) => ({
          ...n,
          descriptionHtml:
            n.descriptionHtml && relink(n.descriptionHtml, `/${setting}/npcs`, `/${setting}/bestiary`),
          motivationsHtml:
            n.motivationsHtml && relink(n.motivationsHtml, `/${setting}/npcs`, `/${setting}/bestiary`),
          associatesHtml:
            n.associatesHtml && relink(n.associatesHtml, `/${setting}/npcs`, `/${setting}/bestiary`),
        })),
    [npcs, setting],
  );
  return (
    <section aria-labelledby="people" className="world-section">
      <h2 id="people">{t("world.bestiary.people")}</h2>
      {npcs ? <NpcList npcs={people} /> : <p className="page-loading">{t("loading")}</p>}
    </section>
  );
}

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
            {people ? <People setting={people} /> : null}
          </>
        }
      />
    </WorldPage>
  );
}
