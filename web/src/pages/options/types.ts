/**
 * The statics entries as the options pages read them (ARCHITECTURE.md section 4: field names of the SPA
 * contract; markdown fields arrive as compiled HTML).
 */
import type { MagicItem } from "../../../../core/rules/magic-items.ts";

export type { MagicItem };

export interface Spell {
  id: string;
  title: string;
  /** "cantrip" or "level1".."level9". */
  level: string;
  school: string;
  ritual: boolean;
  concentration: boolean;
  source: string;
  castingTime: string;
  range: string;
  components: string;
  duration: string;
  classes: string[];
  description: string;
}

export interface Named {
  id: string;
  name: string;
  description: string;
}
export interface Feat extends Named {
  prereq?: string;
}
export type Invocation = Feat;
export type Maneuver = Named;
export type FightingStyle = Named;
export interface Metamagic extends Named {
  cost: number | string;
}
export interface SkillTrick extends Named {
  skill: string;
}
export interface Infusion extends Named {
  level: number;
  item: string;
}
export interface Trait {
  name: string;
  description: string;
}
export type Abilities = Partial<Record<"str" | "dex" | "con" | "int" | "wis" | "cha", number>>;
export interface Subrace extends Named {
  abilityBonuses?: Abilities;
  traits?: Trait[];
}
export interface Ancestry extends Named {
  abilityBonuses: Abilities;
  size: string;
  speed: number;
  languages: string[];
  age?: string;
  traits: Trait[];
  subraces: Subrace[];
}
export interface Background extends Named {
  skills: string[];
  tools: string[];
  languages: number;
  equipment: { id: string; qty: number; name: string }[];
  gold?: number;
  feature: Trait;
}
export interface ClassFeature {
  level: number;
  name: string;
  description: string;
}
export interface Subclass extends Named {
  features: ClassFeature[];
  spells?: { level: number; spells: string[] }[];
}
export interface CharClass extends Named {
  hitDie: number;
  primaryAbility: string[];
  savingThrows: string[];
  proficiencies: {
    armor: string[];
    weapons: string[];
    tools: string[];
    skills: { choose: number; from: string[] };
  };
  equipment: string[];
  spellcasting: { ability?: string; progression: "full" | "half" | "third" | "pact" | "none" };
  columns?: { name: string; values: (string | number)[] }[];
  features: ClassFeature[];
  subclassTitle: string;
  subclassLevel: number;
  subclass: Subclass[];
  /** Slots per spell level 1-9 at each class level (index 0 = level 1), for casters. */
  spellSlots?: number[][];
}
export interface Gear {
  id: string;
  Item: string;
  Category: string;
  Cost: number;
  Weight: number;
  Description?: string;
}
export interface Weapon {
  id: string;
  Weapon: string;
  Type: string;
  /** Absent for weapons that deal no damage (the net). */
  Damage?: string;
  DamageType?: string;
  Properties?: string;
  Cost: number;
  Weight: number;
  Reach: number;
  Range: number;
  LongRange: number;
}
export interface Armor {
  id: string;
  Armor: string;
  Type: string;
  AC: number;
  MaxDex?: number;
  PC: number;
  Strength: number;
  Stealth?: string;
  Cost: number;
  Weight: number;
  Resistance?: string;
  Rarity: string;
}
export interface Valuable {
  id: string;
  Name: string;
  Kind: "gem" | "art";
  Value: number;
  Description: string;
}
export interface Rule {
  _id: string;
  title: string;
  category: string;
  subcategory: string;
  order?: number;
  description: string;
  isCollapsed: boolean;
}
export interface RuleCategory {
  title: string;
  isCollapsed: boolean;
  subcategories: { title: string; rules: string[] }[];
}

/** The statics bundle, typed (the atom gives Record<string, unknown[]>). */
export interface TypedStatics {
  ancestries: Ancestry[];
  armors: Armor[];
  backgrounds: Background[];
  charclasses: CharClass[];
  equipment: Gear[];
  feats: Feat[];
  fightingstyles: FightingStyle[];
  infusions: Infusion[];
  invocations: Invocation[];
  maneuvers: Maneuver[];
  metamagics: Metamagic[];
  skilltricks: SkillTrick[];
  rules: Rule[];
  rulesbycat: RuleCategory[];
  spells: Spell[];
  valuables: Valuable[];
  weapons: Weapon[];
  magicitems: MagicItem[];
}
