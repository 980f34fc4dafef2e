/** `[[kind:id]]` and `[[kind:id|text]]` links inside markdown. */
export const LINK_PATTERN = /\[\[([a-z]+):([a-z0-9/]+(?:-[a-z0-9/]+)*)(?:\|([^\]]+))?\]\]/g;

export interface LinkMatch {
  kind: string;
  id: string;
  text: string | undefined;
  /** 0-based line inside the markdown text. */
  line: number;
  index: number;
  length: number;
}

export function findLinks(markdown: string): LinkMatch[] {
  const out: LinkMatch[] = [];
  for (const m of markdown.matchAll(LINK_PATTERN)) {
    const index = m.index ?? 0;
    out.push({
      kind: m[1]!,
      id: m[2]!,
      text: m[3],
      line: markdown.slice(0, index).split("\n").length - 1,
      index,
      length: m[0].length,
    });
  }
  return out;
}
