import { useAtomValue } from "jotai";
import { pageAtom } from "../../../state/pages.ts";
import { LoreArticle, WorldPage } from "../Lore.tsx";

/** A lore page: the payload's summary as the lead, its HTML with a table of contents when long. */
export function LorePage({ id }: { id: string }) {
  const page = useAtomValue(pageAtom(id));
  return (
    <WorldPage lead={page.summary}>
      <LoreArticle html={page.html} />
    </WorldPage>
  );
}
