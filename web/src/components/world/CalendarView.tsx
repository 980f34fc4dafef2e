import "./world.css";
import { useMemo } from "react";
import { formatSettingDate, settingDateOf } from "../../../../core/rules/calendar.ts";
import { useI18n } from "../../i18n/index.ts";
import type { CalendarDate, SettingCalendar } from "../../state/world.ts";
import { HtmlView } from "../HtmlView.tsx";
import { ScrollRegion } from "./Filters.tsx";
import { useQuery } from "./url.ts";

const yearLength = (cal: SettingCalendar) => cal.months.reduce((a, m) => a + m.days, 0);
const dayOfYear = (cal: SettingCalendar, d: CalendarDate) =>
  cal.months.slice(0, d.month - 1).reduce((a, m) => a + m.days, 0) + d.day;

/** Index into `cal.weekdays` of a setting date: the anchor day is the first weekday. */
export function weekdayIndex(cal: SettingCalendar, d: CalendarDate): number {
  const offset =
    (d.year - cal.anchor.year) * yearLength(cal) + dayOfYear(cal, d) - dayOfYear(cal, cal.anchor);
  const n = cal.weekdays.length;
  return ((offset % n) + n) % n;
}

/** Festivals that fall on a day (a festival may last several days). */
export function festivalsOn(cal: SettingCalendar, month: number, day: number) {
  return cal.festivals.filter((f) => f.month === month && day >= f.day && day < f.day + f.days);
}

/** "1186-3" -> {year: 1186, month: 3}, within the calendar's months. */
function parseMonth(cal: SettingCalendar, value: string | null): { year: number; month: number } | undefined {
  const m = /^(-?\d{1,6})-(\d{1,2})$/.exec(value ?? "");
  if (!m) return undefined;
  const month = Number(m[2]);
  if (month < 1 || month > cal.months.length) return undefined;
  return { year: Number(m[1]), month };
}

