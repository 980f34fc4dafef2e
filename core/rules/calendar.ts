export interface SettingDate {
  year: number;
  month: number;
  day: number;
}

/** A string that sorts like the date: zero-padded, with negative years before positive ones. */
export function sortableDate(d: SettingDate): string {
  const year = d.year < 0 ? `-${String(999999 + d.year).padStart(6, "0")}` : String(d.year).padStart(6, "0");
  return `${year}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`;
}

/** The parts of a setting's calendar that date arithmetic needs. */
export interface CalendarShape {
  era: string;
  anchor: { real: string; year: number; month: number; day: number };
  months: { name: string; days: number }[];
  weekdays: { name: string }[];
  festivals?: { name: string; month: number; day: number; days: number }[];
}

export interface SettingDay extends SettingDate {
  monthName: string;
  weekday: string;
  /** Day of the setting's year, 1-based. */
  dayOfYear: number;
  festivals: string[];
}

const DAY_MS = 86_400_000;

function yearLength(cal: CalendarShape): number {
  return cal.months.reduce((a, m) => a + m.days, 0);
}

/** Days since the start of the anchor year, for a setting date (may be negative for earlier years). */
function dayIndex(cal: CalendarShape, d: SettingDate): number {
  const before = cal.months.slice(0, d.month - 1).reduce((a, m) => a + m.days, 0);
  return (d.year - cal.anchor.year) * yearLength(cal) + before + d.day - 1;
}

/**
 * Which setting date a real date is. The anchor ties one real day to one setting day (and to the first
 * weekday); from there days are counted in the setting's own months, so its years may be shorter or
 * longer than ours.
 */
export function settingDateOf(cal: CalendarShape, real: Date): SettingDay {
  const anchorReal = Date.parse(`${cal.anchor.real}T00:00:00Z`);
  const realDay = Date.UTC(real.getUTCFullYear(), real.getUTCMonth(), real.getUTCDate());
  const offset = Math.round((realDay - anchorReal) / DAY_MS);
  const length = yearLength(cal);
  let index = dayIndex(cal, cal.anchor) + offset;
  const year = cal.anchor.year + Math.floor(index / length);
  index = ((index % length) + length) % length;
  let month = 0;
  while (index >= cal.months[month]!.days) {
    index -= cal.months[month]!.days;
    month++;
  }
  const day = index + 1;
  const weekdayIndex = ((offset % cal.weekdays.length) + cal.weekdays.length) % cal.weekdays.length;
  const festivals = (cal.festivals ?? [])
    .filter((f) => f.month === month + 1 && day >= f.day && day < f.day + f.days)
    .map((f) => f.name);
  return {
    year,
    month: month + 1,
    day,
    monthName: cal.months[month]!.name,
    weekday: cal.weekdays[weekdayIndex]!.name,
    dayOfYear: cal.months.slice(0, month).reduce((a, m) => a + m.days, 0) + day,
    festivals,
  };
}

export function formatSettingDate(cal: Pick<CalendarShape, "era" | "months">, d: SettingDate): string {
  const month = cal.months[d.month - 1]?.name ?? `month ${d.month}`;
  return `${d.day} ${month} ${d.year} ${cal.era}`;
}
