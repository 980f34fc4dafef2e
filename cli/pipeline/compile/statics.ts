import { spellSlots } from "../../../core/rules/levels.ts";
import { buildCatalogue, craftingRules, type MagicItem } from "../../../core/rules/magic-items.ts";
import type {
  Armor,
  CharClass,
  CraftingRarity,
  CraftingType,
  Weapon,
} from "../../../core/schemas/content.ts";
import type { Entry } from "../entry.ts";
import type { RenderContext, Rendered } from "./render.ts";

const of = (entries: Entry[], set: string) => entries.filter((e) => e.set === set);
const byName = (a: Rendered, b: Rendered) =>
  String(a.name ?? a.title).localeCompare(String(b.name ?? b.title));

export function spellLevelLabel(level: number): string {
  return level === 0 ? "cantrip" : `level${level}`;
}

function componentsText(s: Record<string, unknown>): string {
  const comps = (s.components as string[]).join(", ");
  return s.material ? `${comps} (${s.material})` : comps;
}

/** The rules grouped for the reference: categories, their subcategories, and the ids of their rules. */
export function rulesByCategory(rules: Rendered[]) {
  const cats = new Map<string, Map<string, Rendered[]>>();
  for (const r of rules) {
    const cat = String(r.category);
    const sub = String(r.subcategory);
    if (!cats.has(cat)) cats.set(cat, new Map());
    const subs = cats.get(cat)!;
    subs.set(sub, [...(subs.get(sub) ?? []), r]);
  }
  return [...cats].map(([title, subs]) => ({
    title,
    isCollapsed: false,
    subcategories: [...subs].map(([subTitle, list]) => ({
      title: subTitle,
      rules: list
        .sort((a, b) => Number(a.order) - Number(b.order) || String(a.title).localeCompare(String(b.title)))
        .map((r) => r._id),
    })),
  }));
}

export async function compileStatics(
  entries: Entry[],
  render: RenderContext,
): Promise<Record<string, unknown>> {
  const names = [
    "ancestries",
    "backgrounds",
    "classes",
    "feats",
    "fighting-styles",
    "infusions",
    "invocations",
    "maneuvers",
    "metamagics",
    "skill-tricks",
    "rules",
    "spells",
    "magic-items",
    "weapon-templates",
    "armor-variants",
    "gear",
    "valuables",
  ] as const;
  const r = Object.fromEntries(
    await Promise.all(names.map(async (n) => [n, await render.set(entries, n)] as const)),
  ) as Record<(typeof names)[number], Rendered[]>;
  const {
    ancestries,
    backgrounds,
    classes,
    feats,
    infusions,
    invocations,
    maneuvers,
    metamagics,
    rules,
    spells,
    gear,
    valuables,
  } = r;
  const styles = r["fighting-styles"];
  const tricks = r["skill-tricks"];
  const magicItems = r["magic-items"];
  const templates = r["weapon-templates"];
  const variants = r["armor-variants"];
  const weapons = of(entries, "weapons").map((e) => e.data as unknown as Weapon);
  const armors = of(entries, "armors").map((e) => e.data as unknown as Armor);
  const gearNames = new Map([
    ...weapons.map((w) => [w.id, w.Weapon] as const),
    ...armors.map((a) => [a.id, a.Armor] as const),
    ...gear.map((g) => [g.id, String(g.Item)] as const),
  ]);

  const ruleList = rules
    .map((r) => ({
      _id: r.id,
      title: r.title,
      category: r.category,
      subcategory: r.subcategory,
      order: r.order,
      description: r.description,
      isCollapsed: r.collapsed === true,
    }))
    .sort(
      (a, b) =>
        String(a.category).localeCompare(String(b.category)) ||
        String(a.subcategory).localeCompare(String(b.subcategory)) ||
        Number(a.order) - Number(b.order),
    );

  const catalogue: MagicItem[] = buildCatalogue({
    weapons: weapons.map((w) => ({ ...w, Range: w.Range })),
    armors,
    spells: spells.map((s) => ({ id: s.id, title: String(s.title), level: Number(s.level) })),
    templates: templates as never,
    variants: variants as never,
    baseItems: magicItems
      .sort((a, b) => a.id.localeCompare(b.id))
      .map((m) => ({
        id: m.id,
        Item: String(m.name),
        Type: String(m.type),
        Attunement: String(m.attunement),
        Rarity: m.rarity as MagicItem["Rarity"],
        "Cost (gp)": Number(m.cost),
        Effect: String(m.effect),
        ...(m.limit !== undefined ? { Limit: m.limit as number | string } : {}),
        Weight: m.weight === undefined ? 1 : Number(m.weight),
      })),
    rules: craftingRules(
      of(entries, "crafting").map((e) => e.data as unknown as CraftingRarity),
      of(entries, "crafting-types").map((e) => e.data as unknown as CraftingType),
    ),
    spellHref: (id) => `/options/spells#${id}`,
  });

  return {
    ancestries: ancestries.sort(byName),
    armors: of(entries, "armors").map((e) => e.data),
    backgrounds: backgrounds.sort(byName).map((b) => ({
      ...b,
      equipment: (b.equipment as { id: string; qty: number }[]).map((x) => ({
        ...x,
        name: gearNames.get(x.id) ?? x.id,
      })),
    })),
    charclasses: classes.sort(byName).map((c) => {
      const cls = c as unknown as CharClass;
      const { subclasses, ...rest } = cls;
      return {
        ...rest,
        subclass: subclasses,
        spellSlots:
          cls.spellcasting.progression === "none" || cls.spellcasting.progression === "pact"
            ? undefined
            : Array.from({ length: 20 }, (_, i) => spellSlots(cls.spellcasting.progression, i + 1)),
      };
    }),
    equipment: gear,
    feats: feats.sort(byName),
    fightingstyles: styles.sort(byName),
    infusions: infusions.sort((a, b) => Number(a.level) - Number(b.level) || byName(a, b)),
    invocations: invocations.sort(byName),
    maneuvers: maneuvers.sort(byName),
    metamagics: metamagics.sort(byName),
    skilltricks: tricks.sort(byName),
    rules: ruleList,
    rulesbycat: rulesByCategory(ruleList.map((r) => ({ ...r, id: r._id }) as Rendered)),
    spells: spells
      .sort((a, b) => Number(a.level) - Number(b.level) || String(a.title).localeCompare(String(b.title)))
      .map((s) => ({
        id: s.id,
        title: s.title,
        level: spellLevelLabel(Number(s.level)),
        school: s.school,
        ritual: s.ritual,
        concentration: s.concentration,
        source: s.source,
        castingTime: s.castingTime,
        range: s.range,
        components: componentsText(s),
        duration: s.duration,
        classes: s.classes,
        description: s.description,
      })),
    valuables,
    weapons: of(entries, "weapons").map((e) => e.data),
    magicitems: catalogue,
  };
}