/** One month as a grid of weeks: today marked (aria-current), festival days marked and listed below. */
export function MonthGrid({
  calendar: cal,
  year,
  month,
  today,
}: {
  calendar: SettingCalendar;
  year: number;
  month: number;
  today?: CalendarDate | undefined;
}) {
  const { t } = useI18n();
  const m = cal.months[month - 1]!;
  const first = weekdayIndex(cal, { year, month, day: 1 });
  const w = cal.weekdays.length;
  const cells: (number | null)[] = [...Array<null>(first).fill(null)];
  for (let d = 1; d <= m.days; d++) cells.push(d);
  while (cells.length % w) cells.push(null);
  const weeks: (number | null)[][] = [];
  for (let i = 0; i < cells.length; i += w) weeks.push(cells.slice(i, i + w));
  const isToday = (d: number) => today?.year === year && today.month === month && today.day === d;
  const festivals = cal.festivals.filter((f) => f.month === month);
  return (
    <div className="month-grid-wrap">
      <table className="month-grid">
        <caption>
          {m.name} {year} {cal.era}
          <span className="month-season">
            {" "}
            · {m.season} · {t("world.calendar.nDays", { n: m.days })}
          </span>
        </caption>
        <thead>
          <tr>
            {cal.weekdays.map((wd) => (
              <th key={wd.name} scope="col">
                <abbr title={wd.name}>{wd.name.slice(0, 3)}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: weeks of a month have no identity but their place.
            <tr key={i}>
              {week.map((d, j) => {
                if (d === null) {
                  // biome-ignore lint/suspicious/noArrayIndexKey: empty cells before and after the month.
                  return <td key={`e${j}`} className="empty" />;
                }
                const fest = festivalsOn(cal, month, d);
                const cls = [isToday(d) ? "today" : "", fest.length ? "festival" : ""]
                  .filter(Boolean)
                  .join(" ");
                return (
                  <td
                    key={d}
                    className={cls || undefined}
                    aria-current={isToday(d) ? "date" : undefined}
                    title={fest.map((f) => f.name).join(", ") || undefined}
                  >
                    <span className="day-number">{d}</span>
                    {fest.length ? (
                      <span className="visually-hidden">, {fest.map((f) => f.name).join(", ")}</span>
                    ) : null}
                    {isToday(d) ? (
                      <span className="visually-hidden">, {t("world.calendar.today")}</span>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {festivals.length ? (
        <ul className="month-festivals">
          {festivals.map((f) => (
            <li key={f.name}>
              <span className="festival-dot" aria-hidden="true" />
              <strong>{f.name}</strong>: {f.day}
              {f.days > 1 ? `–${f.day + f.days - 1}` : ""} {m.name}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * A setting's calendar: today's date in it and the month grid (browse months with `?month=YEAR-M`), then
 * the months, days of the week, festivals, moons and seasons.
 */
export function CalendarView({
  calendar: cal,
  today = new Date(),
}: {
  calendar: SettingCalendar;
  today?: Date;
}) {
  const { t } = useI18n();
  const [query, setQuery] = useQuery();
  const now = useMemo(() => settingDateOf(cal, today), [cal, today]);
  const shown = parseMonth(cal, query.get("month")) ?? { year: now.year, month: now.month };
  const go = (delta: number) => {
    let { year, month } = shown;
    month += delta;
    if (month < 1) {
      month = cal.months.length;
      year--;
    } else if (month > cal.months.length) {
      month = 1;
      year++;
    }
    setQuery({ month: year === now.year && month === now.month ? null : `${year}-${month}` });
  };
  const isCurrent = shown.year === now.year && shown.month === now.month;
  return (
    <div className="calendar-view">
      <section className="calendar-today" aria-labelledby="calendar-today">
        <h2 id="calendar-today">{t("world.calendar.today")}</h2>
        <p className="today-line">
          {t("world.calendar.todayIs", { weekday: now.weekday, date: formatSettingDate(cal, now) })}
          {now.festivals.length
            ? ` ${t("world.calendar.festivalToday", { names: now.festivals.join(", ") })}`
            : ""}
        </p>
        <p className="text-body-secondary small">
          {t("world.calendar.shape", {
            days: yearLength(cal),
            months: cal.months.length,
            weekdays: cal.weekdays.length,
          })}{" "}
          {cal.eraName}.
        </p>
        <div className="month-nav">
          <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => go(-1)}>
            <span aria-hidden="true">‹ </span>
            {t("world.calendar.prev")}
          </button>
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm"
            disabled={isCurrent}
            onClick={() => setQuery({ month: null })}
          >
            {t("world.calendar.toToday")}
          </button>
          <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => go(1)}>
            {t("world.calendar.next")}
            <span aria-hidden="true"> ›</span>
          </button>
        </div>
        <p className="visually-hidden" aria-live="polite">
          {cal.months[shown.month - 1]?.name} {shown.year} {cal.era}
        </p>
        <MonthGrid calendar={cal} year={shown.year} month={shown.month} today={now} />
      </section>

      <section aria-labelledby="calendar-months">
        <h2 id="calendar-months">{t("world.calendar.months")}</h2>
        <ScrollRegion label={t("world.calendar.months")}>
          <table className="table world-table">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t("world.calendar.month")}</th>
                <th scope="col">{t("world.calendar.days")}</th>
                <th scope="col">{t("world.calendar.season")}</th>
                <th scope="col">{t("world.calendar.about")}</th>
              </tr>
            </thead>
            <tbody>
              {cal.months.map((m, i) => (
                <tr key={m.name} className={i + 1 === now.month ? "current" : undefined}>
                  <td>{i + 1}</td>
                  <th scope="row">
                    <button
                      type="button"
                      className="btn btn-link p-0 align-baseline"
                      onClick={() => setQuery({ month: `${shown.year}-${i + 1}` })}
                    >
                      {m.name}
                    </button>
                  </th>
                  <td>{m.days}</td>
                  <td>{m.season}</td>
                  <td>
                    <HtmlView html={m.description} className="cell-html" />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </section>

      <section aria-labelledby="calendar-weekdays">
        <h2 id="calendar-weekdays">{t("world.calendar.weekdays")}</h2>
        <dl className="world-deflist">
          {cal.weekdays.map((w) => (
            <div key={w.name} className={w.name === now.weekday ? "current" : undefined}>
              <dt>{w.name}</dt>
              <dd>
                <HtmlView html={w.description} className="cell-html" />
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="calendar-festivals">
        <h2 id="calendar-festivals">{t("world.calendar.festivals")}</h2>
        <ScrollRegion label={t("world.calendar.festivals")}>
          <table className="table world-table">
            <thead>
              <tr>
                <th scope="col">{t("world.calendar.festival")}</th>
                <th scope="col">{t("world.calendar.date")}</th>
                <th scope="col">{t("world.calendar.length")}</th>
                <th scope="col">{t("world.calendar.about")}</th>
              </tr>
            </thead>
            <tbody>
              {cal.festivals.map((f) => (
                <tr key={f.name} className={now.festivals.includes(f.name) ? "current" : undefined}>
                  <th scope="row">{f.name}</th>
                  <td>
                    {f.day} {cal.months[f.month - 1]?.name}
                  </td>
                  <td>{t("world.calendar.nDays", { n: f.days })}</td>
                  <td>
                    <HtmlView html={f.description} className="cell-html" />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </section>

      <section aria-labelledby="calendar-moons">
        <h2 id="calendar-moons">{t("world.calendar.moons")}</h2>
        <dl className="world-deflist">
          {cal.moons.map((m) => (
            <div key={m.name}>
              <dt>
                {m.name}{" "}
                <span className="text-body-secondary fw-normal">
                  ({t("world.calendar.cycle", { n: m.cycleDays })})
                </span>
              </dt>
              <dd>
                <HtmlView html={m.description} className="cell-html" />
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="calendar-seasons">
        <h2 id="calendar-seasons">{t("world.calendar.seasons")}</h2>
        <dl className="world-deflist">
          {cal.seasons.map((s) => (
            <div key={s.name}>
              <dt>
                {s.name}{" "}
                <span className="text-body-secondary fw-normal">
                  (
                  {cal.months
                    .filter((m) => m.season === s.name)
                    .map((m) => m.name)
                    .join(", ")}
                  )
                </span>
              </dt>
              <dd>
                <HtmlView html={s.description} className="cell-html" />
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}

/** The headings CalendarView adds, for the page's table of contents. */
export const CALENDAR_SECTIONS = [
  "calendar-today",
  "calendar-months",
  "calendar-weekdays",
  "calendar-festivals",
  "calendar-moons",
  "calendar-seasons",
] as const;
