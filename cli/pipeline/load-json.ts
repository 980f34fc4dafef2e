import type { Diagnostic } from "./diagnostics.ts";
import type { Entry } from "./entry.ts";
import { createLocator } from "./locate.ts";

function positionOf(text: string, offset: number) {
  const before = text.slice(0, offset).split("\n");
  return { line: before.length, col: before[before.length - 1]!.length + 1 };
}

/** Loads a JSON entry; a syntax error names its line and column, and so does every later schema error. */
export function loadJson(
  file: string,
  text: string,
  set: string,
  id: string,
  extra: Record<string, unknown> = {},
  withId = true,
): { entries: Entry[]; diagnostics: Diagnostic[] } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    const message = (err as Error).message;
    const at = /position (\d+)/.exec(message);
    const lineCol = /line (\d+) column (\d+)/.exec(message);
    const pos = lineCol
      ? { line: Number(lineCol[1]), col: Number(lineCol[2]) }
      : at
        ? positionOf(text, Number(at[1]))
        : { line: 1, col: 1 };
    const reason = message
      .replace(/^JSON\.parse: /, "")
      .replace(/ in JSON at position \d+.*$/, "")
      .replace(/ \(line \d+ column \d+\)$/, "");
    return { entries: [], diagnostics: [{ file, ...pos, message: `not valid JSON: ${reason}` }] };
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    return {
      entries: [],
      diagnostics: [{ file, line: 1, col: 1, message: "the file must hold one JSON object ({ ... })" }],
    };
  }
  const diagnostics: Diagnostic[] = [];
  const locate = createLocator(text);
  const obj = value as Record<string, unknown>;
  if (withId && "id" in obj && obj.id !== id) {
    const p = locate(["id"]);
    diagnostics.push({
      file,
      line: p.line,
      col: p.col,
      message: `id comes from the file name ("${id}"); remove the id field`,
    });
  }
  const data = withId ? { ...obj, ...extra, id } : { ...obj, ...extra };
  return { entries: [{ set, id, file, data, locate }], diagnostics };
}
