import { existsSync, statSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { basename, extname, join, relative } from "node:path";
import type { Diagnostic } from "./diagnostics.ts";
import type { Entry } from "./entry.ts";
import { loadCsv } from "./load-csv.ts";
import { loadJson } from "./load-json.ts";
import { loadMarkdown } from "./load-markdown.ts";
import { SETS, type SetDef, type SourceDef } from "./sets.ts";

export interface LoadResult {
  entries: Entry[];
  diagnostics: Diagnostic[];
}

/** Parsed files keyed by path and modification time, so a watch rebuild re-reads only what changed. */
export type FileCache = Map<string, { mtimeMs: number; result: LoadResult }>;

/** Loads one file as part of `set`. */
export async function loadFile(
  set: SetDef,
  source: SourceDef,
  file: string,
  cache?: FileCache,
): Promise<LoadResult> {
  if (cache) {
    const mtimeMs = statSync(file).mtimeMs;
    const hit = cache.get(file);
    if (hit && hit.mtimeMs === mtimeMs) return hit.result;
    const result = await readAndParse(set, source, file);
    cache.set(file, { mtimeMs, result });
    return result;
  }
  return readAndParse(set, source, file);
}

async function readAndParse(set: SetDef, source: SourceDef, file: string): Promise<LoadResult> {
  const text = await readFile(file, "utf8");
  const stem = basename(file, extname(file));
  const id = `${source.idPrefix ?? ""}${stem}`;
  switch (set.format) {
    case "csv":
      return loadCsv(file, text, set.name, set.schema, set.idColumn);
    case "md":
      return loadMarkdown(file, text, set.name, id, set.body ?? "description", source.extra);
    case "json":
      // A document (site.json, a calendar) is known by its path: "site", "elthelas/calendar".
      return set.document
        ? loadJson(file, text, set.name, source.path.replace(/\.json$/, ""), source.extra, false)
        : loadJson(file, text, set.name, id, source.extra);
  }
}

/** Every file a source covers: the file itself, or the folder's files of the set's format. */
export async function sourceFiles(
  dataDir: string,
  set: SetDef,
  source: SourceDef,
): Promise<string[] | "missing"> {
  const full = join(dataDir, source.path);
  if (!existsSync(full)) return "missing";
  if (statSync(full).isFile()) return [full];
  const ext = `.${set.format}`;
  const names = (await readdir(full)).filter((n) => n.endsWith(ext)).sort();
  return names.map((n) => join(full, n));
}

/** Finds which set and source a changed file belongs to (for incremental rebuilds). */
export function ownerOf(dataDir: string, file: string): { set: SetDef; source: SourceDef } | undefined {
  const rel = relative(dataDir, file).split("\\").join("/");
  for (const set of SETS) {
    for (const source of set.sources) {
      if (
        rel === source.path ||
        (rel.startsWith(`${source.path}/`) &&
          rel.endsWith(`.${set.format}`) &&
          !rel.slice(source.path.length + 1).includes("/"))
      )
        return { set, source };
    }
  }
  return undefined;
}

export async function loadSet(dataDir: string, set: SetDef, cache?: FileCache): Promise<LoadResult> {
  const entries: Entry[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const source of set.sources) {
    const files = await sourceFiles(dataDir, set, source);
    if (files === "missing") {
      if (!set.optional)
        diagnostics.push({
          file: join(dataDir, source.path),
          line: 1,
          col: 1,
          message: `missing: the ${set.name} set needs this ${set.format === "csv" || source.path.endsWith(".json") ? "file" : "folder"}`,
        });
      continue;
    }
    const results = await Promise.all(files.map((f) => loadFile(set, source, f, cache)));
    for (const r of results) {
      entries.push(...r.entries);
      diagnostics.push(...r.diagnostics);
    }
  }
  return { entries, diagnostics };
}

export async function loadAll(dataDir: string, cache?: FileCache): Promise<LoadResult> {
  const results = await Promise.all(SETS.map((set) => loadSet(dataDir, set, cache)));
  return { entries: results.flatMap((r) => r.entries), diagnostics: results.flatMap((r) => r.diagnostics) };
}
