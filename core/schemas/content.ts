import { type Static, Type } from "@sinclair/typebox";
import {
  Ability,
  Alignment,
  CalendarDate,
  CLERIC_DOMAINS,
  DamageType,
  enumOf,
  Gp,
  Id,
  Markdown,
  Point,
  Polygon,
  Rarity,
  Ref,
  School,
  Setting,
  SKILLS,
  Skill,
  strict,
  Text,
} from "./common.ts";

const Opt = Type.Optional;
const Named = { name: Text };
const Feature = Type.Object({ name: Text, description: Markdown }, strict);
const LeveledFeature = Type.Object(
  { level: Type.Integer({ minimum: 1, maximum: 20 }), name: Text, description: Markdown },
  strict,
);
const AbilityBonuses = Type.Partial(
  Type.Object(
    {
      str: Type.Integer(),
      dex: Type.Integer(),
      con: Type.Integer(),
      int: Type.Integer(),
      wis: Type.Integer(),
      cha: Type.Integer(),
    },
    strict,
  ),
);

export const SiteSchema = Type.Object(
  {
    name: Text,
    shortName: Text,
    defaultLanguage: Type.String({ pattern: "^[a-z]{2}$" }),
    languages: Type.Array(Type.String({ pattern: "^[a-z]{2}$" }), { minItems: 1 }),
    social: Type.Object(
      {
        title: Text,
        description: Text,
        image: Text,
        locale: Type.String({ pattern: "^[a-z]{2}_[A-Z]{2}$" }),
      },
      strict,
    ),
  },
  strict,
);

// ---- equipment tables (CSV) ----
export const WeaponSchema = Type.Object(
  {
    id: Id,
    Weapon: Text,
    Type: enumOf(["Simple Melee", "Simple Ranged", "Martial Melee", "Martial Ranged"] as const),
    Damage: Opt(
      Type.String({ pattern: "^(\\d+d\\d+|\\d+)$", "x-message": "must be dice like 1d8 or a number" }),
    ),
    DamageType: Opt(DamageType),
    Properties: Opt(Type.String()),
    Cost: Gp,
    Weight: Type.Number({ minimum: 0 }),
    Reach: Type.Integer({ minimum: 0 }),
    Range: Type.Integer({ minimum: 0 }),
    LongRange: Type.Integer({ minimum: 0 }),
  },
  strict,
);

export const ArmorSchema = Type.Object(
  {
    id: Id,
    Armor: Text,
    Type: enumOf(["Light", "Medium", "Heavy", "Shield"] as const),
    AC: Type.Integer({ minimum: 0 }),
    MaxDex: Opt(Type.Integer({ minimum: 0 })),
    PC: Type.Integer({ minimum: 0 }),
    Strength: Type.Integer({ minimum: 0 }),
    Stealth: Opt(enumOf(["Disadvantage"] as const)),
    Cost: Gp,
    Weight: Type.Number({ minimum: 0 }),
    Resistance: Opt(DamageType),
    Rarity,
  },
  strict,
);

export const GearSchema = Type.Object(
  {
    id: Id,
    Item: Text,
    Category: Text,
    Cost: Gp,
    Weight: Type.Number({ minimum: 0 }),
    Description: Markdown,
  },
  strict,
);

export const ValuableSchema = Type.Object(
  { id: Id, Name: Text, Kind: enumOf(["gem", "art"] as const), Value: Gp, Description: Markdown },
  strict,
);

const Attunement = Type.String({
  pattern: "^(No|Yes)( \\(.+\\))?$",
  "x-message": 'must be "No", "Yes", or "Yes (by ...)"',
});

export const WeaponTemplateSchema = Type.Object(
  {
    id: Id,
    Item: Type.String({ pattern: "\\$Name", "x-message": "must contain $Name where the weapon's name goes" }),
    Cost: Gp,
    Rarity,
    Attunement,
    Restriction: Opt(Type.String()),
    Effect: Markdown,
  },
  strict,
);

