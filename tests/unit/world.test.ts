import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { settingDateOf } from "../../core/rules/calendar.ts";
import { baseType, parseCrRange } from "../../web/src/components/world/Bestiary.tsx";
import { festivalsOn, weekdayIndex } from "../../web/src/components/world/CalendarView.tsx";
import { centroid, inside, placeLabels } from "../../web/src/components/world/geo.ts";
import { htmlText, withHeadingIds } from "../../web/src/components/world/lore-html.ts";
import { bodyOf, draftOf, EMPTY_DRAFT } from "../../web/src/components/world/npc-draft.ts";
import { type MagicItem, searchItems } from "../../web/src/components/world/RecipeLookup.tsx";
import type { SettingCalendar } from "../../web/src/state/world.ts";

/** Pure helpers of the settings pages (web/src/components/world). */

const fixtures = JSON.parse(
  readFileSync(resolve(import.meta.dirname, "../../stories/fixtures/world.json"), "utf8"),
) as {
  calendar: SettingCalendar;
  materiaCalendar: SettingCalendar;
  magicItems: MagicItem[];
};

describe("lore HTML", () => {
  it("gives headings unique ids, never one of the page's entry ids", () => {
    const { html, headings } = withHeadingIds(
      "<h2>The Gods &amp; Men</h2><p>x</p><h3>Ammeris</h3><h2>The Gods &amp; Men</h2><h4>Deep</h4>",
      ["ammeris"],
    );
    expect(headings).toEqual([
      { id: "the-gods-men", text: "The Gods & Men", level: 2 },
      { id: "ammeris-2", text: "Ammeris", level: 3 },
      { id: "the-gods-men-2", text: "The Gods & Men", level: 2 },
    ]);
    expect(html).toContain('<h2 id="the-gods-men">The Gods &amp; Men</h2>');
    expect(html).toContain("<h4>Deep</h4>");
  });

  it("reads text out of compiled HTML", () => {
    expect(htmlText('<p>A <a href="#x">link</a> &amp; &#39;quotes&#x27;</p>')).toBe("A link & 'quotes'");
  });
});

describe("bestiary filters", () => {
  it("groups creature types", () => {
    expect(baseType("monstrosity")).toBe("monstrosity");
    expect(baseType("humanoid (elf)")).toBe("humanoid");
    expect(baseType("swarm of Tiny beasts")).toBe("beast");
  });
  it("parses challenge-rating ranges", () => {
    expect(parseCrRange("1-4")).toEqual([1, 4]);
    expect(parseCrRange("0.25-")).toEqual([0.25, 30]);
    expect(parseCrRange("-2")).toEqual([0, 2]);
    expect(parseCrRange("5")).toEqual([5, 5]);
    expect(parseCrRange(null)).toEqual([0, 30]);
    expect(parseCrRange("nonsense")).toEqual([0, 30]);
  });
});

describe("calendar grid", () => {
  it("agrees with core's weekday for every day of two years, in both calendars", () => {
    for (const cal of [fixtures.calendar, fixtures.materiaCalendar]) {
      const start = Date.parse(`${cal.anchor.real}T12:00:00Z`);
      for (let i = -400; i < 400; i += 7) {
        const day = settingDateOf(cal, new Date(start + i * 86_400_000));
        expect(cal.weekdays[weekdayIndex(cal, day)]!.name).toBe(day.weekday);
      }
    }
  });
  it("finds festivals that last several days", () => {
    const cal = fixtures.calendar;
    const long = cal.festivals.find((f) => f.days > 1)!;
    expect(festivalsOn(cal, long.month, long.day + long.days - 1).map((f) => f.name)).toContain(long.name);
    expect(festivalsOn(cal, long.month, long.day + long.days).map((f) => f.name)).not.toContain(long.name);
  });
});

describe("map", () => {
  const square: [number, number][] = [
    [0, 0],
    [10, 0],
    [10, 10],
    [0, 10],
  ];
  it("tests points against polygons", () => {
    expect(inside([5, 5], square)).toBe(true);
    expect(inside([15, 5], square)).toBe(false);
    expect(centroid(square)).toEqual([5, 5]);
  });
  it("places labels where they cover no marker and no other label", () => {
    const at = (x: number, anchor: "start" | "end") => ({ x, y: 100, anchor });
    const placed = placeLabels(
      [
        // A's only spot is right of x=108; B would like the same spot, and then left of its marker.
        { id: "a", text: "Name", size: 10, candidates: [at(108, "start")] },
        { id: "b", text: "Name", size: 10, candidates: [at(108, "start"), at(92, "end")] },
        // C's first choice covers a marker.
        { id: "c", text: "Name", size: 10, candidates: [at(300, "start"), at(400, "start")] },
      ],
      [[310, 98]],
    );
    expect(placed.map((p) => `${p.id}:${p.x}`)).toEqual(["a:108", "b:92", "c:400"]);
  });
});

describe("NPC form", () => {
  it("sends only filled fields, tags split and de-duplicated", () => {
    expect(
      bodyOf({ ...EMPTY_DRAFT, name: "  Ada ", tags: "a, b ,, a", status: "alive", home: " " }, "materia"),
    ).toEqual({ name: "Ada", setting: "materia", status: "alive", tags: ["a", "b"], gmOnly: false });
  });
  it("round-trips an NPC through the draft", () => {
    const npc = {
      _id: "x",
      name: "Ada",
      setting: "elthelas",
      born: 1150,
      tags: ["one", "two"],
      gmOnly: true,
      description: "Text",
    };
    expect(bodyOf(draftOf(npc), "elthelas")).toEqual({
      name: "Ada",
      setting: "elthelas",
      born: "1150",
      description: "Text",
      tags: ["one", "two"],
      gmOnly: true,
    });
  });
});

describe("recipe lookup", () => {
  it("puts names that start with the query first and applies rarity and craftable filters", () => {
    const found = searchItems(fixtures.magicItems, "amulet", "", false);
    expect(found[0]!.Item.toLowerCase().startsWith("amulet")).toBe(true);
    expect(searchItems(fixtures.magicItems, "cubic", "", true)).toEqual([]);
    expect(
      searchItems(fixtures.magicItems, "", "Legendary", false).every((i) => i.Rarity === "Legendary"),
    ).toBe(true);
  });

  it("filters the full catalogue in well under a frame", () => {
    const statics = JSON.parse(
      readFileSync(resolve(import.meta.dirname, "../../build/data/api/statics"), "utf8"),
    ) as {
      magicitems: MagicItem[];
    };
    const items = statics.magicitems;
    const queries = ["a", "am", "amu", "amul", "amule", "amulet", "wand of", "+1", "sword", "zzz"];
    searchItems(items, "warm", "", false);
    const times: number[] = [];
    for (let round = 0; round < 5; round++) {
      for (const q of queries) {
        const t0 = performance.now();
        searchItems(items, q, round % 2 ? "Rare" : "", round % 3 === 0);
        times.push(performance.now() - t0);
      }
    }
    times.sort((a, b) => a - b);
    const p95 = times[Math.floor(times.length * 0.95)]!;
    expect(items.length).toBeGreaterThan(1500);
    expect(p95).toBeLessThan(16);
  });
});
