import { findLinks } from "../../core/links.ts";
import { RESTRICTION_WORDS as RESTRICTION_KINDS, restrictionTokens } from "../../core/rules/magic-items.ts";
import { check } from "../../core/schemas/ajv.ts";
import { DAMAGE_TYPES } from "../../core/schemas/common.ts";
import type { Diagnostic } from "./diagnostics.ts";
import type { Entry } from "./entry.ts";
import { setByLinkKind, setByName } from "./sets.ts";

type SchemaNode = Record<string, unknown>;

/** Visits every value in `data` whose schema carries `keyword`, with its path. */
export function walkSchema(
  schema: SchemaNode,
  data: unknown,
  keyword: string,
  visit: (value: unknown, path: (string | number)[], node: SchemaNode) => void,
  path: (string | number)[] = [],
): void {
  if (data === undefined) return;
  if (keyword in schema) visit(data, path, schema);
  if (schema.type === "object" && data && typeof data === "object" && !Array.isArray(data)) {
    const props = (schema.properties ?? {}) as Record<string, SchemaNode>;
    for (const [key, sub] of Object.entries(props)) {
      walkSchema(sub, (data as Record<string, unknown>)[key], keyword, visit, [...path, key]);
    }
  } else if (schema.type === "array" && Array.isArray(data)) {
    const items = schema.items as SchemaNode | SchemaNode[] | undefined;
    data.forEach((item, i) => {
      const sub = Array.isArray(items) ? items[i] : items;
      if (sub) walkSchema(sub, item, keyword, visit, [...path, i]);
    });
  }
}

/** Ids per set, plus the derived set "equipment-any" (anything a background may hand out). */
export function indexIds(entries: Entry[]): Map<string, Set<string>> {
  const ids = new Map<string, Set<string>>();
  for (const e of entries) {
    const set = ids.get(e.set) ?? new Set<string>();
    ids.set(e.set, set);
    set.add(e.id);
  }
  const any = new Set<string>();
  for (const name of ["weapons", "armors", "gear"]) for (const id of ids.get(name) ?? []) any.add(id);
  ids.set("equipment-any", any);
  return ids;
}

const SET_WORDS: Record<string, string> = {
  "equipment-any": "weapon, armor or gear item",
  "elthelas-languages": "Elthelas language",
  classes: "class",
  cities: "city",
  ancestries: "ancestry",
};
const word = (set: string) => SET_WORDS[set] ?? set.replace(/s$/, "").replace(/-/g, " ");

function at(entry: Entry, path: (string | number)[], message: string, lineDelta = 0): Diagnostic {
  const p = entry.locate(path);
  return { file: entry.file, line: p.line + lineDelta, col: p.col, message };
}

/** Ranges of a d100 table must cover 1-100 once each. */
function checkD100(entries: Entry[], group: (e: Entry) => string, label: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  const groups = new Map<string, Entry[]>();
  for (const e of entries) {
    const key = group(e);
    groups.set(key, [...(groups.get(key) ?? []), e]);
  }
  for (const [key, rows] of groups) {
    const covered = new Array<Entry | undefined>(101);
    for (const row of rows) {
      const min = row.data.Min as number;
      const max = row.data.Max as number;
      if (typeof min !== "number" || typeof max !== "number") continue;
      if (min > max) {
        out.push(at(row, ["Min"], `Min (${min}) is above Max (${max})`));
        continue;
      }
      for (let n = min; n <= max; n++) {
        const prev = covered[n];
        if (prev) {
          out.push(
            at(
              row,
              ["Min"],
              `${label}${key ? ` (${key})` : ""}: roll ${n} is already covered by row "${prev.id}"`,
            ),
          );
          break;
        }
        covered[n] = row;
      }
    }
    const gaps: number[] = [];
    for (let n = 1; n <= 100; n++) if (!covered[n]) gaps.push(n);
    if (gaps.length && rows[0]) {
      out.push(
        at(
          rows[0],
          [],
          `${label}${key ? ` (${key})` : ""}: no row covers ${gaps.length > 5 ? `${gaps.slice(0, 5).join(", ")}...` : gaps.join(", ")} (rows must cover 1 to 100)`,
        ),
      );
    }
  }
  return out;
}