export const ArmorVariantSchema = Type.Object(
  {
    id: Id,
    Item: Type.String({ pattern: "\\$Name", "x-message": "must contain $Name where the armor's name goes" }),
    AppliesTo: enumOf(["all", "armor", "shield", "light"] as const),
    Cost: Gp,
    Rarity,
    Attunement,
    AC: Type.Integer({ minimum: 0 }),
    PC: Type.Integer({ minimum: 0 }),
    Per: Opt(Type.String()),
    Effect: Markdown,
  },
  strict,
);

export const CraftingRaritySchema = Type.Object(
  {
    Rarity,
    Craftable: enumOf(["yes", "no"] as const),
    DC: Type.Integer({ minimum: 0 }),
    Days: Type.Number({ minimum: 0 }),
    Essence: Opt(Type.String()),
    EssenceCost: Gp,
    MaterialShare: Type.Number({ minimum: 0, maximum: 1 }),
  },
  strict,
);

export const CraftingTypeSchema = Type.Object(
  {
    Type: enumOf(["weapon", "armor", "scroll", "wand", "other"] as const),
    Tool: Text,
    DCModifier: Type.Integer(),
    TimeFactor: Type.Number({ exclusiveMinimum: 0 }),
    Component: Opt(Type.String()),
  },
  strict,
);

export const MagicItemSchema = Type.Object(
  {
    id: Id,
    name: Text,
    type: Text,
    rarity: Rarity,
    attunement: Attunement,
    cost: Gp,
    weight: Opt(Type.Number({ minimum: 0 })),
    limit: Opt(Type.Union([Type.Integer({ minimum: 1 }), Text])),
    effect: Markdown,
  },
  strict,
);

// ---- rules and options (markdown) ----
export const SpellSchema = Type.Object(
  {
    id: Id,
    title: Text,
    level: Type.Integer({
      minimum: 0,
      maximum: 9,
      "x-message": "must be a whole number from 0 to 9 (bad level in spell)",
    }),
    school: School,
    ritual: Type.Boolean(),
    concentration: Type.Boolean(),
    castingTime: Text,
    range: Text,
    components: Type.Array(enumOf(["V", "S", "M"] as const), { minItems: 1, uniqueItems: true }),
    material: Opt(Text),
    duration: Text,
    classes: Type.Array(Ref("classes"), { minItems: 1 }),
    source: Text,
    description: Markdown,
  },
  strict,
);

export const RuleSchema = Type.Object(
  {
    id: Id,
    title: Text,
    category: Text,
    subcategory: Text,
    order: Type.Number(),
    collapsed: Opt(Type.Boolean()),
    description: Markdown,
  },
  strict,
);

export const FeatSchema = Type.Object({ id: Id, ...Named, prereq: Opt(Text), description: Markdown }, strict);
export const FightingStyleSchema = Type.Object({ id: Id, ...Named, description: Markdown }, strict);
export const InvocationSchema = Type.Object(
  { id: Id, ...Named, prereq: Opt(Text), description: Markdown },
  strict,
);
export const ManeuverSchema = Type.Object({ id: Id, ...Named, description: Markdown }, strict);
export const MetamagicSchema = Type.Object(
  { id: Id, ...Named, cost: Type.Integer({ minimum: 0 }), description: Markdown },
  strict,
);
export const InfusionSchema = Type.Object(
  { id: Id, ...Named, level: Type.Integer({ minimum: 1, maximum: 20 }), item: Text, description: Markdown },
  strict,
);
export const SkillTrickSchema = Type.Object(
  { id: Id, ...Named, skill: Skill, description: Markdown },
  strict,
);

const EquipmentRef = Type.Object({ id: Ref("equipment-any"), qty: Type.Integer({ minimum: 1 }) }, strict);
export const BackgroundSchema = Type.Object(
  {
    id: Id,
    ...Named,
    skills: Type.Array(Skill),
    tools: Type.Array(Text),
    languages: Type.Integer({ minimum: 0 }),
    equipment: Type.Array(EquipmentRef),
    gold: Gp,
    feature: Feature,
    description: Markdown,
  },
  strict,
);

