import type { TObject } from "@sinclair/typebox";
import * as S from "../../core/schemas/content.ts";

/**
 * Every content set in data/: where its files are, their format, the schema each entry must satisfy, and
 * the `[[kind:id]]` link kind that points at it. Adding a set means adding a line here.
 */
export interface SourceDef {
  /** A folder of one-entry files, or one file (CSV tables, single JSON documents). */
  path: string;
  /** Fields implied by where the file is (an NPC's setting). */
  extra?: Record<string, unknown>;
  /** For sets gathered from several folders: a prefix that keeps ids unique ("elthelas/cosmology"). */
  idPrefix?: string;
}

export interface SetDef {
  name: string;
  format: "csv" | "md" | "json";
  sources: SourceDef[];
  schema: TObject;
  /** Markdown: the field that receives the text below the front matter. */
  body?: string;
  /** CSV: the id column; omitted for tables keyed otherwise. */
  idColumn?: string;
  /** JSON documents that are not entries (site.json, calendars) take their id from the file, not a field. */
  document?: boolean;
  /** The `[[kind:id]]` link kind and the site page an entry of this set lives on. */
  link?: { kind: string; page: string };
  optional?: boolean;
}

const settingFolders = (folder: string, settings: string[]) =>
  settings.map((setting) => ({ path: `${setting}/${folder}`, extra: { setting } }));

