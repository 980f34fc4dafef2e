import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { buildData } from "../../cli/pipeline/build.ts";
import { formatDiagnostic } from "../../cli/pipeline/diagnostics.ts";
import { validateData } from "../../cli/pipeline/validate.ts";

const fixture = resolve(import.meta.dirname, "../fixtures/data");

/** A private copy of the fixture data with one file changed. */
function dataWith(file: string, edit: (text: string) => string): string {
  const dir = join(mkdtempSync(join(tmpdir(), "tt-data-")), "data");
  cpSync(fixture, dir, { recursive: true });
  writeFileSync(join(dir, file), edit(readFileSync(join(dir, file), "utf8")));
  return dir;
}

async function errorsOf(dir: string): Promise<string[]> {
  const { diagnostics } = await validateData(dir);
  return diagnostics.map((d) => formatDiagnostic(d, dir));
}

describe("content validation", () => {
  it("accepts the fixture content", async () => {
    expect(await errorsOf(fixture)).toEqual([]);
  });

  it("names the CSV cell that is not a number, by line and column", async () => {
    const dir = dataWith("equipment/weapons.csv", (t) =>
      t.replace(
        "Longsword,Martial Melee,1d8,slashing,versatile (1d10),15",
        "Longsword,Martial Melee,1d8,slashing,versatile (1d10),ten",
      ),
    );
    expect(await errorsOf(dir)).toEqual(['equipment/weapons.csv:3:7 Cost must be a number, got "ten"']);
  });

  it("reports a CSV row with the wrong number of cells and an unknown column", async () => {
    expect(await errorsOf(dataWith("equipment/gear.csv", (t) => `${t}rope,Rope,Gear,1\n`))).toEqual([
      "equipment/gear.csv:4:5 row has 4 cells, the header has 6",
    ]);
    expect(await errorsOf(dataWith("equipment/gear.csv", (t) => t.replace("Description", "Descr")))).toEqual([
      // The table is refused whole, so what refers to it is reported too.
      'backgrounds/acolyte.md:6:19 unknown weapon, armor or gear item "backpack"',
      'equipment/gear.csv:1:6 unknown column "Descr"; expected id,Item,Category,Cost,Weight,Description',
      'equipment/gear.csv:1:7 missing column "Description"',
    ]);
  });

  it("points at the front-matter line of a bad spell level", async () => {
    const dir = dataWith("spells/fireball.md", (t) => t.replace("level: 3", "level: eleven"));
    expect(await errorsOf(dir)).toEqual([
      "spells/fireball.md:3:8 level must be a whole number from 0 to 9 (bad level in spell)",
    ]);
  });

  it("reports broken YAML and an unclosed front matter without a stack trace", async () => {
    expect(
      await errorsOf(dataWith("spells/wish.md", (t) => t.replace("range: Self", "range: [Self"))),
    ).toEqual([expect.stringMatching(/^spells\/wish\.md:\d+:\d+ front matter is not valid YAML/)]);
    expect(await errorsOf(dataWith("rules/cover.md", (t) => t.replace(/\n---\n/, "\n")))).toEqual([
      "rules/cover.md:1:1 the front matter is not closed: add a --- line after it",
      "rules/prone.md:8:1 link [[rule:cover]] points to no rule",
    ]);
  });

  it("gives malformed JSON its line and column", async () => {
    const dir = dataWith("classes/wizard.json", (t) => t.replace('"hitDie": 6,', '"hitDie": 6'));
    const [error] = await errorsOf(dir);
    expect(error).toMatch(/^classes\/wizard\.json:5:\d+ not valid JSON/);
  });

  it("checks cross-references: class spell lists, background equipment, links, NPC settings", async () => {
    expect(
      await errorsOf(
        dataWith("classes/wizard.json", (t) =>
          t.replace('"spells": [\n            "fireball"', '"spells": [\n            "firebal"'),
        ),
      ),
    ).toEqual(['classes/wizard.json:85:13 unknown spell "firebal"']);
    expect(
      await errorsOf(dataWith("backgrounds/acolyte.md", (t) => t.replace("id: backpack", "id: rucksack"))),
    ).toEqual(['backgrounds/acolyte.md:6:19 unknown weapon, armor or gear item "rucksack"']);
    expect(
      await errorsOf(
        dataWith("spells/fireball.md", (t) => t.replace("[[spell:fire-bolt]]", "[[spell:fire-boot]]")),
      ),
    ).toEqual(["spells/fireball.md:15:1 link [[spell:fire-boot]] points to no spell"]);
    expect(
      await errorsOf(
        dataWith("spells/fire-bolt.md", (t) => t.replace("classes: [wizard]", "classes: [wizzard]")),
      ),
    ).toEqual(['spells/fire-bolt.md:11:11 unknown class "wizzard"']);
  });

  it("refuses weapon-template restrictions the generator does not understand", async () => {
    const dir = dataWith("magic/weapon-templates.csv", (t) =>
      t.replace("Very Rare,Yes,slashing,", "Very Rare,Yes,slashy,"),
    );
    expect(await errorsOf(dir)).toEqual([
      'magic/weapon-templates.csv:4:6 unknown restriction "slashy"; use melee, thrown, ranged, a damage type or a weapon property',
    ]);
  });

  it("refuses a subclass id used by two classes", async () => {
    const dir = dataWith("classes/wizard.json", (t) => t);
    const cleric = JSON.parse(readFileSync(join(dir, "classes/wizard.json"), "utf8"));
    writeFileSync(join(dir, "classes/cleric.json"), JSON.stringify({ ...cleric, name: "Cleric" }, null, 2));
    expect(await errorsOf(dir)).toEqual([
      expect.stringMatching(
        /^classes\/wizard\.json:\d+:\d+ duplicate subclass id "evocation" \(also in .*cleric\.json\)$/,
      ),
    ]);
  });

  it("requires d100 tables to cover 1-100", async () => {
    const dir = dataWith("tables/wild-magic.csv", (t) => t.replace("surge-2,51,100", "surge-2,52,100"));
    expect(await errorsOf(dir)).toEqual([
      "tables/wild-magic.csv:2:1 wild magic table: no row covers 51 (rows must cover 1 to 100)",
    ]);
  });
});

