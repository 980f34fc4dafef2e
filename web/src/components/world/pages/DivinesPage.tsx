import { atom, useAtomValue } from "jotai";
import { useI18n } from "../../../i18n/index.ts";
import { elthelasAtom } from "../../../state/data.ts";
import { pageAtom } from "../../../state/pages.ts";
import type { Divine } from "../../../state/world.ts";
import { Divines } from "../Divines.tsx";
import { LoreArticle, WorldPage } from "../Lore.tsx";

const divinesAtom = atom(async (get) => {
  const [world, page] = await Promise.all([get(elthelasAtom), get(pageAtom("elthelas/divines"))]);
  return { divines: world.divines as unknown as Divine[], page };
});

/** Elthelas's divine beings: the page's introduction, then every being with its description. */
export function DivinesPage() {
  const { t } = useI18n();
  const { divines, page } = useAtomValue(divinesAtom);
  return (
    <WorldPage lead={page.summary} className="divines-page">
      <LoreArticle
        html={page.html}
        reserved={["beings", ...divines.map((d) => d.id)]}
        after={
          <section aria-labelledby="beings" className="world-section">
            <h2 id="beings">{t("world.divines.beings")}</h2>
            <Divines divines={divines} />
          </section>
        }
      />
    </WorldPage>
  );
}
