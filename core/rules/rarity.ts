import { RARITIES } from "../schemas/common.ts";

export type RarityName = (typeof RARITIES)[number];

/** One step rarer, capped at Legendary. */
export function raiseRarity(r: RarityName, steps = 1): RarityName {
  return RARITIES[Math.min(RARITIES.indexOf(r) + steps, RARITIES.length - 1)]!;
}
