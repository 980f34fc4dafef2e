import { atom, useAtomValue } from "jotai";
import { useI18n } from "../../../i18n/index.ts";
import { elthelasAtom, materiaAtom } from "../../../state/data.ts";
import { pageAtom } from "../../../state/pages.ts";
import type { God } from "../../../state/world.ts";
import { GodsTable } from "../Gods.tsx";
import { LoreArticle, WorldPage } from "../Lore.tsx";

const godsAtoms = {
  elthelas: atom(async (get) => {
    const [world, page] = await Promise.all([get(elthelasAtom), get(pageAtom("elthelas/gods"))]);
    return { gods: world.gods as unknown as God[], page };
  }),
  materia: atom(async (get) => {
    const [world, page] = await Promise.all([get(materiaAtom), get(pageAtom("materia/gods"))]);
    return { gods: world.gods as unknown as God[], page };
  }),
};

/** A pantheon: the sortable table of gods (each expands to its lore, `#id` opens it), then the prose. */
export function GodsPage({ setting }: { setting: keyof typeof godsAtoms }) {
  const { t } = useI18n();
  const { gods, page } = useAtomValue(godsAtoms[setting]);
  return (
    <WorldPage lead={page.summary} className="gods-page">
      <LoreArticle
        html={page.html}
        reserved={["pantheon", ...gods.map((g) => g.id)]}
        extraToc={[{ id: "pantheon", text: t("world.gods.table"), level: 2 }]}
        loreTitle={page.title}
        before={
          <section aria-labelledby="pantheon" className="world-section">
            <h2 id="pantheon">{t("world.gods.table")}</h2>
            <GodsTable gods={gods} caption={t("world.gods.table")} />
          </section>
        }
      />
    </WorldPage>
  );
}
