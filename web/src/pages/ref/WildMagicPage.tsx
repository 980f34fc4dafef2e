import { useAtomValue } from "jotai";
import { useMemo } from "react";
import { useCurrentRoute } from "../../app/router/route-context.ts";
import { HtmlView } from "../../components/HtmlView.tsx";
import { useI18n } from "../../i18n/index.ts";
import { pageAtom } from "../../state/pages.ts";
import { type RollRow, RollTable } from "./RollTable.tsx";

interface Surge {
  id: string;
  Min: number;
  Max: number;
  Effect: string;
}

export function WildMagicView({ surges, html }: { surges: readonly Surge[]; html: string }) {
  const { t } = useI18n();
  const rows = useMemo<RollRow[]>(
    () => surges.map((s) => ({ id: s.id, min: s.Min, max: s.Max, effect: s.Effect })),
    [surges],
  );
  return (
    <>
      <RollTable rows={rows} caption={t("ref.wild.caption")} />
      <section className="ref-rules" aria-labelledby="wild-rules">
        <h2 id="wild-rules">{t("ref.wild.rules")}</h2>
        <HtmlView html={html} />
      </section>
    </>
  );
}

export default function WildMagicPage() {
  const { text } = useCurrentRoute();
  const page = useAtomValue(pageAtom<{ surges: Surge[] }>("ref/wildmagic"));
  return (
    <article className="page ref-page wildmagic-page">
      <h1>{text.title}</h1>
      <p className="lead">{page.summary}</p>
      <WildMagicView surges={page.extra.surges} html={page.html} />
    </article>
  );
}