const Trait = Type.Object({ name: Text, description: Markdown }, strict);
export const AncestrySchema = Type.Object(
  {
    id: Id,
    ...Named,
    description: Markdown,
    abilityBonuses: AbilityBonuses,
    size: enumOf(["Tiny", "Small", "Medium", "Large"] as const),
    speed: Type.Integer({ minimum: 0 }),
    languages: Type.Array(Text),
    age: Text,
    traits: Type.Array(Trait),
    subraces: Type.Array(
      Type.Object(
        {
          id: Id,
          ...Named,
          description: Markdown,
          abilityBonuses: AbilityBonuses,
          traits: Type.Array(Trait),
        },
        strict,
      ),
    ),
  },
  strict,
);

const Column = Type.Object(
  {
    name: Text,
    values: Type.Array(Type.Union([Type.String(), Type.Number()]), { minItems: 20, maxItems: 20 }),
  },
  strict,
);
export const ClassSchema = Type.Object(
  {
    id: Id,
    ...Named,
    description: Markdown,
    hitDie: Type.Union([Type.Literal(6), Type.Literal(8), Type.Literal(10), Type.Literal(12)], {
      "x-message": "must be 6, 8, 10 or 12",
    }),
    primaryAbility: Type.Array(Ability, { minItems: 1 }),
    savingThrows: Type.Array(Ability, { minItems: 2, maxItems: 2 }),
    proficiencies: Type.Object(
      {
        armor: Type.Array(Text),
        weapons: Type.Array(Text),
        tools: Type.Array(Text),
        skills: Type.Object({ choose: Type.Integer({ minimum: 0 }), from: Type.Array(Skill) }, strict),
      },
      strict,
    ),
    equipment: Type.Array(Text),
    spellcasting: Type.Object(
      { ability: Opt(Ability), progression: enumOf(["full", "half", "third", "pact", "none"] as const) },
      strict,
    ),
    columns: Type.Array(Column),
    features: Type.Array(LeveledFeature),
    subclassTitle: Text,
    subclassLevel: Type.Integer({ minimum: 1, maximum: 20 }),
    subclasses: Type.Array(
      Type.Object(
        {
          id: Id,
          ...Named,
          description: Markdown,
          features: Type.Array(LeveledFeature),
          spells: Opt(
            Type.Array(
              Type.Object(
                { level: Type.Integer({ minimum: 1, maximum: 20 }), spells: Type.Array(Ref("spells")) },
                strict,
              ),
            ),
          ),
        },
        strict,
      ),
      { minItems: 1 },
    ),
  },
  strict,
);

