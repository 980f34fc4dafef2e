/**
 * A small CSS pruner for Bootstrap's compiled stylesheet: the project has no Sass compiler, so instead of
 * importing only the partials it needs, the build drops the rules of components the site never renders.
 * It splits top-level blocks (recursing into @media and @supports), removes selectors that match a drop
 * pattern, and removes rules left without selectors and at-rule blocks left empty.
 */

export interface PruneOptions {
  /** A selector (one item of a comma list) matching any of these is removed. */
  dropSelectors: RegExp[];
  /** @keyframes with these names are removed. */
  dropKeyframes?: string[];
}

interface Block {
  /** Text before `{` (selector or at-rule prelude), or a whole statement like `@charset "UTF-8";`. */
  prelude: string;
  /** Text between the braces; undefined for statements. */
  body: string | undefined;
}

/** Splits CSS text into top-level blocks and statements, skipping comments and respecting strings. */
export function splitBlocks(css: string): Block[] {
  const blocks: Block[] = [];
  let i = 0;
  let start = 0;
  const n = css.length;
  while (i < n) {
    const ch = css[i]!;
    if (ch === "/" && css[i + 1] === "*") {
      const end = css.indexOf("*/", i + 2);
      const stop = end === -1 ? n : end + 2;
      // A comment between blocks is dropped (licence comments start with /*! and are kept).
      if (css.slice(start, i).trim() === "" && css[i + 2] !== "!") start = stop;
      i = stop;
      continue;
    }
    if (ch === '"' || ch === "'") {
      i = skipString(css, i);
      continue;
    }
    if (ch === ";") {
      const text = css.slice(start, i + 1).trim();
      if (text) blocks.push({ prelude: text, body: undefined });
      start = i + 1;
      i++;
      continue;
    }
    if (ch === "{") {
      const close = matchBrace(css, i);
      blocks.push({ prelude: css.slice(start, i).trim(), body: css.slice(i + 1, close) });
      i = close + 1;
      start = i;
      continue;
    }
    i++;
  }
  const rest = css.slice(start).trim();
  if (rest) blocks.push({ prelude: rest, body: undefined });
  return blocks;
}

function skipString(css: string, i: number): number {
  const quote = css[i];
  let j = i + 1;
  while (j < css.length && css[j] !== quote) j += css[j] === "\\" ? 2 : 1;
  return j + 1;
}

function matchBrace(css: string, open: number): number {
  let depth = 0;
  let i = open;
  while (i < css.length) {
    const ch = css[i]!;
    if (ch === '"' || ch === "'") {
      i = skipString(css, i);
      continue;
    }
    if (ch === "/" && css[i + 1] === "*") {
      const end = css.indexOf("*/", i + 2);
      i = end === -1 ? css.length : end + 2;
      continue;
    }
    if (ch === "{") depth++;
    else if (ch === "}") {
      depth--;
      if (depth === 0) return i;
    }
    i++;
  }
  return css.length - 1;
}

/** Splits a selector list at top-level commas (not inside :is(), :not() or attribute brackets). */
export function splitSelectors(prelude: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let last = 0;
  for (let i = 0; i < prelude.length; i++) {
    const ch = prelude[i];
    if (ch === "(" || ch === "[") depth++;
    else if (ch === ")" || ch === "]") depth--;
    else if (ch === "," && depth === 0) {
      out.push(prelude.slice(last, i).trim());
      last = i + 1;
    }
  }
  out.push(prelude.slice(last).trim());
  return out.filter(Boolean);
}

const NESTING_AT_RULES = /^@(media|supports|layer|container)\b/;

