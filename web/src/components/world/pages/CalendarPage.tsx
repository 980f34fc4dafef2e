import { useAtomValue } from "jotai";
import { useI18n } from "../../../i18n/index.ts";
import { pageAtom } from "../../../state/pages.ts";
import type { SettingCalendar } from "../../../state/world.ts";
import { CalendarView } from "../CalendarView.tsx";
import { LoreArticle, WorldPage } from "../Lore.tsx";

/** A setting's calendar: today in it and the month grid, its parts, then the page's prose. */
export function CalendarPage({ id }: { id: string }) {
  const { t } = useI18n();
  const page = useAtomValue(pageAtom<{ calendar: SettingCalendar }>(id));
  const sections = [
    { id: "calendar-today", text: t("world.calendar.today"), level: 2 as const },
    { id: "calendar-months", text: t("world.calendar.months"), level: 2 as const },
    { id: "calendar-weekdays", text: t("world.calendar.weekdays"), level: 2 as const },
    { id: "calendar-festivals", text: t("world.calendar.festivals"), level: 2 as const },
    { id: "calendar-moons", text: t("world.calendar.moons"), level: 2 as const },
    { id: "calendar-seasons", text: t("world.calendar.seasons"), level: 2 as const },
  ];
  return (
    <WorldPage lead={page.summary} className="calendar-page">
      <LoreArticle
        html={page.html}
        reserved={sections.map((s) => s.id)}
        extraToc={sections}
        loreTitle={page.title}
        before={<CalendarView calendar={page.extra.calendar} />}
      />
    </WorldPage>
  );
}