export const WEAPON_PROPERTIES = [
  "ammunition",
  "finesse",
  "heavy",
  "light",
  "loading",
  "reach",
  "special",
  "thrown",
  "two-handed",
  "versatile",
];
const RESTRICTION_WORDS = new Set<string>([...RESTRICTION_KINDS, ...DAMAGE_TYPES, ...WEAPON_PROPERTIES]);

/** A template restriction must use words the catalogue generator understands, or it would silently match nothing. */
function checkRestrictions(entries: Entry[]): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const entry of entries.filter((e) => e.set === "weapon-templates")) {
    for (const token of restrictionTokens(entry.data.Restriction as string | undefined)) {
      if (!RESTRICTION_WORDS.has(token)) {
        out.push(
          at(
            entry,
            ["Restriction"],
            `unknown restriction "${token}"; use melee, thrown, ranged, a damage type or a weapon property`,
          ),
        );
      }
    }
  }
  return out;
}

/** Subclass and subrace ids are page anchors too, so they must be unique across their whole set. */
function checkNestedIds(entries: Entry[]): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const [set, field] of [
    ["classes", "subclasses"],
    ["ancestries", "subraces"],
  ] as const) {
    const seen = new Map<string, Entry>();
    for (const entry of entries.filter((e) => e.set === set)) {
      const list = entry.data[field];
      if (!Array.isArray(list)) continue;
      list.forEach((item: { id?: unknown }, i) => {
        if (typeof item?.id !== "string") return;
        const first = seen.get(item.id);
        if (first)
          out.push(
            at(
              entry,
              [field, i, "id"],
              `duplicate ${field === "subclasses" ? "subclass" : "subrace"} id "${item.id}" (also in ${first.file})`,
            ),
          );
        else seen.set(item.id, entry);
      });
    }
  }
  return out;
}

/**
 * Everything that must hold across the content: each entry matches its schema, ids are unique per set,
 * every id reference and every `[[kind:id]]` link resolves, d100 tables cover 1-100.
 */
export function checkEntries(entries: Entry[]): Diagnostic[] {
  const out: Diagnostic[] = [];
  const ids = indexIds(entries);
  const firstSeen = new Map<string, Entry>();

  for (const entry of entries) {
    const def = setByName.get(entry.set)!;
    for (const problem of check(def.schema, entry.data)) out.push(at(entry, problem.path, problem.message));

    const key = `${entry.set}|${entry.id}`;
    const first = firstSeen.get(key);
    if (first)
      out.push(
        at(
          entry,
          [def.idColumn ?? "id"],
          `duplicate id "${entry.id}" in ${entry.set} (also in ${first.file})`,
        ),
      );
    else firstSeen.set(key, entry);

    walkSchema(def.schema as unknown as SchemaNode, entry.data, "x-ref", (value, path, node) => {
      const target = node["x-ref"] as string;
      if (typeof value === "string" && !ids.get(target)?.has(value)) {
        out.push(at(entry, path, `unknown ${word(target)} "${value}"`));
      }
    });

    walkSchema(def.schema as unknown as SchemaNode, entry.data, "x-markdown", (value, path) => {
      if (typeof value !== "string") return;
      for (const link of findLinks(value)) {
        const targetSet = setByLinkKind.get(link.kind);
        if (!targetSet) {
          out.push(
            at(entry, path, `link [[${link.kind}:${link.id}]] has an unknown kind "${link.kind}"`, link.line),
          );
        } else if (!ids.get(targetSet.name)?.has(link.id)) {
          out.push(at(entry, path, `link [[${link.kind}:${link.id}]] points to no ${link.kind}`, link.line));
        }
      }
    });
  }

  out.push(...checkNestedIds(entries), ...checkRestrictions(entries));
  out.push(
    ...checkD100(
      entries.filter((e) => e.set === "injuries"),
      (e) => String(e.data.DamageType ?? ""),
      "injury table",
    ),
  );
  out.push(
    ...checkD100(
      entries.filter((e) => e.set === "wild-magic"),
      () => "",
      "wild magic table",
    ),
  );
  return out;
}
