import { atom, useAtomValue } from "jotai";
import { useI18n } from "../../../i18n/index.ts";
import { eventsAtom } from "../../../state/data.ts";
import { pageAtom } from "../../../state/pages.ts";
import type { HistoryEvent, SettingCalendar } from "../../../state/world.ts";
import { LoreArticle, WorldPage } from "../Lore.tsx";
import { Timeline } from "../Timeline.tsx";

function historyAtom(setting: "elthelas" | "materia", name: "Elthelas" | "Materia") {
  return atom(async (get) => {
    const [events, page, calendar] = await Promise.all([
      get(eventsAtom).catch(() => []),
      get(pageAtom(`${setting}/history`)),
      get(pageAtom<{ calendar: SettingCalendar }>(`${setting}/calendar`)),
    ]);
    return {
      events: (events as unknown as HistoryEvent[]).filter((e) => e.setting === name),
      page,
      calendar: calendar.extra.calendar,
    };
  });
}
const historyAtoms = {
  elthelas: historyAtom("elthelas", "Elthelas"),
  materia: historyAtom("materia", "Materia"),
};

/** A setting's history: the timeline of its events in its own calendar, then the page's prose. */
export function HistoryPage({ setting }: { setting: keyof typeof historyAtoms }) {
  const { t } = useI18n();
  const { events, page, calendar } = useAtomValue(historyAtoms[setting]);
  return (
    <WorldPage lead={page.summary} className="history-page">
      <LoreArticle
        html={page.html}
        reserved={["timeline", ...events.map((e) => e._id)]}
        extraToc={[{ id: "timeline", text: t("world.history.timeline"), level: 2 }]}
        loreTitle={page.title}
        before={
          <section aria-labelledby="timeline" className="world-section">
            <h2 id="timeline">{t("world.history.timeline")}</h2>
            <Timeline events={events} calendar={calendar} />
          </section>
        }
      />
    </WorldPage>
  );
}