// ---- creatures ----
const Speeds = Type.Partial(
  Type.Object(
    {
      walk: Type.Integer({ minimum: 0 }),
      fly: Type.Integer({ minimum: 0 }),
      swim: Type.Integer({ minimum: 0 }),
      climb: Type.Integer({ minimum: 0 }),
      burrow: Type.Integer({ minimum: 0 }),
      hover: Type.Boolean(),
    },
    strict,
  ),
);
const Score = Type.Integer({ minimum: 1, maximum: 30 });
const Action = Type.Object({ name: Text, description: Markdown }, strict);
export const CR_VALUES = [0, 0.125, 0.25, 0.5, ...Array.from({ length: 30 }, (_, i) => i + 1)];
export const CreatureSchema = Type.Object(
  {
    id: Id,
    ...Named,
    settings: Type.Array(Setting, { minItems: 1 }),
    size: enumOf(["Tiny", "Small", "Medium", "Large", "Huge", "Gargantuan"] as const),
    type: Text,
    alignment: Text,
    ac: Type.Integer({ minimum: 0 }),
    acNote: Opt(Text),
    hp: Type.Integer({ minimum: 1 }),
    hitDice: Type.String({ pattern: "^\\d+d\\d+( ?[+-] ?\\d+)?$", "x-message": "must be dice like 5d10+10" }),
    speed: Speeds,
    abilities: Type.Object(
      { str: Score, dex: Score, con: Score, int: Score, wis: Score, cha: Score },
      strict,
    ),
    saves: Opt(
      Type.Partial(
        Type.Object(
          {
            str: Type.Integer(),
            dex: Type.Integer(),
            con: Type.Integer(),
            int: Type.Integer(),
            wis: Type.Integer(),
            cha: Type.Integer(),
          },
          strict,
        ),
      ),
    ),
    skills: Opt(
      Type.Partial(Type.Object(Object.fromEntries(SKILLS.map((k) => [k, Type.Integer()])), strict)),
    ),
    damageVulnerabilities: Opt(Type.Array(Text)),
    damageResistances: Opt(Type.Array(Text)),
    damageImmunities: Opt(Type.Array(Text)),
    conditionImmunities: Opt(Type.Array(Text)),
    senses: Type.Object(
      {
        darkvision: Opt(Type.Integer({ minimum: 0 })),
        blindsight: Opt(Type.Integer({ minimum: 0 })),
        tremorsense: Opt(Type.Integer({ minimum: 0 })),
        truesight: Opt(Type.Integer({ minimum: 0 })),
        passivePerception: Type.Integer({ minimum: 0 }),
      },
      strict,
    ),
    languages: Type.String(),
    cr: Type.Number({
      enum: CR_VALUES,
      "x-message": "must be a challenge rating: 0, 0.125, 0.25, 0.5 or 1 to 30",
    }),
    traits: Opt(Type.Array(Action)),
    actions: Type.Array(Action),
    reactions: Opt(Type.Array(Action)),
    legendaryActions: Opt(Type.Array(Action)),
    description: Markdown,
  },
  strict,
);

// ---- settings ----
export const NpcContentSchema = Type.Object(
  {
    id: Id,
    name: Text,
    setting: Setting,
    ancestry: Text,
    occupation: Text,
    home: Text,
    status: enumOf(["alive", "dead", "unknown"] as const),
    born: Opt(Type.Union([Type.String(), Type.Number()])),
    died: Opt(Type.Union([Type.String(), Type.Number()])),
    motivations: Opt(Markdown),
    associates: Opt(Markdown),
    tags: Opt(Type.Array(Text)),
    gmOnly: Opt(Type.Boolean()),
    description: Markdown,
  },
  strict,
);

export const EventContentSchema = Type.Object(
  { id: Id, setting: Setting, headline: Text, start: CalendarDate, end: Opt(CalendarDate), text: Markdown },
  strict,
);

export const CalendarSchema = Type.Object(
  {
    era: Text,
    eraName: Text,
    anchor: Type.Object(
      {
        real: Type.String({ format: "date" }),
        year: Type.Integer(),
        month: Type.Integer({ minimum: 1 }),
        day: Type.Integer({ minimum: 1 }),
      },
      strict,
    ),
    weekdays: Type.Array(Type.Object({ name: Text, description: Markdown }, strict), { minItems: 1 }),
    months: Type.Array(
      Type.Object(
        { name: Text, days: Type.Integer({ minimum: 1 }), season: Text, description: Markdown },
        strict,
      ),
      { minItems: 1 },
    ),
    festivals: Type.Array(
      Type.Object(
        {
          name: Text,
          month: Type.Integer({ minimum: 1 }),
          day: Type.Integer({ minimum: 1 }),
          days: Type.Integer({ minimum: 1 }),
          description: Markdown,
        },
        strict,
      ),
    ),
    moons: Type.Array(
      Type.Object(
        { name: Text, cycleDays: Type.Number({ exclusiveMinimum: 0 }), description: Markdown },
        strict,
      ),
    ),
    seasons: Type.Array(Type.Object({ name: Text, description: Markdown }, strict)),
  },
  strict,
);

export const LanguageSchema = Type.Object(
  { id: Id, Language: Text, Script: Type.String(), Speakers: Text, Regions: Text, Description: Markdown },
  strict,
);

export const LorePageSchema = Type.Object(
  { id: Type.String(), title: Text, summary: Text, body: Markdown },
  strict,
);

