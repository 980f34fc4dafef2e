import { useAtomValue } from "jotai";
import { unwrap } from "jotai/utils";
import { useMemo } from "react";
import { useI18n } from "../../../i18n/index.ts";
import { npcsAtom } from "../../../state/data.ts";
import type { NpcRecord } from "../../../state/world.ts";
import { relink } from "../lore-html.ts";
import { NpcList } from "../NpcCard.tsx";

const npcsOrNothing = unwrap(npcsAtom, (prev) => prev);

/**
 * Kentris has no NPC directory (no route): its people are listed on its bestiary page, and links to
 * `/kentris/npcs#id` in its texts point here instead.
 */
export function People({ setting }: { setting: string }) {
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
