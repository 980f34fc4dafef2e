import type { ArmorVariant, CraftingRarity, CraftingType, WeaponTemplate } from "../schemas/content.ts";
import { type RarityName, raiseRarity } from "./rarity.ts";

/** The catalogue tabs. */
export type ItemCategory = "weapon" | "armor" | "scroll" | "wand" | "other";

export interface Recipe {
  craftable: boolean;
  tool?: string;
  dc?: number;
  days?: number;
  materials: string[];
  /** gp spent on materials (essence plus other materials). */
  materialCost?: number;
  summary: string;
}

/** A catalogue entry, with the field names of the SPA contract. */
export interface MagicItem {
  id: string;
  Item: string;
  Type: string;
  Attunement: string;
  Rarity: RarityName;
  "Cost (gp)": number;
  Effect: string;
  Recipe: Recipe;
  Limit?: number | string;
  Weight: number;
  category: ItemCategory;
  /** The mundane item or spell the entry was generated from. */
  base?: string;
}

export interface WeaponFacts {
  id: string;
  Weapon: string;
  Type: string;
  DamageType?: string;
  Properties?: string;
  Cost: number;
  Weight: number;
  Reach: number;
  Range: number;
}
export interface ArmorFacts {
  id: string;
  Armor: string;
  Type: "Light" | "Medium" | "Heavy" | "Shield";
  AC: number;
  PC: number;
  Cost: number;
  Weight: number;
  Rarity: RarityName;
}
export interface SpellFacts {
  id: string;
  title: string;
  level: number;
}

/** Template effects arrive as HTML already rendered from markdown. */
export type RenderedTemplate = Omit<WeaponTemplate, "Effect"> & { Effect: string };
export type RenderedVariant = Omit<ArmorVariant, "Effect"> & { Effect: string };

// ---- weapon templates ----

export const RESTRICTION_WORDS = ["melee", "thrown", "ranged"] as const;

export function weaponProperties(w: Pick<WeaponFacts, "Properties">): string[] {
  return (w.Properties ?? "")
    .split(";")
    .map((p) =>
      p
        .trim()
        .toLowerCase()
        .replace(/\s*\(.*\)$/, ""),
    )
    .filter(Boolean);
}

export function restrictionTokens(restriction: string | undefined): string[] {
  return (restriction ?? "")
    .split(";")
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean);
}

/** Whether a template with this restriction applies to the weapon (every condition must hold). */
export function templateFits(restriction: string | undefined, w: WeaponFacts): boolean {
  return restrictionTokens(restriction).every((token) => {
    switch (token) {
      case "melee":
        return w.Reach > 0;
      case "thrown":
        return w.Reach > 0 && w.Range > 0;
      case "ranged":
        return w.Range > 0 && w.Reach === 0;
      default:
        return w.DamageType === token || weaponProperties(w).includes(token);
    }
  });
}

// ---- armor variants ----

export function variantFits(appliesTo: ArmorVariant["AppliesTo"], a: ArmorFacts): boolean {
  switch (appliesTo) {
    case "all":
      return true;
    case "armor":
      return a.Type !== "Shield";
    case "shield":
      return a.Type === "Shield";
    case "light":
      return a.Type === "Light";
  }
}

/** A variant's rarity is given for common armor; on anything rarer it is one step higher. */
export function variantRarity(variant: RarityName, armor: RarityName): RarityName {
  return armor === "Common" ? variant : raiseRarity(variant);
}

// ---- scrolls and wands ----

export function scrollCost(level: number): number {
  return level === 0 ? 25 : 50 * 2 ** (level - 1);
}
export function scrollCheckDc(level: number): number {
  return 10 + level;
}
export function scrollAttackBonus(level: number): number {
  return 2 * Math.floor(Math.abs(level - 1) / 2) + 5;
}
export function scrollSaveDc(level: number): number {
  return 2 * Math.floor(Math.abs(level - 1) / 2) + 13;
}
export function scrollRarity(level: number): RarityName {
  if (level <= 1) return "Common";
  if (level <= 3) return "Uncommon";
  if (level <= 5) return "Rare";
  return "Very Rare";
}

export const WAND_CHARGES = 7;
export const WAND_RECHARGE = "1d6+1";
const WAND_COSTS = [1000, 2500, 4500, 10000, 16000, 24000];
export const UNCRAFTABLE_COST = 1_000_000;

