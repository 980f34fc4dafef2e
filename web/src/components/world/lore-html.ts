import { slugify } from "./url.ts";

export interface Heading {
  id: string;
  text: string;
  level: 2 | 3;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** Plain text of a compiled HTML fragment (tags dropped, the usual entities decoded). */
export function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (m, e: string) => {
      if (e[0] === "#")
        return String.fromCodePoint(
          e[1] === "x" || e[1] === "X" ? parseInt(e.slice(2), 16) : Number(e.slice(1)),
        );
      return ENTITIES[e.toLowerCase()] ?? m;
    })
    .trim();
}

/**
 * Gives the `<h2>` and `<h3>` of compiled lore HTML stable ids (slugs of their text), so the table of
 * contents and deep links can point at them. The build emits headings without attributes; a heading
 * that already has some is left as it is. Ids in `reserved` (the page's entries) are never reused.
 */
export function withHeadingIds(
  html: string,
  reserved: Iterable<string> = [],
): { html: string; headings: Heading[] } {
  const taken = new Set(reserved);
  const headings: Heading[] = [];
  const out = html.replace(/<h([23])>([\s\S]*?)<\/h\1>/g, (_m, level: string, inner: string) => {
    const text = htmlText(inner);
    const base = slugify(text);
    let id = base;
    for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
    taken.add(id);
    headings.push({ id, text, level: Number(level) as 2 | 3 });
    return `<h${level} id="${id}">${inner}</h${level}>`;
  });
  return { html: out, headings };
}

/**
 * Points links at another page: `relink(html, "/kentris/npcs", "/kentris/bestiary")` sends links to the
 * Kentris NPCs (a page that does not exist) to the bestiary, which lists them.
 */
export function relink(html: string, from: string, to: string): string {
  return html.replaceAll(`href="${from}#`, `href="${to}#`);
}
