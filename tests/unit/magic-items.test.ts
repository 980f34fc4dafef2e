import { describe, expect, it } from "vitest";
import {
  type ArmorFacts,
  buildCatalogue,
  craftingRules,
  recipeFor,
  scrollAttackBonus,
  scrollCheckDc,
  scrollCost,
  scrollRarity,
  scrollSaveDc,
  templateFits,
  variantRarity,
  type WeaponFacts,
  wandCost,
  wandRarity,
} from "../../core/rules/magic-items.ts";

const dagger: WeaponFacts = {
  id: "dagger",
  Weapon: "Dagger",
  Type: "Simple Melee",
  DamageType: "piercing",
  Properties: "finesse; light; thrown",
  Cost: 2,
  Weight: 1,
  Reach: 5,
  Range: 20,
};
const longsword: WeaponFacts = {
  id: "longsword",
  Weapon: "Longsword",
  Type: "Martial Melee",
  DamageType: "slashing",
  Properties: "versatile (1d10)",
  Cost: 15,
  Weight: 3,
  Reach: 5,
  Range: 0,
};
const longbow: WeaponFacts = {
  id: "longbow",
  Weapon: "Longbow",
  Type: "Martial Ranged",
  DamageType: "piercing",
  Properties: "ammunition; heavy; two-handed",
  Cost: 50,
  Weight: 2,
  Reach: 0,
  Range: 150,
};

describe("scrolls", () => {
  it("cost 25 gp for a cantrip, otherwise 50 x 2^(level-1)", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].map(scrollCost)).toEqual([
      25, 50, 100, 200, 400, 800, 1600, 3200, 6400,
    ]);
  });
  it("casting DC is 10 + level", () => {
    expect([0, 1, 5, 8].map(scrollCheckDc)).toEqual([10, 11, 15, 18]);
  });
  it("attack bonus and save DC follow 2*floor(|level-1|/2) + 5 and + 13", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].map(scrollAttackBonus)).toEqual([5, 5, 5, 7, 7, 9, 9, 11, 11]);
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].map(scrollSaveDc)).toEqual([13, 13, 13, 15, 15, 17, 17, 19, 19]);
  });
  it("rarity: Common to level 1, Uncommon 2-3, Rare 4-5, Very Rare above", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].map(scrollRarity)).toEqual([
      "Common",
      "Common",
      "Uncommon",
      "Uncommon",
      "Rare",
      "Rare",
      "Very Rare",
      "Very Rare",
      "Very Rare",
    ]);
  });
});

describe("wands", () => {
  it("cost per level, and a million above 5th", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 9].map(wandCost)).toEqual([
      1000, 2500, 4500, 10000, 16000, 24000, 1_000_000, 1_000_000,
    ]);
  });
  it("rarity: Uncommon to level 1, Rare 2-3, Very Rare 4-5, Legendary above", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(wandRarity)).toEqual([
      "Uncommon",
      "Uncommon",
      "Rare",
      "Rare",
      "Very Rare",
      "Very Rare",
      "Legendary",
    ]);
  });
});

describe("weapon template restrictions", () => {
  it("melee needs Reach above 0", () => {
    expect(templateFits("melee", longsword)).toBe(true);
    expect(templateFits("melee", longbow)).toBe(false);
  });
  it("thrown needs Reach and Range above 0", () => {
    expect(templateFits("thrown", dagger)).toBe(true);
    expect(templateFits("thrown", longsword)).toBe(false);
    expect(templateFits("thrown", longbow)).toBe(false);
  });
  it("ranged needs Range and no Reach", () => {
    expect(templateFits("ranged", longbow)).toBe(true);
    expect(templateFits("ranged", dagger)).toBe(false);
  });
  it("damage types and properties, all of them", () => {
    expect(templateFits("slashing", longsword)).toBe(true);
    expect(templateFits("slashing", dagger)).toBe(false);
    expect(templateFits("finesse", dagger)).toBe(true);
    expect(templateFits("versatile", longsword)).toBe(true);
    expect(templateFits("melee;light", dagger)).toBe(true);
    expect(templateFits("melee;light", longsword)).toBe(false);
    expect(templateFits("", longbow)).toBe(true);
  });
});

describe("armor variants", () => {
  it("raise rarity one step on armor that is not common", () => {
    expect(variantRarity("Rare", "Common")).toBe("Rare");
    expect(variantRarity("Rare", "Uncommon")).toBe("Very Rare");
    expect(variantRarity("Legendary", "Rare")).toBe("Legendary");
  });
});

const rules = craftingRules(
  [
    {
      Rarity: "Common",
      Craftable: "yes",
      DC: 12,
      Days: 2,
      Essence: "glimmer essence",
      EssenceCost: 25,
      MaterialShare: 0.5,
    },
    {
      Rarity: "Rare",
      Craftable: "yes",
      DC: 18,
      Days: 40,
      Essence: "potent essence",
      EssenceCost: 1000,
      MaterialShare: 0.3,
    },
    { Rarity: "Legendary", Craftable: "no", DC: 0, Days: 0, EssenceCost: 0, MaterialShare: 0 },
  ],
  [
    { Type: "weapon", Tool: "smith's tools", DCModifier: 0, TimeFactor: 1, Component: "the mundane weapon" },
    {
      Type: "scroll",
      Tool: "calligrapher's supplies",
      DCModifier: -2,
      TimeFactor: 0.25,
      Component: "fine vellum",
    },
  ],
);

