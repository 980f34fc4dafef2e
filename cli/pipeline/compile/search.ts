import { createIndex, plainText, type SearchDoc, snippetOf } from "../../../core/search.ts";
import type { Artifacts } from "../artifacts.ts";

type Row = Record<string, unknown>;
const list = (v: unknown) => (Array.isArray(v) ? (v as Row[]) : []);
const str = (v: unknown) => (typeof v === "string" ? v : "");

/** The prebuilt search index: every reference entry, option, item, god, lore page and creature. */
export function buildSearchIndex(statics: Record<string, unknown>, artifacts: Artifacts): unknown {
  const docs: SearchDoc[] = [];
  const add = (doc: SearchDoc) => docs.push(doc);

  for (const r of list(statics.rules))
    add({
      id: `rule:${r._id}`,
      title: str(r.title),
      kind: "rule",
      url: `/ref/srd#${r._id}`,
      snippet: snippetOf(str(r.description)),
      text: `${r.category} ${r.subcategory} ${plainText(str(r.description)).slice(0, 400)}`,
    });
  for (const s of list(statics.spells)) {
    const level = s.level === "cantrip" ? 0 : Number(String(s.level).replace("level", ""));
    add({
      id: `spell:${s.id}`,
      title: str(s.title),
      kind: "spell",
      url: `/options/spells#${s.id}`,
      snippet: snippetOf(str(s.description)),
      text: `${s.school} ${(s.classes as string[]).join(" ")}`,
      level,
      school: str(s.school),
    });
  }
  for (const c of list(statics.charclasses)) {
    add({
      id: `class:${c.id}`,
      title: str(c.name),
      kind: "class",
      url: `/options/classes#${c.id}`,
      snippet: snippetOf(str(c.description)),
    });
    for (const [i, f] of list(c.features).entries())
      add({
        id: `feature:${c.id}:${i}`,
        title: str(f.name),
        kind: "feature",
        url: `/options/classes#${c.id}`,
        snippet: `${c.name} ${f.level}: ${snippetOf(str(f.description), 120)}`,
      });
    for (const sc of list(c.subclass)) {
      add({
        id: `subclass:${c.id}:${sc.id}`,
        title: str(sc.name),
        kind: "subclass",
        url: `/options/classes#${c.id}`,
        snippet: snippetOf(str(sc.description)),
      });
      for (const [i, f] of list(sc.features).entries())
        add({
          id: `feature:${c.id}:${sc.id}:${i}`,
          title: str(f.name),
          kind: "feature",
          url: `/options/classes#${c.id}`,
          snippet: `${sc.name} ${f.level}: ${snippetOf(str(f.description), 120)}`,
        });
    }
  }
  const simple: [string, string, string][] = [
    ["ancestries", "ancestry", "/options/ancestries"],
    ["backgrounds", "background", "/options/backgrounds"],
    ["feats", "feat", "/options/feats"],
    ["fightingstyles", "fightingstyle", "/options/classes"],
    ["invocations", "invocation", "/options/invocations"],
    ["maneuvers", "maneuver", "/options/maneuvers"],
    ["metamagics", "metamagic", "/options/metamagics"],
    ["infusions", "infusion", "/options/infusions"],
    ["skilltricks", "skilltrick", "/options/skilltricks"],
  ];
  for (const [key, kind, page] of simple) {
    for (const e of list(statics[key]))
      add({
        id: `${kind}:${e.id}`,
        title: str(e.name),
        kind,
        url: `${page}#${e.id}`,
        snippet: snippetOf(str(e.description)),
      });
  }
  for (const w of list(statics.weapons))
    add({
      id: `weapon:${w.id}`,
      title: str(w.Weapon),
      kind: "weapon",
      url: `/options/equipment#${w.id}`,
      snippet: `${w.Type}, ${w.Damage ?? "no"} ${w.DamageType ?? "damage"}, ${w.Cost} gp`,
    });
  for (const a of list(statics.armors))
    add({
      id: `armor:${a.id}`,
      title: str(a.Armor),
      kind: "armor",
      url: `/options/equipment#${a.id}`,
      snippet: `${a.Type} armor, AC ${a.AC}, ${a.Cost} gp`,
    });
  for (const g of list(statics.equipment))
    add({
      id: `gear:${g.id}`,
      title: str(g.Item),
      kind: "gear",
      url: `/options/equipment#${g.id}`,
      snippet: snippetOf(str(g.Description), 100),
    });
  for (const m of list(statics.magicitems))
    add({
      id: `magicitem:${m.id}`,
      title: str(m.Item),
      kind: "magicitem",
      url: `/options/equipment#${m.id}`,
      snippet: `${m.Rarity} ${m.Type}, ${m["Cost (gp)"]} gp`,
    });

  const world = (path: string) =>
    list((artifacts.get(path) as { documents?: unknown } | undefined)?.documents);
  for (const g of world("elthelas/gods.json"))
    add({
      id: `god:${g.id}`,
      title: str(g.name),
      kind: "god",
      url: `/elthelas/gods#${g.id}`,
      snippet: `${g.title}. ${snippetOf(str(g.lore), 120)}`,
    });
  for (const d of world("elthelas/divines.json"))
    add({
      id: `divine:${d.id}`,
      title: str(d.name),
      kind: "divine",
      url: `/elthelas/divines#${d.id}`,
      snippet: snippetOf(str(d.descr)),
    });
  for (const set of ["nations", "cities", "continents", "landmarks", "features"]) {
    for (const p of world(`elthelas/${set}.json`))
      add({
        id: `${set}:${p.id}`,
        title: str(p.name),
        kind: "place",
        url: `/elthelas/geography#${p.id}`,
        snippet: snippetOf(str(p.description)),
      });
  }
  for (const g of list(artifacts.get("api/materia/gods")))
    add({
      id: `materiagod:${g.id}`,
      title: str(g.name),
      kind: "god",
      url: `/materia/gods#${g.id}`,
      snippet: `${g.title}. ${snippetOf(str(g.lore), 120)}`,
    });

  for (const [path, value] of artifacts) {
    if (!path.startsWith("pages/")) continue;
    const page = value as Row;
    const route = `/${String(page.id)}`;
    if (str(page.html))
      add({
        id: `page:${page.id}`,
        title: str(page.title),
        kind: "lore",
        url: route,
        snippet: str(page.summary) || snippetOf(str(page.html)),
        text: plainText(str(page.html)).slice(0, 600),
      });
    for (const c of list(page.creatures)) {
      const id = `creature:${String(page.id).split("/")[0]}:${c.id}`;
      add({
        id,
        title: str(c.name),
        kind: "creature",
        url: `${route}#${c.id}`,
        snippet: `${c.size} ${c.type}, CR ${c.cr}. ${snippetOf(str(c.description), 100)}`,
        cr: Number(c.cr),
      });
    }
  }
  return createIndex(docs).toJSON();
}
