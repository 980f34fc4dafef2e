import { isMap, isPair, isScalar, isSeq, LineCounter, type Node, parseDocument } from "yaml";

export interface Position {
  line: number;
  col: number;
}

/**
 * Finds where a value sits in YAML or JSON text (JSON is YAML), so a schema error can name its line.
 * Falls back to the nearest ancestor that exists (a missing field points at its parent).
 */
export function createLocator(text: string, lineOffset = 0): (path: (string | number)[]) => Position {
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter, keepSourceTokens: false, uniqueKeys: false });
  const at = (offset: number): Position => {
    const p = counter.linePos(offset);
    return { line: p.line + lineOffset, col: p.col };
  };
  return (path) => {
    let node: unknown = doc.contents;
    let best = (node as Node | null)?.range?.[0] ?? 0;
    for (const seg of path) {
      if (isMap(node)) {
        const pair = node.items.find(
          (it) => isPair(it) && isScalar(it.key) && String(it.key.value) === String(seg),
        );
        if (!pair) break;
        const keyNode = pair.key as Node;
        best = keyNode.range?.[0] ?? best;
        node = pair.value;
        const valueStart = (node as Node | null)?.range?.[0];
        if (valueStart !== undefined && typeof seg === "string") best = valueStart;
      } else if (isSeq(node) && typeof seg === "number") {
        const item = node.items[seg] as Node | undefined;
        if (!item) break;
        best = item.range?.[0] ?? best;
        node = item;
      } else break;
    }
    return at(best);
  };
}

/** The first YAML syntax error in a text, with its position, or undefined. */
export function yamlSyntaxError(text: string, lineOffset = 0): (Position & { message: string }) | undefined {
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter, uniqueKeys: true });
  const err = doc.errors[0];
  if (!err) return undefined;
  const p = counter.linePos(err.pos[0]);
  const message = err.message.split("\n")[0]!.replace(/ at line \d+, column \d+:?$/, "");
  return { line: p.line + lineOffset, col: p.col, message: `front matter is not valid YAML: ${message}` };
}