export function pruneCss(css: string, options: PruneOptions): string {
  const dropKeyframes = new Set(options.dropKeyframes ?? []);
  const out: string[] = [];
  for (const block of splitBlocks(css)) {
    if (block.body === undefined) {
      out.push(block.prelude);
      continue;
    }
    if (NESTING_AT_RULES.test(block.prelude)) {
      const inner = pruneCss(block.body, options).trim();
      if (inner) out.push(`${block.prelude} {\n${inner}\n}`);
      continue;
    }
    if (block.prelude.startsWith("@keyframes")) {
      const name = block.prelude.slice("@keyframes".length).trim();
      if (!dropKeyframes.has(name)) out.push(`${block.prelude} {${block.body}}`);
      continue;
    }
    if (block.prelude.startsWith("@")) {
      out.push(`${block.prelude} {${block.body}}`);
      continue;
    }
    const kept = splitSelectors(block.prelude).filter(
      (sel) => !options.dropSelectors.some((re) => re.test(sel)),
    );
    if (kept.length) out.push(`${kept.join(",\n")} {${block.body}}`);
  }
  return out.join("\n");
}

const COMPONENTS_NOT_USED = [
  "carousel",
  "accordion",
  "breadcrumb",
  "pagination",
  "page-link",
  "page-item",
  "popover",
  "bs-popover-[a-z]+",
  "tooltip",
  "bs-tooltip-[a-z]+",
  "offcanvas(?:-[a-z]+)?",
  "placeholder(?:-[a-z]+)?",
  "spinner-[a-z]+",
  "progress(?:-[a-z]+)?",
  "display-[1-6]",
  "figure(?:-[a-z]+)?",
  "vr",
  "ratio(?:-[0-9x]+)?",
  "form-range",
  "form-floating",
  "text-bg-[a-z]+",
  "link-[a-z-]+",
  "icon-link(?:-[a-z]+)?",
  "focus-ring(?:-[a-z]+)?",
  "object-fit-[a-z-]+",
  "col-(?:sm|md|lg|xl|xxl)-(?:auto|[0-9]+)",
  "offset-(?:sm|md|lg|xl|xxl)-[0-9]+",
  "g[xy]?-(?:sm|md|lg|xl|xxl)-[0-9]",
  "row-cols-(?:sm|md|lg|xl|xxl)-(?:auto|[0-9]+)",
  "navbar-expand-(?:sm|md|xl|xxl)",
  "(?:sticky|fixed)-(?:sm|md|lg|xl|xxl)-[a-z]+",
  "table-(?:primary|secondary|success|info|warning|danger|light|dark)",
  "btn-(?:outline-)?(?:success|info|warning|light|dark)",
  "list-group-item-(?:primary|secondary|success|info|warning|danger|light|dark)",
  "alert-(?:primary|secondary|success|info|light|dark)",
  "bg-(?:[a-z]+)-subtle",
  "border-(?:[a-z]+)-subtle",
  "text-(?:[a-z]+)-emphasis",
  "link-(?:opacity|offset|underline)[a-z0-9-]*",
  "opacity-[0-9]+",
  "z-[0-9n]+",
  "overflow-[xy]-[a-z]+",
  "rounded-(?:top|end|bottom|start)(?:-[0-9a-z]+)?",
  "rounded-[0-5]",
  "border-(?:top|end|bottom|start)-[0-9]",
  "fs-[1-6]",
  "lh-[a-z0-9]+",
  "fw-(?:lighter|light|medium|semibold|bolder)",
  "fst-[a-z]+",
  "user-select-[a-z]+",
  "pe-none|pe-auto",
  "shadow-(?:sm|lg|none)",
  "font-monospace",
];

/** Responsive variants of utilities (spacing, flex, text alignment, floats): the shell uses none. */
const RESPONSIVE_UTILITIES =
  /^\.(?:m|p|mt|mb|ms|me|mx|my|pt|pb|ps|pe|px|py|gap|row-gap|column-gap|float|text|flex|justify-content|align-items|align-content|align-self|order)-(?:sm|md|lg|xl|xxl)-/;

export const BOOTSTRAP_PRUNE: PruneOptions = {
  dropSelectors: [new RegExp(`\\.(?:${COMPONENTS_NOT_USED.join("|")})(?![\\w-])`), RESPONSIVE_UTILITIES],
  dropKeyframes: [
    "spinner-grow",
    "spinner-border",
    "progress-bar-stripes",
    "placeholder-wave",
    "placeholder-glow",
  ],
};
