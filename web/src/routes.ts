import type { ComponentType } from "react";
import { loadStaticsSet } from "./api/statics.ts";
import { type Lang, routeMessages } from "./i18n/index.ts";
import type { TypedStatics } from "./pages/options/types.ts";

/**
 * The route table: every page of the site, its lazy chunk, its title and description per language, the
 * middleware that runs before it opens and an optional check of its parameters.
 *
 * Paths are relative to the optional language segment (`/es/options/spells` is `/options/spells` in
 * Spanish). `:name` is a parameter; `:name?` at the end is an optional one.
 *
 * Titles and descriptions: English is here, in `meta.en`. Each other language keeps its titles and
 * descriptions in its own lazily loaded string bundle, by route path (i18n/es.ts `esRoutes`), so a page
 * only downloads the language it shows; `meta.es` here may still override a single route.
 */

export type RouteParams = Record<string, string | undefined>;
export type PageModule = { default: ComponentType };
export type PageLoader = () => Promise<PageModule>;

export interface RouteText {
  /** Page title (joined with " | " and the product short name in the document title). */
  title: string;
  /** The description meta of the page. */
  description: string;
  /** A shorter label for menus, when the title is too long for them. */
  nav?: string;
}

export interface RouteDef {
  path: string;
  load: PageLoader;
  meta: { en: RouteText } & { [L in Exclude<Lang, "en">]?: Partial<RouteText> };
  /** Names from the middleware registry (app/router/middleware.ts), run in order. */
  middleware?: string[];
  /** false (or a status code) shows the error page with that status (404 by default). */
  validate?: (params: RouteParams) => boolean | number;
  /** The page shows only shell strings: its chunk loads without the page strings (i18n/pages.en.ts). */
  shellOnly?: true;
  /**
   * The statics sets the page cannot render without (the options pages, the rules reference, Materia
   * crafting). They start downloading as soon as the route is chosen, in parallel with the page's chunk
   * (preloadRoute); a prerendered page's HTML already asks for them (web/src/prerender.tsx).
   */
  statics?: (keyof TypedStatics)[];
}

/** Starts downloading what the route's page needs besides its chunk (at startup or on navigation). */
export function preloadRoute(route: RouteDef): void {
  for (const key of route.statics ?? []) void loadStaticsSet(key);
}

/** Record ids in tool URLs: what the records API hands out. */
const recordId = (params: RouteParams) => params.id === undefined || /^[A-Za-z0-9_-]{1,64}$/.test(params.id);

