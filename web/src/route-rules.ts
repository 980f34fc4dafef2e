/**
 * Route rules: redirects from the older site's paths (and any path that moves later). They are not
 * bundled into the app; the build writes them into `build-manifest.json`, which the app fetches, so a
 * rule can change with a new build without invalidating any chunk.
 *
 * `from` is an exact path, or a prefix ending in `/*`; when both end in `/*` the rest of the path is kept.
 */
export interface RouteRule {
  from: string;
  to: string;
}

export const ROUTE_RULES: RouteRule[] = [
  // World pages of the older site became the Elthelas area.
  { from: "/world/geography/*", to: "/elthelas/geography" },
  { from: "/world/geography", to: "/elthelas/geography" },
  { from: "/world/cosmology", to: "/elthelas/cosmology" },
  { from: "/world/astronomy", to: "/elthelas/astronomy" },
  { from: "/world/calendar", to: "/elthelas/calendar" },
  { from: "/world/historylist", to: "/elthelas/history" },
  { from: "/world/history", to: "/elthelas/history" },
  { from: "/world/npcs", to: "/elthelas/npcs" },
  { from: "/world/languages", to: "/elthelas/languages" },
  // Reference pages that moved to their own areas.
  { from: "/ref/bestiary", to: "/elthelas/bestiary" },
  { from: "/ref/gods/*", to: "/elthelas/gods" },
  { from: "/ref/gods", to: "/elthelas/gods" },
  { from: "/ref/divines", to: "/elthelas/divines" },
  { from: "/ref/spells", to: "/options/spells" },
  { from: "/ref/equipment", to: "/options/equipment" },
  { from: "/ref/magicitems", to: "/options/equipment" },
  { from: "/ref/rules", to: "/ref/srd" },
  { from: "/ref/quick", to: "/ref/srd" },
  { from: "/ref/abilities", to: "/ref/srd" },
  { from: "/ref/adventuring", to: "/ref/srd" },
  { from: "/ref/combat", to: "/ref/srd" },
  { from: "/ref/magic", to: "/ref/srd" },
  // Character pages of the older site.
  { from: "/options/create", to: "/ref/create" },
  { from: "/options/ancestry", to: "/options/ancestries" },
  { from: "/options/races", to: "/options/ancestries" },
  { from: "/options/class/*", to: "/options/classes" },
  { from: "/options/class", to: "/options/classes" },
  // Tools that were renamed.
  { from: "/tools/strongholdbuilder", to: "/tools/stronghold" },
  { from: "/5e/charbuilder/*", to: "/tools/charbuilder/*" },
  { from: "/5e/charbuilder", to: "/tools/charbuilder" },
  { from: "/5e/runner/*", to: "/tools/runner/*" },
  { from: "/5e/runner", to: "/tools/runner" },
];
