import { highlightCode } from "../../../core/highlight.ts";
import { createMarkdownRenderer, type LinkResolver, type MarkdownRenderer } from "../../../core/markdown.ts";
import { walkSchema } from "../check.ts";
import type { Entry } from "../entry.ts";
import { setByName } from "../sets.ts";

export type Html = string;

/** A rendered entry: its data with every markdown field replaced by sanitised HTML. */
export type Rendered = Record<string, unknown> & { id: string };

const TITLE_FIELDS = ["name", "title", "Weapon", "Armor", "Item", "Name", "headline"];
export function titleOf(data: Record<string, unknown>): string {
  for (const f of TITLE_FIELDS) if (typeof data[f] === "string") return data[f] as string;
  return String(data.id);
}

/** Where an entry lives on the site: its set's page, with the entry's id as the hash. */
export function pageOf(entry: Entry): string | undefined {
  const def = setByName.get(entry.set);
  if (!def?.link) return undefined;
  if (entry.set === "npcs") return `/${entry.data.setting}/npcs`;
  if (entry.set === "creatures") return `/${(entry.data.settings as string[])[0]}/bestiary`;
  return def.link.page;
}

/**
 * Renders markdown once per distinct text and keeps the result between builds, so a watch-mode rebuild
 * only renders what changed.
 */
export class RenderContext {
  private readonly cache = new Map<string, Promise<Html>>();
  private renderer: MarkdownRenderer;
  private byKind = new Map<string, Map<string, Entry>>();

  constructor() {
    const resolve: LinkResolver = (kind, id) => {
      const entry = this.byKind.get(kind)?.get(id);
      const page = entry && pageOf(entry);
      return entry && page ? { href: `${page}#${id}`, title: titleOf(entry.data) } : undefined;
    };
    this.renderer = createMarkdownRenderer({ resolveLink: resolve, after: [highlightCode] });
  }

  /** Points links at the current entries; cached HTML whose links may have changed is dropped. */
  setEntries(entries: Entry[]): void {
    const byKind = new Map<string, Map<string, Entry>>();
    for (const e of entries) {
      const kind = setByName.get(e.set)?.link?.kind;
      if (!kind) continue;
      const m = byKind.get(kind) ?? new Map<string, Entry>();
      byKind.set(kind, m);
      m.set(e.id, e);
    }
    const signature = (m: Map<string, Map<string, Entry>>) =>
      [...m]
        .map(([k, v]) => `${k}:${[...v].map(([id, e]) => `${id}=${titleOf(e.data)}`).join(",")}`)
        .join("|");
    if (signature(byKind) !== signature(this.byKind)) {
      for (const key of [...this.cache.keys()]) if (key.includes("[[")) this.cache.delete(key);
    }
    this.byKind = byKind;
  }

  markdown(text: string): Promise<Html> {
    let html = this.cache.get(text);
    if (!html) {
      html = this.renderer(text);
      this.cache.set(text, html);
    }
    return html;
  }

  /** The entry's data with its markdown fields (as the schema marks them) rendered to HTML. */
  async entry(entry: Entry): Promise<Rendered> {
    const def = setByName.get(entry.set)!;
    const out = structuredClone(entry.data) as Rendered;
    const jobs: Promise<void>[] = [];
    walkSchema(def.schema as unknown as Record<string, unknown>, entry.data, "x-markdown", (value, path) => {
      if (typeof value !== "string") return;
      jobs.push(
        this.markdown(value).then((html) => {
          let target: Record<string | number, unknown> = out;
          for (const seg of path.slice(0, -1)) target = target[seg] as Record<string | number, unknown>;
          target[path[path.length - 1]!] = html;
        }),
      );
    });
    await Promise.all(jobs);
    return out;
  }

  async set(entries: Entry[], name: string): Promise<Rendered[]> {
    return Promise.all(entries.filter((e) => e.set === name).map((e) => this.entry(e)));
  }
}
