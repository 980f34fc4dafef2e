import { atom, useAtomValue } from "jotai";
import { useI18n } from "../../../i18n/index.ts";
import { staticsSetAtom } from "../../../state/data.ts";
import { pageAtom } from "../../../state/pages.ts";
import { LoreArticle, WorldPage } from "../Lore.tsx";
import { type MagicItem, RecipeLookup } from "../RecipeLookup.tsx";

const craftingAtom = atom(async (get) => {
  const [items, page] = await Promise.all([
    get(staticsSetAtom("magicitems")),
    get(pageAtom("materia/crafting")),
  ]);
  return { items: items as MagicItem[], page };
});

/** Materia's crafting rules with a recipe lookup over the magic-item catalogue. */
export function CraftingPage() {
  const { t } = useI18n();
  const { items, page } = useAtomValue(craftingAtom);
  return (
    <WorldPage lead={page.summary} className="crafting-page">
      <LoreArticle
        html={page.html}
        reserved={["recipes"]}
        extraToc={[{ id: "recipes", text: t("world.craft.lookup"), level: 2 }]}
        loreTitle={page.title}
        before={
          <section aria-labelledby="recipes" className="world-section">
            <h2 id="recipes">{t("world.craft.lookup")}</h2>
            <RecipeLookup items={items} />
          </section>
        }
      />
    </WorldPage>
  );
}
