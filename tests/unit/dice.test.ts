import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { average, bounds, DICE_IN_TEXT, formatDice, parseDice, roll } from "../../core/rules/dice.ts";

describe("dice notation", () => {
  it("parses count, sides and a signed modifier", () => {
    expect(parseDice("2d6+3")).toEqual({ count: 2, sides: 6, modifier: 3 });
    expect(parseDice("d20")).toEqual({ count: 1, sides: 20, modifier: 0 });
    expect(parseDice("4d8-1")).toEqual({ count: 4, sides: 8, modifier: -1 });
    expect(parseDice(" 3 d 4 + 2 ")).toEqual({ count: 3, sides: 4, modifier: 2 });
  });

  it("rejects what is not dice", () => {
    for (const bad of ["", "d", "2d", "dd6", "2x6", "0d6", "2d0", "1d6+", "hello", "2d6+3d4"]) {
      expect(parseDice(bad), bad).toBeUndefined();
    }
  });

  it("round-trips through formatDice for every valid expression", () => {
    const expr = fc.record({
      count: fc.integer({ min: 1, max: 100 }),
      sides: fc.integer({ min: 1, max: 100 }),
      modifier: fc.integer({ min: -50, max: 50 }).map((m) => m || 0),
    });
    fc.assert(
      fc.property(expr, (d) => {
        expect(parseDice(formatDice(d))).toEqual(d);
      }),
    );
  });

  it("rolls stay within bounds and total the dice plus modifier", () => {
    const expr = fc.record({
      count: fc.integer({ min: 1, max: 20 }),
      sides: fc.integer({ min: 1, max: 100 }),
      modifier: fc.integer({ min: -10, max: 10 }),
    });
    fc.assert(
      fc.property(expr, fc.double({ min: 0, max: 0.9999999, noNaN: true }), (d, r) => {
        const result = roll(d, () => r);
        const { min, max } = bounds(d);
        expect(result.total).toBeGreaterThanOrEqual(min);
        expect(result.total).toBeLessThanOrEqual(max);
        expect(result.total).toBe(result.rolls.reduce((a, b) => a + b, 0) + d.modifier);
        expect(result.rolls).toHaveLength(d.count);
      }),
    );
  });

  it("computes stat-block averages", () => {
    expect(average(parseDice("2d6+3")!)).toBe(10);
    expect(average(parseDice("1d10")!)).toBe(5);
    expect(average(parseDice("18d10+36")!)).toBe(135);
  });

  it("finds dice in running text but not inside words", () => {
    const found = (t: string) => [...t.matchAll(DICE_IN_TEXT)].map((m) => m[0]);
    expect(found("Roll 2d6 + 3 fire and a d20, then 4d8-1.")).toEqual(["2d6 + 3", "d20", "4d8-1"]);
    expect(found("the odd6 and 3rd level")).toEqual([]);
  });
});