export const GodSchema = Type.Object(
  {
    id: Id,
    name: Text,
    title: Text,
    portfolio: Text,
    domains5: Type.Array(enumOf(CLERIC_DOMAINS), { minItems: 1 }),
    alignment: Alignment,
    symbol: Text,
    pantheon: Text,
    home: Text,
    weapon: Opt(Text),
    holiday: Opt(Text),
    tenets: Opt(Type.Array(Text)),
    lore: Markdown,
  },
  strict,
);

export const DivineSchema = Type.Object(
  { id: Id, name: Text, kind: Text, plane: Text, alignment: Alignment, description: Markdown },
  strict,
);
export const ContinentSchema = Type.Object(
  { id: Id, name: Text, coords: Point, outline: Polygon, description: Markdown },
  strict,
);
export const NationSchema = Type.Object(
  {
    id: Id,
    name: Text,
    continent: Ref("continents"),
    capital: Ref("cities"),
    government: Text,
    ruler: Text,
    population: Type.Integer({ minimum: 0 }),
    languages: Type.Array(Ref("elthelas-languages")),
    gods: Type.Array(Ref("gods")),
    founded: Type.Integer(),
    color: Type.String({ pattern: "^#[0-9a-fA-F]{6}$", "x-message": "must be a colour like #a03c2e" }),
    coords: Point,
    border: Polygon,
    description: Markdown,
  },
  strict,
);
export const CitySchema = Type.Object(
  {
    id: Id,
    name: Text,
    nation: Ref("nations"),
    population: Type.Integer({ minimum: 0 }),
    majority: Text,
    exports: Type.Array(Text),
    coords: Point,
    description: Markdown,
  },
  strict,
);
export const PlaceSchema = Type.Object(
  { id: Id, name: Text, kind: Text, nation: Opt(Ref("nations")), coords: Point, description: Markdown },
  strict,
);
export const TerritorySchema = Type.Object(
  {
    id: Id,
    name: Text,
    color: Type.String({ pattern: "^#[0-9a-fA-F]{6}$" }),
    description: Markdown,
    areas: Type.Array(Polygon, { minItems: 1 }),
  },
  strict,
);

export const InjurySchema = Type.Object(
  {
    id: Id,
    DamageType,
    Min: Type.Integer({ minimum: 1, maximum: 100 }),
    Max: Type.Integer({ minimum: 1, maximum: 100 }),
    Result: Text,
    Effect: Markdown,
  },
  strict,
);
export const WildMagicSchema = Type.Object(
  {
    id: Id,
    Min: Type.Integer({ minimum: 1, maximum: 100 }),
    Max: Type.Integer({ minimum: 1, maximum: 100 }),
    Effect: Markdown,
  },
  strict,
);

export type Site = Static<typeof SiteSchema>;
export type Weapon = Static<typeof WeaponSchema>;
export type Armor = Static<typeof ArmorSchema>;
export type Gear = Static<typeof GearSchema>;
export type Valuable = Static<typeof ValuableSchema>;
export type WeaponTemplate = Static<typeof WeaponTemplateSchema>;
export type ArmorVariant = Static<typeof ArmorVariantSchema>;
export type CraftingRarity = Static<typeof CraftingRaritySchema>;
export type CraftingType = Static<typeof CraftingTypeSchema>;
export type MagicItemSource = Static<typeof MagicItemSchema>;
export type Spell = Static<typeof SpellSchema>;
export type Rule = Static<typeof RuleSchema>;
export type Background = Static<typeof BackgroundSchema>;
export type Ancestry = Static<typeof AncestrySchema>;
export type CharClass = Static<typeof ClassSchema>;
export type Creature = Static<typeof CreatureSchema>;
export type NpcContent = Static<typeof NpcContentSchema>;
export type EventContent = Static<typeof EventContentSchema>;
export type Calendar = Static<typeof CalendarSchema>;
export type God = Static<typeof GodSchema>;
export type Nation = Static<typeof NationSchema>;
export type City = Static<typeof CitySchema>;
export type Injury = Static<typeof InjurySchema>;
export type WildMagic = Static<typeof WildMagicSchema>;
export type Language = Static<typeof LanguageSchema>;
