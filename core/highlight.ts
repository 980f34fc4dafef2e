import rehypeShiki from "@shikijs/rehype";
import type { TrustedPlugin } from "./markdown.ts";

/** Languages the code highlighter knows up front (the editors' guide needs json, markdown and csv). */
export const HIGHLIGHT_LANGS = ["tsx", "shellscript", "scss", "json", "markdown", "csv"] as const;
export const HIGHLIGHT_THEMES = { light: "github-light", dark: "github-dark" } as const;

/**
 * Code fences highlighted with shiki in a light and a dark theme at once, as CSS variables
 * (--shiki-light / --shiki-dark) that the page's theme switches; no highlighting runs in the browser.
 */
export const highlightCode: TrustedPlugin = [
  rehypeShiki,
  { themes: HIGHLIGHT_THEMES, defaultColor: false, langs: [...HIGHLIGHT_LANGS], fallbackLanguage: "text" },
];