export function wandCost(level: number): number {
  return WAND_COSTS[level] ?? UNCRAFTABLE_COST;
}
export function wandRarity(level: number): RarityName {
  if (level <= 1) return "Uncommon";
  if (level <= 3) return "Rare";
  if (level <= 5) return "Very Rare";
  return "Legendary";
}

// ---- recipes ----

export interface CraftingRules {
  byRarity: Map<string, CraftingRarity>;
  byType: Map<string, CraftingType>;
}

export function craftingRules(rarities: CraftingRarity[], types: CraftingType[]): CraftingRules {
  return {
    byRarity: new Map(rarities.map((r) => [r.Rarity, r])),
    byType: new Map(types.map((t) => [t.Type, t])),
  };
}

const gp = (n: number) => `${n.toLocaleString("en-GB")} gp`;

/** Materials, time and DC for an item, from the crafting tables in data/magic/. */
export function recipeFor(
  rules: CraftingRules,
  rarity: RarityName,
  category: ItemCategory,
  cost: number,
  baseName?: string,
): Recipe {
  const r = rules.byRarity.get(rarity);
  const t = rules.byType.get(category);
  if (!r || !t || r.Craftable === "no" || cost >= UNCRAFTABLE_COST) {
    return {
      craftable: false,
      materials: [],
      summary:
        rarity === "Legendary" || cost >= UNCRAFTABLE_COST
          ? "Not craftable: legendary items are beyond mortal crafting."
          : "Not craftable: no crafting rule covers this item.",
    };
  }
  const other = Math.round(cost * r.MaterialShare);
  const component =
    category === "weapon" || category === "armor"
      ? baseName
        ? `a mundane ${baseName}`
        : t.Component
      : t.Component;
  const materials = [
    ...(component ? [component] : []),
    ...(r.Essence ? [`1 ${r.Essence} (${gp(r.EssenceCost)})`] : []),
    ...(other > 0 ? [`other materials worth ${gp(other)}`] : []),
  ];
  const days = Math.ceil(r.Days * t.TimeFactor);
  const dc = r.DC + t.DCModifier;
  return {
    craftable: true,
    tool: t.Tool,
    dc,
    days,
    materials,
    materialCost: r.EssenceCost + other,
    summary: `${days} day${days === 1 ? "" : "s"} with ${t.Tool}, DC ${dc}; ${materials.join(", ")}.`,
  };
}

export function categoryOfType(type: string): ItemCategory {
  const t = type.toLowerCase();
  if (t.includes("scroll")) return "scroll";
  if (t.includes("wand")) return "wand";
  if (t.includes("weapon")) return "weapon";
  if (t.includes("armor") || t.includes("shield")) return "armor";
  return "other";
}

// ---- the catalogue ----

const escapeHtml = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);
const ordinal = (n: number) => `${n}${n === 1 ? "st" : n === 2 ? "nd" : n === 3 ? "rd" : "th"}`;
const levelWords = (level: number) => (level === 0 ? "cantrip" : `${ordinal(level)}-level spell`);

export interface CatalogueInput {
  weapons: WeaponFacts[];
  armors: ArmorFacts[];
  spells: SpellFacts[];
  templates: RenderedTemplate[];
  variants: RenderedVariant[];
  baseItems: Omit<MagicItem, "Recipe" | "category">[];
  rules: CraftingRules;
  spellHref: (id: string) => string;
}

function scrollEffect(s: SpellFacts, href: string): string {
  const name = `<a href="${href}" class="entry-link">${escapeHtml(s.title)}</a>`;
  return (
    `<p>This scroll holds the ${levelWords(s.level)} ${name}. If the spell is on your class's spell list, you can read it to cast the spell without material components; reading it takes the spell's casting time, and the scroll crumbles to dust afterwards.</p>` +
    `<p>If the spell is not on your list but of a level you could cast, make an ability check with your spellcasting ability, DC ${scrollCheckDc(s.level)}; on a failure the words fade and the scroll is wasted. ` +
    `Cast from the scroll, the spell uses save DC ${scrollSaveDc(s.level)} and an attack bonus of +${scrollAttackBonus(s.level)}.</p>`
  );
}

