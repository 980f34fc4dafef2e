import { getDefaultStore, useAtomValue } from "jotai";
import { unwrap } from "jotai/utils";

import { useI18n } from "../../../i18n/index.ts";
import { npcsAtom, refreshNpcs } from "../../../state/data.ts";
import { pageAtom } from "../../../state/pages.ts";
import { useUsername } from "../../../state/session.ts";
import { type NpcRecord, npcApi, type SettingId } from "../../../state/world.ts";
import { LoreArticle, WorldPage } from "../Lore.tsx";
import { NpcDirectory } from "../NpcDirectory.tsx";

/** The NPC list, keeping the last one on screen while a refresh loads (no flash of the loading line). */
const npcsOrLast = unwrap(npcsAtom, (prev) => prev);

async function reload(): Promise<void> {
  refreshNpcs();
  await getDefaultStore().get(npcsAtom);
}

/** A setting's NPC directory, then the page's introduction to its people. */
export function NpcsPage({ setting }: { setting: Extract<SettingId, "elthelas" | "materia"> }) {
  const { t } = useI18n();
  const page = useAtomValue(pageAtom(`${setting}/npcs`));
  const npcs = useAtomValue(npcsOrLast) as NpcRecord[] | undefined;
  // The shell's store hook (useSyncExternalStore) rather than the jotai view: it cannot miss a sign-in
  // that lands between this page's first render and its subscription.
  const username = useUsername();
  return (
    <WorldPage lead={page.summary} className="npcs-page">
      <LoreArticle
        html={page.html}
        reserved={["people", ...(npcs ?? []).map((n) => n._id)]}
        tocMin={99}
        loreTitle={page.title}
        before={
          <section aria-labelledby="people" className="world-section">
            <h2 id="people" className="visually-hidden">
              {t("npc.directory")}
            </h2>
            {npcs ? (
              <NpcDirectory
                setting={setting}
                npcs={npcs}
                username={username}
                api={npcApi}
                onChanged={reload}
              />
            ) : (
              <p className="page-loading">{t("loading")}</p>
            )}
          </section>
        }
      />
    </WorldPage>
  );
}
