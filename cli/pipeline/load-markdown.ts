import matter from "gray-matter";
import { parse as parseYaml } from "yaml";
import type { Diagnostic } from "./diagnostics.ts";
import type { Entry } from "./entry.ts";
import { createLocator, yamlSyntaxError } from "./locate.ts";

// gray-matter's default engine is js-yaml; use the same `yaml` package that locates errors, so a value
// is read exactly as it is located.
const engines = { yaml: (s: string) => (parseYaml(s, { uniqueKeys: true }) ?? {}) as object };

/**
 * Loads one markdown entry: front matter fields plus the text below it in `bodyField`. The id is the file
 * name; `extra` adds fields the folder implies (an NPC's setting).
 */
export function loadMarkdown(
  file: string,
  text: string,
  set: string,
  id: string,
  bodyField: string,
  extra: Record<string, unknown> = {},
): { entries: Entry[]; diagnostics: Diagnostic[] } {
  if (!/^---\r?\n/.test(text)) {
    return {
      entries: [],
      diagnostics: [
        { file, line: 1, col: 1, message: "the file must start with front matter between two --- lines" },
      ],
    };
  }
  const closing = text.slice(4).search(/^---\s*$/m);
  if (closing < 0) {
    return {
      entries: [],
      diagnostics: [
        { file, line: 1, col: 1, message: "the front matter is not closed: add a --- line after it" },
      ],
    };
  }
  const rawMatter = text.slice(4, 4 + closing);
  const syntax = yamlSyntaxError(rawMatter, 1);
  if (syntax)
    return {
      entries: [],
      diagnostics: [{ file, line: syntax.line, col: syntax.col, message: syntax.message }],
    };
  let parsed: matter.GrayMatterFile<string>;
  try {
    parsed = matter(text, { engines });
  } catch (err) {
    return {
      entries: [],
      diagnostics: [
        { file, line: 2, col: 1, message: `front matter could not be read: ${(err as Error).message}` },
      ],
    };
  }
  const front = parsed.data as Record<string, unknown>;
  if (front === null || typeof front !== "object" || Array.isArray(front)) {
    return {
      entries: [],
      diagnostics: [
        { file, line: 2, col: 1, message: "front matter must be a list of fields (name: value)" },
      ],
    };
  }
  const diagnostics: Diagnostic[] = [];
  const locateFront = createLocator(rawMatter, 1);
  if ("id" in front && front.id !== id) {
    const p = locateFront(["id"]);
    diagnostics.push({
      file,
      line: p.line,
      col: p.col,
      message: `id comes from the file name ("${id}"); remove the id field`,
    });
  }
  const bodyLine = rawMatter.split("\n").length + 2;
  const body = parsed.content.replace(/^\r?\n/, "").trimEnd();
  const data: Record<string, unknown> = { ...front, ...extra, id };
  if (body) data[bodyField] = body;
  const entry: Entry = {
    set,
    id,
    file,
    data,
    locate: (path) => {
      if (path[0] === bodyField && !(bodyField in front)) return { line: bodyLine, col: 1 };
      if (path.length === 0 || !(String(path[0]) in front)) return { line: 2, col: 1 };
      return locateFront(path);
    },
  };
  return { entries: [entry], diagnostics };
}
