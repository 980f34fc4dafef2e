import type { MouseEvent } from "react";
import { useLocation } from "wouter";
import { splitLang } from "../app/router/match.ts";

/**
 * Shows HTML compiled at build time (core/markdown.ts: sanitised, shiki code blocks with light and dark
 * colours, dice buttons, entry links). Only for trusted build output or sanitised API fields. Links to
 * our own pages inside it navigate in the app; dice buttons are handled by the delegated roller.
 */
export function HtmlView({ html, className }: { html: string; className?: string }) {
  const [, navigate] = useLocation();
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const a = e.target instanceof Element ? e.target.closest("a[href]") : null;
    if (!(a instanceof HTMLAnchorElement) || a.target || a.hasAttribute("download")) return;
    const url = new URL(a.href, location.href);
    if (url.origin !== location.origin || /\.[a-z0-9]+$/i.test(url.pathname)) return;
    e.preventDefault();
    const target = `${url.pathname}${url.search}${url.hash}`;
    // Links in content name paths without a language: keep the page's language.
    const { base } = splitLang(location.pathname);
    navigate(`~${base && !splitLang(url.pathname).base ? base : ""}${target}`);
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: delegation only; the links and buttons inside are focusable and handle keys themselves.
    // biome-ignore lint/a11y/noStaticElementInteractions: same as above.
    <div
      className={`compiled-html${className ? ` ${className}` : ""}`}
      onClick={onClick}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: build output sanitised by rehype-sanitize in core/markdown.ts.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
