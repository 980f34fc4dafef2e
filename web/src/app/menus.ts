import type { Lang, MessageKey } from "../i18n/index.ts";
import { routes, routeText } from "../routes.ts";
import { matchRoute } from "./router/match.ts";

export interface MenuDef {
  id: string;
  label: MessageKey;
  /** Paths of the route table; each item is labelled with its route's menu label or title. */
  items: string[];
}

/** The header menus, in the product spec's order. */
export const MENUS: MenuDef[] = [
  {
    id: "options",
    label: "menu.options",
    items: [
      "/options/ancestries",
      "/options/backgrounds",
      "/options/classes",
      "/options/equipment",
      "/options/feats",
      "/options/infusions",
      "/options/invocations",
      "/options/maneuvers",
      "/options/metamagics",
      "/options/skilltricks",
      "/options/spells",
    ],
  },
  {
    id: "tools",
    label: "menu.tools",
    items: ["/tools/charbuilder", "/tools/runner", "/tools/treasuregenerator", "/tools/stronghold"],
  },
  {
    id: "ref",
    label: "menu.ref",
    items: ["/ref/srd", "/ref/srs", "/ref/create", "/ref/injury", "/ref/wildmagic"],
  },
  {
    id: "elthelas",
    label: "menu.elthelas",
    items: [
      "/elthelas/calendar",
      "/elthelas/cosmology",
      "/elthelas/geography",
      "/elthelas/history",
      "/elthelas/languages",
      "/elthelas/gods",
      "/elthelas/divines",
      "/elthelas/bestiary",
      "/elthelas/npcs",
    ],
  },
  {
    id: "materia",
    label: "menu.materia",
    items: [
      "/materia/calendar",
      "/materia/cosmology",
      "/materia/ecosystems",
      "/materia/geography",
      "/materia/languages",
      "/materia/gods",
      "/materia/bestiary",
      "/materia/npcs",
    ],
  },
  { id: "kentris", label: "menu.kentris", items: ["/kentris/bestiary"] },
];

export function menuLabel(path: string, lang: Lang): string {
  const match = matchRoute(routes, path);
  if (!match) return path;
  const text = routeText(match.route, lang);
  return text.nav ?? text.title;
}