describe("recipes", () => {
  it("derive DC, days and materials from rarity and type", () => {
    const r = recipeFor(rules, "Rare", "weapon", 8015, "longsword");
    expect(r).toMatchObject({
      craftable: true,
      dc: 18,
      days: 40,
      tool: "smith's tools",
      materialCost: 1000 + 2405,
    });
    expect(r.materials).toEqual([
      "a mundane longsword",
      "1 potent essence (1,000 gp)",
      "other materials worth 2,405 gp",
    ]);
    const s = recipeFor(rules, "Common", "scroll", 25);
    expect(s).toMatchObject({ dc: 10, days: 1 });
  });
  it("legendary items are not craftable and say so", () => {
    const r = recipeFor(rules, "Legendary", "weapon", 1_000_000);
    expect(r.craftable).toBe(false);
    expect(r.summary).toMatch(/legendary/i);
  });
});

describe("the catalogue", () => {
  const armors: ArmorFacts[] = [
    {
      id: "leather",
      Armor: "Leather Armor",
      Type: "Light",
      AC: 11,
      PC: 0,
      Cost: 10,
      Weight: 10,
      Rarity: "Common",
    },
    {
      id: "mithral-plate",
      Armor: "Mithral Plate",
      Type: "Heavy",
      AC: 18,
      PC: 2,
      Cost: 3000,
      Weight: 32,
      Rarity: "Uncommon",
    },
    { id: "shield", Armor: "Shield", Type: "Shield", AC: 2, PC: 0, Cost: 10, Weight: 6, Rarity: "Common" },
  ];
  const input: Parameters<typeof buildCatalogue>[0] = {
    weapons: [dagger, longsword, longbow],
    armors,
    spells: [
      { id: "fire-bolt", title: "Fire Bolt", level: 0 },
      { id: "fireball", title: "Fireball", level: 3 },
      { id: "wish", title: "Wish", level: 9 },
    ],
    templates: [
      {
        id: "plus-one",
        Item: "+1 $Name",
        Cost: 3000,
        Rarity: "Uncommon",
        Attunement: "No",
        Effect: "<p>+1 $Name</p>",
      },
      {
        id: "returning",
        Item: "$Name of Returning",
        Cost: 1500,
        Rarity: "Uncommon",
        Attunement: "Yes",
        Restriction: "thrown",
        Effect: "<p>back</p>",
      },
    ],
    variants: [
      {
        id: "plus-one",
        Item: "+1 $Name",
        AppliesTo: "all",
        Cost: 3000,
        Rarity: "Rare",
        Attunement: "No",
        AC: 1,
        PC: 0,
        Effect: "<p>+1</p>",
      },
      {
        id: "resistance",
        Item: "$Name of $Type Resistance",
        AppliesTo: "armor",
        Cost: 4000,
        Rarity: "Rare",
        Attunement: "Yes",
        AC: 0,
        PC: 0,
        Per: "fire;cold",
        Effect: "<p>resist $Type</p>",
      },
      {
        id: "animated",
        Item: "Animated $Name",
        AppliesTo: "shield",
        Cost: 12000,
        Rarity: "Very Rare",
        Attunement: "Yes",
        AC: 0,
        PC: 0,
        Effect: "<p>floats</p>",
      },
      {
        id: "shadows",
        Item: "$Name of Magic Shadows",
        AppliesTo: "light",
        Cost: 6000,
        Rarity: "Rare",
        Attunement: "Yes",
        AC: 0,
        PC: 0,
        Effect: "<p>dark</p>",
      },
    ],
    baseItems: [],
    rules,
    spellHref: (id) => `/options/spells#${id}`,
  };
  const items = buildCatalogue(input);
  const byId = new Map(items.map((i) => [i.id, i]));

  it("variant cost is template cost plus weapon cost, and restrictions apply", () => {
    expect(byId.get("plus-one--longsword")?.["Cost (gp)"]).toBe(3015);
    expect(byId.get("returning--dagger")?.["Cost (gp)"]).toBe(1502);
    expect(byId.has("returning--longsword")).toBe(false);
    expect(byId.has("returning--longbow")).toBe(false);
    expect(byId.get("plus-one--dagger")?.Item).toBe("+1 Dagger");
  });
  it("armor variants add their cost, expand per damage type, and respect what they apply to", () => {
    expect(byId.get("plus-one--leather")?.["Cost (gp)"]).toBe(3010);
    expect(byId.get("plus-one--mithral-plate")?.Rarity).toBe("Very Rare");
    expect(byId.get("resistance-fire--leather")?.Item).toBe("Leather Armor of Fire Resistance");
    expect(byId.has("resistance-cold--mithral-plate")).toBe(true);
    expect(byId.has("resistance-fire--shield")).toBe(false);
    expect(byId.has("animated--shield")).toBe(true);
    expect(byId.has("animated--leather")).toBe(false);
    expect(byId.has("shadows--leather")).toBe(true);
    expect(byId.has("shadows--mithral-plate")).toBe(false);
  });
  it("one scroll per spell up to 8th level, one wand per spell", () => {
    expect(byId.get("scroll-fireball")).toMatchObject({
      "Cost (gp)": 200,
      Rarity: "Uncommon",
      category: "scroll",
    });
    expect(byId.has("scroll-wish")).toBe(false);
    expect(byId.get("wand-fire-bolt")).toMatchObject({ "Cost (gp)": 1000, Rarity: "Uncommon" });
    expect(byId.get("wand-wish")).toMatchObject({ "Cost (gp)": 1_000_000, Rarity: "Legendary" });
    expect(byId.get("wand-wish")?.Recipe.craftable).toBe(false);
  });
  it("ids are unique and the order is deterministic", () => {
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
    // The same input gives the same list, in the catalogue's fixed order of kinds.
    expect(buildCatalogue({ ...input }).map((i) => i.id)).toEqual(items.map((i) => i.id));
    const order = ["weapon", "armor", "scroll", "wand"];
    const ranks = items.map((i) => order.indexOf(i.category));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });
});