export const SETS: SetDef[] = [
  { name: "site", format: "json", sources: [{ path: "site.json" }], schema: S.SiteSchema, document: true },
  {
    name: "weapons",
    format: "csv",
    sources: [{ path: "equipment/weapons.csv" }],
    schema: S.WeaponSchema,
    idColumn: "id",
    link: { kind: "weapon", page: "/options/equipment" },
  },
  {
    name: "armors",
    format: "csv",
    sources: [{ path: "equipment/armors.csv" }],
    schema: S.ArmorSchema,
    idColumn: "id",
    link: { kind: "armor", page: "/options/equipment" },
  },
  {
    name: "gear",
    format: "csv",
    sources: [{ path: "equipment/gear.csv" }],
    schema: S.GearSchema,
    idColumn: "id",
    link: { kind: "gear", page: "/options/equipment" },
  },
  {
    name: "valuables",
    format: "csv",
    sources: [{ path: "equipment/valuables.csv" }],
    schema: S.ValuableSchema,
    idColumn: "id",
    link: { kind: "valuable", page: "/options/equipment" },
  },
  {
    name: "weapon-templates",
    format: "csv",
    sources: [{ path: "magic/weapon-templates.csv" }],
    schema: S.WeaponTemplateSchema,
    idColumn: "id",
  },
  {
    name: "armor-variants",
    format: "csv",
    sources: [{ path: "magic/armor-variants.csv" }],
    schema: S.ArmorVariantSchema,
    idColumn: "id",
  },
  {
    name: "crafting",
    format: "csv",
    sources: [{ path: "magic/crafting.csv" }],
    schema: S.CraftingRaritySchema,
    idColumn: "Rarity",
  },
  {
    name: "crafting-types",
    format: "csv",
    sources: [{ path: "magic/crafting-types.csv" }],
    schema: S.CraftingTypeSchema,
    idColumn: "Type",
  },
  {
    name: "magic-items",
    format: "md",
    sources: [{ path: "magic/items" }],
    schema: S.MagicItemSchema,
    body: "effect",
    link: { kind: "magicitem", page: "/options/equipment" },
  },
  {
    name: "spells",
    format: "md",
    sources: [{ path: "spells" }],
    schema: S.SpellSchema,
    body: "description",
    link: { kind: "spell", page: "/options/spells" },
  },
  {
    name: "rules",
    format: "md",
    sources: [{ path: "rules" }],
    schema: S.RuleSchema,
    body: "description",
    link: { kind: "rule", page: "/ref/srd" },
  },
  {
    name: "feats",
    format: "md",
    sources: [{ path: "options/feats" }],
    schema: S.FeatSchema,
    body: "description",
    link: { kind: "feat", page: "/options/feats" },
  },
  {
    name: "fighting-styles",
    format: "md",
    sources: [{ path: "options/fighting-styles" }],
    schema: S.FightingStyleSchema,
    body: "description",
    link: { kind: "fightingstyle", page: "/options/classes" },
  },
  {
    name: "invocations",
    format: "md",
    sources: [{ path: "options/invocations" }],
    schema: S.InvocationSchema,
    body: "description",
    link: { kind: "invocation", page: "/options/invocations" },
  },
  {
    name: "maneuvers",
    format: "md",
    sources: [{ path: "options/maneuvers" }],
    schema: S.ManeuverSchema,
    body: "description",
    link: { kind: "maneuver", page: "/options/maneuvers" },
  },
  {
    name: "metamagics",
    format: "md",
    sources: [{ path: "options/metamagics" }],
    schema: S.MetamagicSchema,
    body: "description",
    link: { kind: "metamagic", page: "/options/metamagics" },
  },
  {
    name: "infusions",
    format: "md",
    sources: [{ path: "options/infusions" }],
    schema: S.InfusionSchema,
    body: "description",
    link: { kind: "infusion", page: "/options/infusions" },
  },
  {
    name: "skill-tricks",
    format: "md",
    sources: [{ path: "options/skill-tricks" }],
    schema: S.SkillTrickSchema,
    body: "description",
    link: { kind: "skilltrick", page: "/options/skilltricks" },
  },
  {
    name: "backgrounds",
    format: "md",
    sources: [{ path: "backgrounds" }],
    schema: S.BackgroundSchema,
    body: "description",
    link: { kind: "background", page: "/options/backgrounds" },
  },
  {
    name: "ancestries",
    format: "json",
    sources: [{ path: "ancestries" }],
    schema: S.AncestrySchema,
    link: { kind: "ancestry", page: "/options/ancestries" },
  },
  {
    name: "classes",
    format: "json",
    sources: [{ path: "classes" }],
    schema: S.ClassSchema,
    link: { kind: "class", page: "/options/classes" },
  },
  {
    name: "creatures",
    format: "md",
    sources: [{ path: "creatures" }],
    schema: S.CreatureSchema,
    body: "description",
    link: { kind: "creature", page: "/elthelas/bestiary" },
  },
  {
    name: "npcs",
    format: "md",
    sources: settingFolders("npcs", ["elthelas", "materia", "kentris"]),
    schema: S.NpcContentSchema,
    body: "description",
    link: { kind: "npc", page: "/elthelas/npcs" },
  },
  {
    name: "events",
    format: "md",
    sources: settingFolders("events", ["elthelas", "materia"]),
    schema: S.EventContentSchema,
    body: "text",
  },
  {
    name: "calendars",
    format: "json",
    sources: [{ path: "elthelas/calendar.json" }, { path: "materia/calendar.json" }],
    schema: S.CalendarSchema,
    document: true,
  },
  {
    name: "elthelas-languages",
    format: "csv",
    sources: [{ path: "elthelas/languages.csv" }],
    schema: S.LanguageSchema,
    idColumn: "id",
  },
  {
    name: "materia-languages",
    format: "csv",
    sources: [{ path: "materia/languages.csv" }],
    schema: S.LanguageSchema,
    idColumn: "id",
  },
  {
    name: "pages",
    format: "md",
    sources: [
      { path: "elthelas/pages", idPrefix: "elthelas/" },
      { path: "materia/pages", idPrefix: "materia/" },
      { path: "kentris/pages", idPrefix: "kentris/" },
      { path: "ref", idPrefix: "ref/" },
    ],
    schema: S.LorePageSchema,
    body: "body",
  },
  {
    name: "gods",
    format: "md",
    sources: [{ path: "elthelas/gods" }],
    schema: S.GodSchema,
    body: "lore",
    link: { kind: "god", page: "/elthelas/gods" },
  },
  {
    name: "materia-gods",
    format: "md",
    sources: [{ path: "materia/gods" }],
    schema: S.GodSchema,
    body: "lore",
    link: { kind: "materiagod", page: "/materia/gods" },
  },
  {
    name: "divines",
    format: "md",
    sources: [{ path: "elthelas/divines" }],
    schema: S.DivineSchema,
    body: "description",
    link: { kind: "divine", page: "/elthelas/divines" },
  },
  {
    name: "continents",
    format: "md",
    sources: [{ path: "elthelas/continents" }],
    schema: S.ContinentSchema,
    body: "description",
    link: { kind: "continent", page: "/elthelas/geography" },
  },
  {
    name: "nations",
    format: "md",
    sources: [{ path: "elthelas/nations" }],
    schema: S.NationSchema,
    body: "description",
    link: { kind: "nation", page: "/elthelas/geography" },
  },
  {
    name: "cities",
    format: "md",
    sources: [{ path: "elthelas/cities" }],
    schema: S.CitySchema,
    body: "description",
    link: { kind: "city", page: "/elthelas/geography" },
  },
  {
    name: "landmarks",
    format: "md",
    sources: [{ path: "elthelas/landmarks" }],
    schema: S.PlaceSchema,
    body: "description",
    link: { kind: "landmark", page: "/elthelas/geography" },
  },
  {
    name: "features",
    format: "md",
    sources: [{ path: "elthelas/features" }],
    schema: S.PlaceSchema,
    body: "description",
    link: { kind: "feature", page: "/elthelas/geography" },
  },
  {
    name: "territories",
    format: "json",
    sources: [{ path: "elthelas/territories" }],
    schema: S.TerritorySchema,
  },
  {
    name: "injuries",
    format: "csv",
    sources: [{ path: "tables/injuries.csv" }],
    schema: S.InjurySchema,
    idColumn: "id",
  },
  {
    name: "wild-magic",
    format: "csv",
    sources: [{ path: "tables/wild-magic.csv" }],
    schema: S.WildMagicSchema,
    idColumn: "id",
  },
];

export const setByName = new Map(SETS.map((s) => [s.name, s]));
export const setByLinkKind = new Map(SETS.filter((s) => s.link).map((s) => [s.link!.kind, s]));