export const routes: RouteDef[] = [
  {
    path: "/",
    shellOnly: true,
    load: () => import("./pages/home/HomePage.tsx"),
    meta: {
      en: {
        title: "Home",
        description: "Rules, spells, items, character options, tools and lore for your table.",
      },
    },
  },
  {
    path: "/403",
    shellOnly: true,
    load: () => import("./pages/errors/ForbiddenPage.tsx"),
    meta: {
      en: { title: "Sign In Required", description: "This page is for signed-in users." },
    },
  },
  {
    path: "/profile",
    shellOnly: true,
    load: () => import("./pages/profile/ProfilePage.tsx"),
    middleware: ["auth"],
    meta: {
      en: {
        title: "Profile",
        description: "Your account and the characters, encounters and creatures you saved.",
      },
    },
  },

  // Rules reference
  {
    path: "/ref/srd",
    load: () => import("./pages/ref/SrdPage.tsx"),
    statics: ["rules", "rulesbycat"],
    meta: {
      en: { title: "System Reference Document", description: "The rules of the game, chapter by chapter." },
    },
  },
  {
    path: "/ref/srs",
    load: () => import("./pages/ref/SrsPage.tsx"),
    meta: {
      en: {
        title: "System Reference Search",
        description: "Search every rule, spell, item and option at once.",
      },
    },
  },
  {
    path: "/ref/create",
    load: () => import("./pages/ref/CreatePage.tsx"),
    meta: {
      en: { title: "Creating a Character", description: "A step-by-step guide to making a character." },
    },
  },
  {
    path: "/ref/injury",
    load: () => import("./pages/ref/InjuryPage.tsx"),
    meta: {
      en: { title: "Injury Tables", description: "Lasting injuries by damage type, with a roll for each." },
    },
  },
  {
    path: "/ref/wildmagic",
    load: () => import("./pages/ref/WildMagicPage.tsx"),
    meta: {
      en: { title: "Wild Magic Table", description: "The wild magic surge table, ready to roll." },
    },
  },

  // Materia
  {
    path: "/materia/gods",
    load: () => import("./pages/materia/GodsPage.tsx"),
    meta: {
      en: { title: "Gods of Materia", nav: "Gods", description: "The pantheon of Materia and its domains." },
    },
  },
  {
    path: "/materia/npcs",
    load: () => import("./pages/materia/NpcsPage.tsx"),
    meta: {
      en: { title: "NPCs of Materia", nav: "NPCs", description: "The people of Materia." },
    },
  },
  {
    path: "/materia/history",
    load: () => import("./pages/materia/HistoryPage.tsx"),
    meta: {
      en: {
        title: "History of Materia",
        nav: "History",
        description: "A timeline of Materia's ages and events.",
      },
    },
  },
  {
    path: "/materia/bestiary",
    load: () => import("./pages/materia/BestiaryPage.tsx"),
    meta: {
      en: {
        title: "Bestiary of Materia",
        nav: "Bestiary",
        description: "Creatures of Materia with stat blocks.",
      },
    },
  },
  {
    path: "/materia/calendar",
    load: () => import("./pages/materia/CalendarPage.tsx"),
    meta: {
      en: {
        title: "Calendar of Materia",
        nav: "Calendar",
        description: "Months, weeks and holidays of Materia.",
      },
    },
  },
  {
    path: "/materia/crafting",
    statics: ["magicitems"],
    load: () => import("./pages/materia/CraftingPage.tsx"),
    meta: {
      en: {
        title: "Crafting in Materia",
        nav: "Crafting",
        description: "Recipes and rules for crafting in Materia.",
      },
    },
  },
  {
    path: "/materia/cosmology",
    load: () => import("./pages/materia/CosmologyPage.tsx"),
    meta: {
      en: {
        title: "Cosmology of Materia",
        nav: "Cosmology",
        description: "The planes and powers around Materia.",
      },
    },
  },
  {
    path: "/materia/geography",
    load: () => import("./pages/materia/GeographyPage.tsx"),
    meta: {
      en: {
        title: "Geography of Materia",
        nav: "Geography",
        description: "Lands, seas and cities of Materia.",
      },
    },
  },
  {
    path: "/materia/languages",
    load: () => import("./pages/materia/LanguagesPage.tsx"),
    meta: {
      en: { title: "Languages of Materia", nav: "Languages", description: "Who speaks what in Materia." },
    },
  },
  {
    path: "/materia/ecosystems",
    load: () => import("./pages/materia/EcosystemsPage.tsx"),
    meta: {
      en: {
        title: "Ecosystems of Materia",
        nav: "Ecosystems",
        description: "Biomes of Materia and what lives there.",
      },
    },
  },

  // Elthelas
  {
    path: "/elthelas/gods",
    load: () => import("./pages/elthelas/GodsPage.tsx"),
    meta: {
      en: {
        title: "Gods of Elthelas",
        nav: "Gods",
        description: "The gods of Elthelas, their domains and worship.",
      },
    },
  },
  {
    path: "/elthelas/npcs",
    load: () => import("./pages/elthelas/NpcsPage.tsx"),
    meta: {
      en: { title: "NPCs of Elthelas", nav: "NPCs", description: "The people of Elthelas." },
    },
  },
  {
    path: "/elthelas/divines",
    load: () => import("./pages/elthelas/DivinesPage.tsx"),
    meta: {
      en: { title: "Divine Beings", description: "Demigods, saints and other divine beings of Elthelas." },
    },
  },
  {
    path: "/elthelas/history",
    load: () => import("./pages/elthelas/HistoryPage.tsx"),
    meta: {
      en: { title: "History of Elthelas", nav: "History", description: "A timeline of Elthelas." },
    },
  },
  {
    path: "/elthelas/bestiary",
    load: () => import("./pages/elthelas/BestiaryPage.tsx"),
    meta: {
      en: {
        title: "Bestiary of Elthelas",
        nav: "Bestiary",
        description: "Creatures of Elthelas with stat blocks.",
      },
    },
  },
  {
    path: "/elthelas/calendar",
    load: () => import("./pages/elthelas/CalendarPage.tsx"),
    meta: {
      en: {
        title: "Calendar of Elthelas",
        nav: "Calendar",
        description: "Months, moons and holidays of Elthelas.",
      },
    },
  },
  {
    path: "/elthelas/astronomy",
    load: () => import("./pages/elthelas/AstronomyPage.tsx"),
    meta: {
      en: {
        title: "Astronomy of Elthelas",
        nav: "Astronomy",
        description: "Sun, moons and stars over Elthelas.",
      },
    },
  },
  {
    path: "/elthelas/cosmology",
    load: () => import("./pages/elthelas/CosmologyPage.tsx"),
    meta: {
      en: {
        title: "Cosmology of Elthelas",
        nav: "Cosmology",
        description: "The planes and powers of Elthelas.",
      },
    },
  },
  {
    path: "/elthelas/geography",
    load: () => import("./pages/elthelas/GeographyPage.tsx"),
    meta: {
      en: {
        title: "Geography of Elthelas",
        nav: "Geography",
        description: "Continents, nations and cities of Elthelas.",
      },
    },
  },
  {
    path: "/elthelas/languages",
    load: () => import("./pages/elthelas/LanguagesPage.tsx"),
    meta: {
      en: { title: "Languages of Elthelas", nav: "Languages", description: "Who speaks what in Elthelas." },
    },
  },

  // Kentris
  {
    path: "/kentris/bestiary",
    load: () => import("./pages/kentris/BestiaryPage.tsx"),
    meta: {
      en: {
        title: "Bestiary of Kentris",
        nav: "Bestiary",
        description: "Creatures of Kentris with stat blocks.",
      },
    },
  },

  // Character options
  {
    path: "/options/feats",
    statics: ["feats"],
    load: () => import("./pages/options/FeatsPage.tsx"),
    meta: {
      en: { title: "Feats", description: "Every feat with its prerequisites." },
    },
  },
  {
    path: "/options/spells",
    statics: ["spells"],
    load: () => import("./pages/options/SpellsPage.tsx"),
    meta: {
      en: { title: "Spells", description: "Every spell, filterable by class, level, school and ritual." },
    },
  },
  {
    path: "/options/classes",
    statics: ["charclasses", "fightingstyles", "spells"],
    load: () => import("./pages/options/ClassesPage.tsx"),
    meta: {
      en: { title: "Classes", description: "Classes, their features by level and their subclasses." },
    },
  },
  {
    path: "/options/equipment",
    statics: ["equipment", "weapons", "armors", "valuables", "magicitems"],
    load: () => import("./pages/options/EquipmentPage.tsx"),
    meta: {
      en: { title: "Equipment", description: "Weapons, armor, gear, valuables and magic items." },
    },
  },
  {
    path: "/options/infusions",
    statics: ["infusions"],
    load: () => import("./pages/options/InfusionsPage.tsx"),
    meta: {
      en: { title: "Infusions", description: "Artificer infusions by level and item." },
    },
  },
  {
    path: "/options/maneuvers",
    statics: ["maneuvers"],
    load: () => import("./pages/options/ManeuversPage.tsx"),
    meta: {
      en: { title: "Maneuvers", description: "Combat maneuvers." },
    },
  },
  {
    path: "/options/ancestries",
    statics: ["ancestries"],
    load: () => import("./pages/options/AncestriesPage.tsx"),
    meta: {
      en: { title: "Ancestries", description: "Ancestries, their traits and their subraces." },
    },
  },
  {
    path: "/options/metamagics",
    statics: ["metamagics"],
    load: () => import("./pages/options/MetamagicsPage.tsx"),
    meta: {
      en: { title: "Metamagics", description: "Metamagic options for sorcerers." },
    },
  },
  {
    path: "/options/backgrounds",
    statics: ["backgrounds"],
    load: () => import("./pages/options/BackgroundsPage.tsx"),
    meta: {
      en: { title: "Backgrounds", description: "Backgrounds with skills, tools, languages and features." },
    },
  },
  {
    path: "/options/invocations",
    statics: ["invocations"],
    load: () => import("./pages/options/InvocationsPage.tsx"),
    meta: {
      en: { title: "Invocations", description: "Eldritch invocations with their prerequisites." },
    },
  },
  {
    path: "/options/skilltricks",
    statics: ["skilltricks"],
    load: () => import("./pages/options/SkillTricksPage.tsx"),
    meta: {
      en: { title: "Skill Tricks", description: "Skill tricks by skill." },
    },
  },

  // Tools
  {
    path: "/tools/stronghold",
    load: () => import("./tools/stronghold/StrongholdPage.tsx"),
    meta: {
      en: {
        title: "Stronghold Builder",
        description: "Design a stronghold and work out its cost and upkeep.",
      },
    },
  },
  {
    path: "/tools/monsterstats",
    load: () => import("./tools/monsterstats/MonsterStatsPage.tsx"),
    meta: {
      en: { title: "Monster Stats", description: "Monster statistics by challenge rating." },
    },
  },
  {
    path: "/tools/npcgenerator",
    load: () => import("./tools/npcgenerator/NpcGeneratorPage.tsx"),
    meta: {
      en: { title: "NPC Generator", description: "Roll up a non-player character in seconds." },
    },
  },
  {
    path: "/tools/treasuregenerator",
    load: () => import("./tools/treasure/TreasurePage.tsx"),
    meta: {
      en: { title: "Treasure Generator", description: "Random treasure: coins, valuables and magic items." },
    },
  },
  {
    path: "/tools/runner/:id?",
    load: () => import("./tools/runner/RunnerPage.tsx"),
    validate: recordId,
    meta: {
      en: {
        title: "Encounter Runner",
        description: "Run an encounter: initiative, hit points and conditions.",
      },
    },
  },
  {
    path: "/tools/charbuilder/:id?",
    load: () => import("./tools/charbuilder/CharBuilderPage.tsx"),
    validate: recordId,
    meta: {
      en: { title: "Character Builder", description: "Build a character step by step and keep its sheet." },
    },
  },
  {
    path: "/tools/creaturebuilder/:id?",
    load: () => import("./tools/creaturebuilder/CreatureBuilderPage.tsx"),
    middleware: ["auth"],
    validate: recordId,
    meta: {
      en: { title: "Creature Builder", description: "Build creatures with a live stat block." },
    },
  },
  {
    path: "/tools/templatebuilder/:id?",
    load: () => import("./tools/templatebuilder/TemplateBuilderPage.tsx"),
    middleware: ["auth"],
    validate: recordId,
    meta: {
      en: { title: "Template Builder", description: "Build creature templates to apply to any creature." },
    },
  },
];

/** A route's text in `lang`, English where that language has none. */
export function routeText(route: RouteDef, lang: Lang): RouteText {
  if (lang === "en") return route.meta.en;
  return { ...route.meta.en, ...routeMessages(lang)?.[route.path], ...route.meta[lang] };
}
