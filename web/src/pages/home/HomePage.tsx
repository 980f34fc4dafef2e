import { Suspense, use } from "react";
import site from "../../../../data/site.json";
import { getJson } from "../../api/client.ts";
import { AppLink } from "../../app/AppLink.tsx";
import { MENUS, menuLabel } from "../../app/menus.ts";
import { useI18n } from "../../i18n/index.ts";
import type { Npc } from "../../state/data.ts";

const LABELS: Record<string, string> = {
  ancestries: "Ancestries",
  armors: "Armor",
  backgrounds: "Backgrounds",
  charclasses: "Classes",
  equipment: "Adventuring gear",
  feats: "Feats",
  fightingstyles: "Fighting styles",
  infusions: "Infusions",
  invocations: "Invocations",
  maneuvers: "Maneuvers",
  metamagics: "Metamagic options",
  skilltricks: "Skill tricks",
  rules: "Rules",
  rulesbycat: "Rule categories",
  spells: "Spells",
  valuables: "Gems and art",
  weapons: "Weapons",
  magicitems: "Magic items",
};

/**
 * The home page only counts, so it asks for little and needs no state library: the build's data manifest
 * (build/data/manifest.json, whose counts per data set are the lengths of the statics bundle's lists, so
 * the 2 MB bundle itself is not downloaded) and the NPC list. Fetched once per page load.
 */
let counts: Promise<{ counts: Record<string, number> }> | undefined;
let people: Promise<Npc[]> | undefined;

function LibraryCounts() {
  counts ??= getJson<{ counts: Record<string, number> }>("/manifest.json");
  const { counts: byKey } = use(counts);
  return (
    <dl className="counts" data-testid="statics-counts">
      {Object.entries(LABELS).map(([key, label]) => (
        <div key={key} data-set={key}>
          <dt>{label}</dt>
          <dd>{byKey[`statics.${key}`] ?? 0}</dd>
        </div>
      ))}
    </dl>
  );
}

function NpcCounts() {
  people ??= getJson<Npc[]>("/api/npcs");
  const npcs = use(people);
  const settings = new Map<string, number>();
  for (const npc of npcs) settings.set(npc.setting, (settings.get(npc.setting) ?? 0) + 1);
  return (
    <dl className="counts" data-testid="npc-counts">
      <div data-set="npcs">
        <dt>NPCs</dt>
        <dd>{npcs.length}</dd>
      </div>
      {[...settings].map(([setting, n]) => (
        <div key={setting} data-set={`npcs-${setting}`}>
          <dt>{setting[0]!.toUpperCase() + setting.slice(1)}</dt>
          <dd>{n}</dd>
        </div>
      ))}
    </dl>
  );
}

const Counting = () => <p className="text-body-secondary">Counting…</p>;

export default function HomePage() {
  const { t, lang } = useI18n();
  return (
    <div className="page home">
      <section className="hero">
        <h1>{site.shortName}</h1>
        <p className="lead">Rules, options, tools and lore for your table.</p>
        <nav aria-label="On this page" className="on-this-page">
          <AppLink href="/#explore">Explore</AppLink>
          <AppLink href="/#library">The library</AppLink>
          <AppLink href="/#npcs">People of the settings</AppLink>
        </nav>
      </section>
      <section aria-labelledby="explore" className="explore">
        <h2 id="explore">Explore</h2>
        <div className="explore-grid">
          {MENUS.map((menu) => (
            <nav key={menu.id} className="explore-group" aria-labelledby={`explore-${menu.id}`}>
              <h3 id={`explore-${menu.id}`}>{t(menu.label)}</h3>
              <ul>
                {menu.items.map((href) => (
                  <li key={href}>
                    <AppLink href={href}>{menuLabel(href, lang)}</AppLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </section>
      <section aria-labelledby="library">
        <h2 id="library">The library</h2>
        <Suspense fallback={<Counting />}>
          <LibraryCounts />
        </Suspense>
      </section>
      <section aria-labelledby="npcs">
        <h2 id="npcs">People of the settings</h2>
        <Suspense fallback={<Counting />}>
          <NpcCounts />
        </Suspense>
      </section>
    </div>
  );
}
