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
