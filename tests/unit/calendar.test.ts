import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type CalendarShape,
  formatSettingDate,
  settingDateOf,
  sortableDate,
} from "../../core/rules/calendar.ts";

const cal: CalendarShape = {
  era: "AS",
  anchor: { real: "2026-01-01", year: 1186, month: 1, day: 1 },
  months: [
    { name: "Vigil", days: 31 },
    { name: "Deepfrost", days: 30 },
    { name: "Short", days: 3 },
  ],
  weekdays: [{ name: "One" }, { name: "Two" }, { name: "Three" }],
  festivals: [
    { name: "Night of Silence", month: 1, day: 1, days: 1 },
    { name: "Thaw", month: 2, day: 29, days: 3 },
  ],
};

describe("setting calendars", () => {
  it("maps the anchor day and counts forward through months and years", () => {
    expect(settingDateOf(cal, new Date("2026-01-01T12:00:00Z"))).toMatchObject({
      year: 1186,
      month: 1,
      day: 1,
      weekday: "One",
      festivals: ["Night of Silence"],
    });
    expect(settingDateOf(cal, new Date("2026-02-01T00:00:00Z"))).toMatchObject({
      year: 1186,
      month: 2,
      day: 1,
      weekday: "Two",
      dayOfYear: 32,
    });
    expect(settingDateOf(cal, new Date("2026-03-02T00:00:00Z"))).toMatchObject({
      month: 2,
      day: 30,
      festivals: ["Thaw"],
    });
    expect(settingDateOf(cal, new Date("2026-03-06T00:00:00Z"))).toMatchObject({
      year: 1187,
      month: 1,
      day: 1,
    });
    expect(settingDateOf(cal, new Date("2025-12-31T00:00:00Z"))).toMatchObject({
      year: 1185,
      month: 3,
      day: 3,
      weekday: "Three",
    });
  });

  it("moves exactly one setting day per real day", () => {
    fc.assert(
      fc.property(fc.integer({ min: -20000, max: 20000 }), (days) => {
        const a = settingDateOf(cal, new Date(Date.UTC(2026, 0, 1) + days * 86_400_000));
        const b = settingDateOf(cal, new Date(Date.UTC(2026, 0, 1) + (days + 1) * 86_400_000));
        const index = (d: typeof a) => d.year * 64 + d.dayOfYear;
        expect(
          index(b) - index(a) === 1 || (b.dayOfYear === 1 && b.year === a.year + 1 && a.dayOfYear === 64),
        ).toBe(true);
      }),
    );
  });

  it("formats and sorts setting dates", () => {
    expect(formatSettingDate(cal, { year: 12, month: 2, day: 5 })).toBe("5 Deepfrost 12 AS");
    const [late, ancient, old, later] = [
      { year: 5, month: 1, day: 1 },
      { year: -40, month: 2, day: 3 },
      { year: -3, month: 1, day: 1 },
      { year: 5, month: 1, day: 10 },
    ];
    const sorted = [late!, ancient!, old!, later!].sort((a, b) =>
      sortableDate(a) < sortableDate(b) ? -1 : 1,
    );
    expect(sorted).toEqual([ancient, old, late, later]);
  });
});
