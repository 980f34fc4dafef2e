/** Proficiency bonus by character level (1-20) or challenge rating. */
export function proficiencyBonus(level: number): number {
  return 2 + Math.floor((Math.max(1, level) - 1) / 4);
}

export function abilityModifier(score: number): number {
  return Math.floor((score - 10) / 2);
}

export function formatModifier(n: number): string {
  return n >= 0 ? `+${n}` : `${n}`;
}

export type CasterProgression = "full" | "half" | "third" | "pact" | "none";

/** Spell slots of a full caster, by caster level (index 0 = level 1), for spell levels 1-9. */
const FULL_CASTER_SLOTS: number[][] = [
  [2],
  [3],
  [4, 2],
  [4, 3],
  [4, 3, 2],
  [4, 3, 3],
  [4, 3, 3, 1],
  [4, 3, 3, 2],
  [4, 3, 3, 3, 1],
  [4, 3, 3, 3, 2],
  [4, 3, 3, 3, 2, 1],
  [4, 3, 3, 3, 2, 1],
  [4, 3, 3, 3, 2, 1, 1],
  [4, 3, 3, 3, 2, 1, 1],
  [4, 3, 3, 3, 2, 1, 1, 1],
  [4, 3, 3, 3, 2, 1, 1, 1],
  [4, 3, 3, 3, 2, 1, 1, 1, 1],
  [4, 3, 3, 3, 3, 1, 1, 1, 1],
  [4, 3, 3, 3, 3, 2, 1, 1, 1],
  [4, 3, 3, 3, 3, 2, 2, 1, 1],
];

/** The caster level a class level counts as; half casters start at 2nd level, third casters at 3rd. */
export function casterLevel(progression: CasterProgression, classLevel: number): number {
  switch (progression) {
    case "full":
      return classLevel;
    case "half":
      return classLevel < 2 ? 0 : Math.ceil(classLevel / 2);
    case "third":
      return classLevel < 3 ? 0 : Math.ceil(classLevel / 3);
    default:
      return 0;
  }
}

/** Slots for spell levels 1-9 (always nine numbers) at a class level; pact magic has its own table. */
export function spellSlots(progression: CasterProgression, classLevel: number): number[] {
  const level = casterLevel(progression, classLevel);
  const row = level > 0 ? FULL_CASTER_SLOTS[Math.min(level, 20) - 1]! : [];
  return Array.from({ length: 9 }, (_, i) => row[i] ?? 0);
}
