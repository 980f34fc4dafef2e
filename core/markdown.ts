import type { Element, ElementContent, Root, Text } from "hast";
import { gfmFromMarkdown } from "mdast-util-gfm";
import { gfm } from "micromark-extension-gfm";
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { type Processor, unified } from "unified";
import { LINK_PATTERN } from "./links.ts";
import { DICE_IN_TEXT } from "./rules/dice.ts";

export interface ResolvedLink {
  href: string;
  title: string;
}
export type LinkResolver = (kind: string, id: string) => ResolvedLink | undefined;

const sanitizeSchema: SanitizeSchema = {
  ...defaultSchema,
  attributes: {
    ...defaultSchema.attributes,
    code: [...(defaultSchema.attributes?.code ?? []), ["className", /^language-[a-z0-9]+$/]] as NonNullable<
      SanitizeSchema["attributes"]
    >[string],
  },
};

function isSkippable(parent: Element | Root): boolean {
  return (
    parent.type === "element" && ["code", "pre", "a", "button", "script", "style"].includes(parent.tagName)
  );
}

/** Splits text nodes so that matches of `pattern` become elements made by `make`. */
function replaceInText(
  tree: Root,
  pattern: RegExp,
  make: (m: RegExpMatchArray) => ElementContent | undefined,
) {
  const visit = (node: Element | Root) => {
    if (isSkippable(node)) return;
    const out: (ElementContent | Root["children"][number])[] = [];
    let changed = false;
    for (const child of node.children) {
      if (child.type === "text") {
        const text = (child as Text).value;
        let last = 0;
        const re = new RegExp(
          pattern.source,
          pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`,
        );
        for (const m of text.matchAll(re)) {
          const el = make(m);
          if (!el) continue;
          const idx = m.index ?? 0;
          if (idx > last) out.push({ type: "text", value: text.slice(last, idx) });
          out.push(el);
          last = idx + m[0].length;
          changed = true;
        }
        if (last < text.length) out.push({ type: "text", value: text.slice(last) });
      } else {
        if (child.type === "element") visit(child);
        out.push(child);
      }
    }
    if (changed) node.children = out as typeof node.children;
  };
  visit(tree);
}

/** `[[kind:id]]` becomes a link to the entry's page and hash; unresolved links stay plain text. */
function rehypeEntryLinks(resolve: LinkResolver) {
  return (tree: Root) =>
    replaceInText(tree, LINK_PATTERN, (m) => {
      const target = resolve(m[1]!, m[2]!);
      if (!target) return { type: "text", value: m[3] ?? m[2]! };
      return {
        type: "element",
        tagName: "a",
        properties: { href: target.href, className: ["entry-link"] },
        children: [{ type: "text", value: m[3] ?? target.title }],
      };
    });
}

/** Dice notation becomes a roll button (the SPA handles clicks on `[data-dice]` by delegation). */
function rehypeDice() {
  return (tree: Root) =>
    replaceInText(tree, DICE_IN_TEXT, (m) => ({
      type: "element",
      tagName: "button",
      properties: {
        type: "button",
        className: ["dice-roll"],
        dataDice: m[0].replace(/\s+/g, "").replace("−", "-"),
      },
      children: [{ type: "text", value: m[0] }],
    }));
}

/**
 * GitHub-flavoured markdown for parsing only: what remark-gfm does minus its serialiser, which nothing
 * here uses and which would weigh down every Lambda that renders user text.
 */
function remarkGfmParse(this: Processor) {
  const data = this.data();
  data.micromarkExtensions = [...(data.micromarkExtensions ?? []), gfm()];
  data.fromMarkdownExtensions = [...(data.fromMarkdownExtensions ?? []), gfmFromMarkdown()];
}

export type MarkdownRenderer = (markdown: string) => Promise<string>;

/** A rehype plugin with its options, run after sanitising (code highlighting, in the build only). */
// biome-ignore lint/suspicious/noExplicitAny: unified's plugin tuple type is generic over every plugin shape.
export type TrustedPlugin = [plugin: any, options?: unknown];

/**
 * The one markdown pipeline (content at build time, user text in the API): parse, GitHub-flavoured
 * extensions, sanitise, then our own trusted transforms (entry links, dice, and whatever the caller adds:
 * the build adds code highlighting from core/highlight.ts; the API adds nothing, to stay small).
 */
export function createMarkdownRenderer(
  options: { resolveLink?: LinkResolver; after?: TrustedPlugin[] } = {},
): MarkdownRenderer {
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfmParse)
    .use(remarkRehype)
    .use(rehypeSanitize, sanitizeSchema)
    .use(rehypeEntryLinks, options.resolveLink ?? (() => undefined))
    .use(rehypeDice);
  for (const [plugin, pluginOptions] of options.after ?? []) processor.use(plugin, pluginOptions);
  processor.use(rehypeStringify);
  return async (markdown) => String(await processor.process(markdown));
}