describe("build-data", () => {
  it("writes every artifact with manifest counts", async () => {
    const out = join(mkdtempSync(join(tmpdir(), "tt-out-")), "data");
    const result = await buildData(fixture, out);
    expect(result.ok).toBe(true);
    const manifest = JSON.parse(readFileSync(join(out, "manifest.json"), "utf8"));
    expect(manifest.counts.spells).toBe(3);
    expect(Object.keys(manifest.hashes)).toEqual(
      expect.arrayContaining(["api/statics", "search/index.json", "elthelas/gods.json", "api/materia/gods"]),
    );
    const statics = JSON.parse(readFileSync(join(out, "api/statics"), "utf8"));
    expect(Object.keys(statics).sort()).toEqual(
      [
        "ancestries",
        "armors",
        "backgrounds",
        "charclasses",
        "equipment",
        "feats",
        "fightingstyles",
        "infusions",
        "invocations",
        "maneuvers",
        "metamagics",
        "skilltricks",
        "rules",
        "rulesbycat",
        "spells",
        "valuables",
        "weapons",
        "magicitems",
      ].sort(),
    );
    expect(statics.spells.map((s: { level: string }) => s.level)).toEqual(["cantrip", "level3", "level9"]);
    // Each set also stands alone, identical to its key in the bundle, for pages that need only it.
    for (const [key, value] of Object.entries(statics))
      expect(JSON.parse(readFileSync(join(out, `statics/${key}.json`), "utf8")), key).toEqual(value);
    const divines = JSON.parse(readFileSync(join(out, "elthelas/divines.json"), "utf8"));
    expect(divines.documents[0].descr).toContain('<a href="/elthelas/gods#ilsara"');
  });

  it("leaves the last good build untouched when the content has an error", async () => {
    const out = join(mkdtempSync(join(tmpdir(), "tt-out-")), "data");
    expect((await buildData(fixture, out)).ok).toBe(true);
    const before = readFileSync(join(out, "manifest.json"), "utf8");
    const broken = dataWith("spells/fireball.md", (t) => t.replace("level: 3", "level: 12"));
    const result = await buildData(broken, out);
    expect(result.ok).toBe(false);
    expect(readFileSync(join(out, "manifest.json"), "utf8")).toBe(before);
  });
});
