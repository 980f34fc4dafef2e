import "./world.css";
import { useMemo } from "react";
import { formatSettingDate, settingDateOf, sortableDate } from "../../../../core/rules/calendar.ts";
import { useI18n } from "../../i18n/index.ts";
import type { HistoryEvent, SettingCalendar } from "../../state/world.ts";
import { HtmlView } from "../HtmlView.tsx";
import { FilterBar, matchesWords, SelectFilter, TextFilter } from "./Filters.tsx";
import { htmlText } from "./lore-html.ts";
import { useHash, useQuery } from "./url.ts";

/** "24 Blossomtide 1163 AS", or a range when the event lasted: "1 Vigil 516 AS – 30 Emberfall 518 AS". */
export function eventDate(cal: SettingCalendar, e: Pick<HistoryEvent, "start" | "end">): string {
  const start = formatSettingDate(cal, e.start);
  return e.end ? `${start} – ${formatSettingDate(cal, e.end)}` : start;
}

/**
 * The setting's events as a timeline, newest or oldest first (`?order=oldest`), with a text filter and
 * dates in the setting's own calendar. Today's date sits in its place as a marker.
 */
export function Timeline({
  events,
  calendar,
  today = new Date(),
}: {
  events: HistoryEvent[];
  calendar: SettingCalendar;
  today?: Date;
}) {
  const { t } = useI18n();
  const [query, setQuery] = useQuery();
  const hash = useHash();
  const q = query.get("q") ?? "";
  const oldest = query.get("order") === "oldest";
  const now = useMemo(() => settingDateOf(calendar, today), [calendar, today]);
  const nowKey = sortableDate(now);

  const sorted = useMemo(() => {
    const list = events
      .filter(
        (e) =>
          e._id === hash ||
          matchesWords(`${e.headline} ${eventDate(calendar, e)} ${htmlText(e.textHtml ?? e.text ?? "")}`, q),
      )
      .map((e) => ({ e, key: sortableDate(e.start) }));
    list.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.e.headline.localeCompare(b.e.headline)));
    if (!oldest) list.reverse();
    return list;
  }, [events, hash, q, oldest, calendar]);

  // Where today's marker goes: before the first event that is later (oldest first) or earlier (newest).
  const markerAt = sorted.findIndex(({ key }) => (oldest ? key > nowKey : key <= nowKey));
  const marker = (
    <li key="now" className="timeline-item timeline-now">
      <p className="timeline-date">
        <time>{formatSettingDate(calendar, now)}</time>
      </p>
      <p className="timeline-now-text">{t("world.history.now")}</p>
    </li>
  );
  const items = sorted.map(({ e }) => (
    <li key={e._id} id={e._id} className={`timeline-item${hash === e._id ? " is-target" : ""}`}>
      <p className="timeline-date">
        <time>{eventDate(calendar, e)}</time>
      </p>
      <h3 className="timeline-headline">
        <a href={`#${e._id}`}>{e.headline}</a>
      </h3>
      {e.textHtml ? <HtmlView html={e.textHtml} /> : e.text ? <p>{e.text}</p> : null}
    </li>
  ));
  if (!q) items.splice(markerAt === -1 ? items.length : markerAt, 0, marker);

  return (
    <div className="timeline-wrap">
      <FilterBar
        label={t("world.history.filters")}
        shown={sorted.length}
        total={events.length}
        onClear={() => setQuery({ q: null })}
      >
        <TextFilter label={t("world.search")} value={q} onChange={(v) => setQuery({ q: v })} />
        <SelectFilter
          label={t("world.history.order")}
          value={oldest ? "oldest" : "newest"}
          options={[
            { value: "newest", label: t("world.history.newest") },
            { value: "oldest", label: t("world.history.oldest") },
          ]}
          onChange={(v) => setQuery({ order: v === "oldest" ? "oldest" : null })}
        />
      </FilterBar>
      {events.length === 0 ? <p className="world-empty">{t("world.history.none")}</p> : null}
      {events.length > 0 && sorted.length === 0 ? (
        <p className="world-empty">{t("world.noResults")}</p>
      ) : null}
      <ol className="timeline">{items}</ol>
    </div>
  );
}
