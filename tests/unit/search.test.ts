import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildData } from "../../cli/pipeline/build.ts";
import { loadIndex } from "../../core/search.ts";
import { groupByKind, parseQuery, runQuery } from "../../core/search-query.ts";

describe("omnibox query syntax", () => {
  it("separates words from structured filters", () => {
    expect(parseQuery("fire in:spell level:3 school:Evocation")).toEqual({
      text: "fire",
      kinds: ["spell"],
      level: { min: 3, max: 3 },
      school: "evocation",
    });
    expect(parseQuery("cr:1/4-2 in:monsters")).toEqual({
      text: "",
      kinds: ["creature"],
      cr: { min: 0.25, max: 2 },
    });
    expect(parseQuery("level:cantrip in:spells,feats")).toMatchObject({
      kinds: ["spell", "feat"],
      level: { min: 0, max: 0 },
    });
    expect(parseQuery("level:abc")).toMatchObject({ text: "level:abc" });
  });
});

describe("search over the prebuilt index", () => {
  let index: ReturnType<typeof loadIndex>;
  beforeAll(async () => {
    const out = join(mkdtempSync(join(tmpdir(), "tt-search-")), "data");
    await buildData(resolve(import.meta.dirname, "../fixtures/data"), out);
    index = loadIndex(readFileSync(join(out, "search/index.json"), "utf8"));
  });

  it("finds an entry by title and links to its hash", () => {
    const [first] = runQuery(index, "fireball");
    expect(first).toMatchObject({ title: "Fireball", kind: "spell", url: "/options/spells#fireball" });
  });

  it("tolerates typos and prefixes", () => {
    expect(runQuery(index, "firebal")[0]?.title).toBe("Fireball");
    expect(runQuery(index, "marsh str")[0]?.title).toBe("Marsh Strider");
  });

  it("applies filters with and without words", () => {
    expect(runQuery(index, "in:spell level:3").map((h) => h.title)).toEqual(["Fireball"]);
    expect(runQuery(index, "fire in:spell level:0").map((h) => h.title)).toEqual(["Fire Bolt"]);
    expect(runQuery(index, "cr:1-4").map((h) => h.kind)).toEqual(["creature", "creature"]);
    expect(runQuery(index, "in:rule").map((h) => h.title)).toEqual(["Cover", "Prone"]);
    expect(runQuery(index, "")).toEqual([]);
  });

  it("groups hits by kind in order of the best hit", () => {
    const groups = groupByKind(runQuery(index, "fire"));
    expect(groups[0]?.kind).toBe("spell");
    expect(new Set(groups.map((g) => g.kind)).size).toBe(groups.length);
  });
});
