import type { TObject } from "@sinclair/typebox";
import { parse } from "csv-parse/sync";
import type { Diagnostic } from "./diagnostics.ts";
import type { Entry } from "./entry.ts";

function columnTypes(schema: TObject): Map<string, string> {
  const types = new Map<string, string>();
  for (const [name, prop] of Object.entries(schema.properties)) {
    const p = prop as { type?: string; anyOf?: { type?: string }[] };
    types.set(name, p.type ?? p.anyOf?.[0]?.type ?? "string");
  }
  return types;
}

/**
 * Loads a CSV table: checks the header against the schema's columns, then types each cell by its column
 * (numbers, booleans; empty cells are left out so optional columns may be blank). Positions are
 * line:field, the way a spreadsheet user finds a cell.
 */
export function loadCsv(
  file: string,
  text: string,
  set: string,
  schema: TObject,
  idColumn: string | undefined,
): { entries: Entry[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  let rows: { record: string[]; info: { lines: number } }[];
  try {
    rows = parse(text, {
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      bom: true,
    }) as unknown as typeof rows;
  } catch (err) {
    const e = err as { message: string; lines?: number; column?: number };
    const message = e.message.replace(/^Invalid Record Length: /, "").replace(/^CSV_[A-Z_]+: /, "");
    return {
      entries: [],
      diagnostics: [
        { file, line: e.lines ?? 1, col: (e.column ?? 0) + 1, message: `not valid CSV: ${message}` },
      ],
    };
  }
  if (rows.length === 0)
    return {
      entries: [],
      diagnostics: [{ file, line: 1, col: 1, message: "the table is empty: it needs a header row" }],
    };
  const header = rows[0]!.record.map((h) => h.trim());
  const types = columnTypes(schema);
  const expected = [...types.keys()];
  header.forEach((name, i) => {
    if (!types.has(name))
      diagnostics.push({
        file,
        line: 1,
        col: i + 1,
        message: `unknown column "${name}"; expected ${expected.join(",")}`,
      });
  });
  for (const name of expected) {
    const required = (schema.required ?? []).includes(name);
    if (required && !header.includes(name))
      diagnostics.push({ file, line: 1, col: header.length + 1, message: `missing column "${name}"` });
  }
  if (diagnostics.length) return { entries: [], diagnostics };

  const entries: Entry[] = [];
  for (const { record, info } of rows.slice(1)) {
    const line = info.lines;
    if (record.length !== header.length) {
      diagnostics.push({
        file,
        line,
        col: Math.min(record.length, header.length) + 1,
        message: `row has ${record.length} cells, the header has ${header.length}`,
      });
      continue;
    }
    const data: Record<string, unknown> = {};
    header.forEach((name, i) => {
      const raw = record[i]!.trim();
      if (raw === "") return;
      const type = types.get(name);
      if ((type === "number" || type === "integer") && /^-?\d+(\.\d+)?$/.test(raw)) data[name] = Number(raw);
      else if (type === "boolean" && /^(true|false)$/i.test(raw)) data[name] = raw.toLowerCase() === "true";
      else data[name] = raw;
    });
    const id = idColumn ? String(data[idColumn] ?? `line-${line}`) : `line-${line}`;
    entries.push({
      set,
      id,
      file,
      data,
      locate: (path) => {
        const col = typeof path[0] === "string" ? header.indexOf(path[0]) : -1;
        return { line, col: col >= 0 ? col + 1 : 1 };
      },
    });
  }
  return { entries, diagnostics };
}
