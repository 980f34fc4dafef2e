import { Type } from "@sinclair/typebox";

export const ID_PATTERN = "^[a-z0-9]+(-[a-z0-9]+)*$";
export const Id = Type.String({
  pattern: ID_PATTERN,
  "x-message": "must be a kebab-case id (lowercase letters, digits, single hyphens)",
});

export const ABILITIES = ["str", "dex", "con", "int", "wis", "cha"] as const;
export const SKILLS = [
  "acrobatics",
  "animal-handling",
  "arcana",
  "athletics",
  "deception",
  "history",
  "insight",
  "intimidation",
  "investigation",
  "medicine",
  "nature",
  "perception",
  "performance",
  "persuasion",
  "religion",
  "sleight-of-hand",
  "stealth",
  "survival",
] as const;
export const DAMAGE_TYPES = [
  "acid",
  "bludgeoning",
  "cold",
  "fire",
  "force",
  "lightning",
  "necrotic",
  "piercing",
  "poison",
  "psychic",
  "radiant",
  "slashing",
  "thunder",
] as const;
export const SCHOOLS = [
  "abjuration",
  "conjuration",
  "divination",
  "enchantment",
  "evocation",
  "illusion",
  "necromancy",
  "transmutation",
] as const;
export const RARITIES = ["Common", "Uncommon", "Rare", "Very Rare", "Legendary"] as const;
export const SETTINGS = ["elthelas", "materia", "kentris"] as const;
export const ALIGNMENTS = [
  "lawful good",
  "neutral good",
  "chaotic good",
  "lawful neutral",
  "neutral",
  "chaotic neutral",
  "lawful evil",
  "neutral evil",
  "chaotic evil",
  "unaligned",
  "any alignment",
] as const;
export const CLERIC_DOMAINS = [
  "knowledge",
  "life",
  "light",
  "nature",
  "tempest",
  "trickery",
  "war",
  "death",
  "forge",
  "grave",
  "order",
  "arcana",
] as const;

export const enumOf = <T extends readonly string[]>(values: T) =>
  Type.Unsafe<T[number]>({ type: "string", enum: [...values] });

export const Ability = enumOf(ABILITIES);
export const Skill = enumOf(SKILLS);
export const DamageType = enumOf(DAMAGE_TYPES);
export const School = enumOf(SCHOOLS);
export const Rarity = enumOf(RARITIES);
export const Setting = enumOf(SETTINGS);
export const Alignment = enumOf(ALIGNMENTS);

export const Text = Type.String({ minLength: 1 });
/** Markdown source, compiled to sanitised HTML at build time. */
export const Markdown = Type.String({ minLength: 1, "x-markdown": true });
export const Gp = Type.Number({ minimum: 0 });
export const Point = Type.Tuple([Type.Number(), Type.Number()]);
export const Polygon = Type.Array(Point, { minItems: 3 });
export const Year = Type.Integer();
export const CalendarDate = Type.Object(
  {
    year: Type.Integer(),
    month: Type.Integer({ minimum: 1, maximum: 13 }),
    day: Type.Integer({ minimum: 1, maximum: 40 }),
  },
  { additionalProperties: false },
);

/** A reference to another entry; `x-ref` names the set the id must exist in (checked at build). */
export const Ref = (set: string) =>
  Type.String({
    pattern: ID_PATTERN,
    "x-ref": set,
    "x-message": "must be a kebab-case id (lowercase letters, digits, single hyphens)",
  });

export const strict = { additionalProperties: false } as const;
