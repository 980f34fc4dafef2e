import { useAtomValue } from "jotai";
import { npcsAtom, staticsAtom } from "../../state/data.ts";

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

export default function HomePage() {
  const statics = useAtomValue(staticsAtom);
  const npcs = useAtomValue(npcsAtom);
  const settings = new Map<string, number>();
  for (const npc of npcs) settings.set(npc.setting, (settings.get(npc.setting) ?? 0) + 1);
  return (
    <main className="home">
      <h1>Tabletome</h1>
      <p className="lead">Rules, options, tools and lore for your table.</p>
      <section aria-labelledby="library">
        <h2 id="library">The library</h2>
        <dl className="counts" data-testid="statics-counts">
          {Object.entries(LABELS).map(([key, label]) => (
            <div key={key} data-set={key}>
              <dt>{label}</dt>
              <dd>{Array.isArray(statics[key]) ? statics[key].length : 0}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="npcs">
        <h2 id="npcs">People of the settings</h2>
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
      </section>
    </main>
  );
}
