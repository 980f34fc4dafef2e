/** Dice notation: optional count, "d", sides, optional signed modifier (2d6+3, d20, 4d8-1). */
export interface DiceExpression {
  count: number;
  sides: number;
  modifier: number;
}

const EXACT = /^\s*(\d*)\s*[dD]\s*(\d+)\s*(?:([+\-−])\s*(\d+))?\s*$/;

/** Dice inside running text; word boundaries keep "d6" inside other words from matching. */
export const DICE_IN_TEXT = /(?<![\w.])(\d{0,3})d(\d{1,3})(?:\s?([+\-−])\s?(\d{1,3}))?(?![\w])/g;

export const MAX_DICE = 1000;
export const MAX_SIDES = 1000;

export function parseDice(text: string): DiceExpression | undefined {
  const m = EXACT.exec(text);
  if (!m) return undefined;
  const count = m[1] ? Number(m[1]) : 1;
  const sides = Number(m[2]);
  const sign = m[3] === "-" || m[3] === "−" ? -1 : 1;
  const modifier = m[4] ? sign * Number(m[4]) : 0;
  if (count < 1 || count > MAX_DICE || sides < 1 || sides > MAX_SIDES) return undefined;
  return { count, sides, modifier };
}

export function formatDice(d: DiceExpression): string {
  const mod = d.modifier === 0 ? "" : d.modifier > 0 ? `+${d.modifier}` : `${d.modifier}`;
  return `${d.count}d${d.sides}${mod}`;
}

/** A source of integers in [0, 1); injected so rolls are testable and seedable. */
export type Random = () => number;

export interface DiceRoll {
  expression: DiceExpression;
  rolls: number[];
  total: number;
}

export function roll(d: DiceExpression, random: Random = Math.random): DiceRoll {
  const rolls = Array.from({ length: d.count }, () => 1 + Math.floor(random() * d.sides));
  return { expression: d, rolls, total: rolls.reduce((a, b) => a + b, 0) + d.modifier };
}

export function average(d: DiceExpression): number {
  return Math.floor((d.count * (d.sides + 1)) / 2 + d.modifier);
}

export function bounds(d: DiceExpression): { min: number; max: number } {
  return { min: d.count + d.modifier, max: d.count * d.sides + d.modifier };
}