function wandEffect(s: SpellFacts, href: string): string {
  const name = `<a href="${href}" class="entry-link">${escapeHtml(s.title)}</a>`;
  if (s.level === 0) {
    return `<p>While holding this wand you can cast the cantrip ${name} at will, using your own spellcasting ability, save DC and attack bonus. It needs no charges.</p>`;
  }
  return (
    `<p>This wand has ${WAND_CHARGES} charges. While holding it, you can spend 1 charge to cast ${name} at ${ordinal(s.level)} level, or more charges to cast it one level higher for each extra charge. ` +
    `It uses your spellcasting ability, save DC and attack bonus.</p>` +
    `<p>The wand regains <button type="button" class="dice-roll" data-dice="${WAND_RECHARGE}">${WAND_RECHARGE}</button> charges each dawn. When you spend its last charge, roll a <button type="button" class="dice-roll" data-dice="d20">d20</button>: on a 1 the wand splinters and is destroyed.</p>`
  );
}

/** Every catalogue item, in a fixed order, with stable ids. */
export function buildCatalogue(input: CatalogueInput): MagicItem[] {
  const out: MagicItem[] = [];
  const push = (item: Omit<MagicItem, "Recipe">, baseName?: string) =>
    out.push({
      ...item,
      Recipe: recipeFor(input.rules, item.Rarity, item.category, item["Cost (gp)"], baseName),
    });

  for (const item of input.baseItems) push({ ...item, category: categoryOfType(item.Type) });

  for (const t of input.templates) {
    for (const w of input.weapons) {
      if (!templateFits(t.Restriction, w)) continue;
      push(
        {
          id: `${t.id}--${w.id}`,
          Item: t.Item.replaceAll("$Name", w.Weapon),
          Type: `Weapon (${w.Weapon})`,
          Attunement: t.Attunement,
          Rarity: t.Rarity,
          "Cost (gp)": t.Cost + w.Cost,
          Effect: t.Effect.replaceAll("$Name", escapeHtml(w.Weapon.toLowerCase())),
          Weight: w.Weight,
          category: "weapon",
          base: w.id,
        },
        w.Weapon.toLowerCase(),
      );
    }
  }

  for (const v of input.variants) {
    const values = restrictionTokens(v.Per);
    for (const value of values.length ? values : [undefined]) {
      for (const a of input.armors) {
        if (!variantFits(v.AppliesTo, a)) continue;
        const typeWord = value ? value[0]!.toUpperCase() + value.slice(1) : "";
        const fill = (s: string) => s.replaceAll("$Name", a.Armor).replaceAll("$Type", typeWord);
        push(
          {
            id: value ? `${v.id}-${value}--${a.id}` : `${v.id}--${a.id}`,
            Item: fill(v.Item),
            Type: a.Type === "Shield" ? "Shield" : `Armor (${a.Armor})`,
            Attunement: v.Attunement,
            Rarity: variantRarity(v.Rarity, a.Rarity),
            "Cost (gp)": v.Cost + a.Cost,
            Effect:
              v.Effect.replaceAll("$Name", escapeHtml(a.Armor.toLowerCase())).replaceAll(
                "$Type",
                escapeHtml(value ?? ""),
              ) +
              (v.AC || v.PC
                ? `<p>Armor class ${a.AC + v.AC}${a.Type === "Shield" ? " (bonus)" : ""}${v.PC ? `, protection class ${a.PC + v.PC}` : ""}.</p>`
                : ""),
            Weight: a.Weight,
            category: "armor",
            base: a.id,
          },
          a.Armor.toLowerCase(),
        );
      }
    }
  }

  const bySpellOrder = [...input.spells].sort((x, y) => x.level - y.level || x.title.localeCompare(y.title));
  for (const s of bySpellOrder) {
    if (s.level > 8) continue;
    push({
      id: `scroll-${s.id}`,
      Item: `Scroll of ${s.title}`,
      Type: "Scroll",
      Attunement: "No",
      Rarity: scrollRarity(s.level),
      "Cost (gp)": scrollCost(s.level),
      Effect: scrollEffect(s, input.spellHref(s.id)),
      Weight: 1,
      category: "scroll",
      base: s.id,
    });
  }
  for (const s of bySpellOrder) {
    push({
      id: `wand-${s.id}`,
      Item: `Wand of ${s.title}`,
      Type: "Wand",
      Attunement: s.level <= 1 ? "No" : "Yes (by a spellcaster)",
      Rarity: wandRarity(s.level),
      "Cost (gp)": wandCost(s.level),
      Effect: wandEffect(s, input.spellHref(s.id)),
      Weight: 1,
      category: "wand",
      base: s.id,
    });
  }
  return out;
}
