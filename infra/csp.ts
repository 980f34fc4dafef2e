import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** Script types a browser executes (anything else, such as application/ld+json, is a data block). */
const EXECUTABLE = new Set(["", "module", "text/javascript", "application/javascript"]);

/**
 * The CSP hash source (`'sha256-…'`) of every inline script the page carries, in document order. The
 * hash covers the exact text between the tags, as browsers compute it.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = m[1] ?? "";
    if (/\ssrc\s*=/i.test(` ${attrs}`)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase() ?? "";
    if (!EXECUTABLE.has(type)) continue;
    hashes.push(
      `'sha256-${createHash("sha256")
        .update(m[2] ?? "", "utf8")
        .digest("base64")}'`,
    );
  }
  return hashes;
}

/** The inline-script hashes of `<webDir>/index.html`; none when it is not built yet. */
export function shellScriptHashes(webDir: string): string[] {
  const index = join(webDir, "index.html");
  return existsSync(index) ? inlineScriptHashes(readFileSync(index, "utf8")) : [];
}

/**
 * The Content-Security-Policy of every response. Scripts: the SPA's own module scripts, plus exactly the
 * inline scripts of the built index.html by hash (a theme set before first paint, say); never
 * 'unsafe-inline' or 'unsafe-eval'. Shiki's highlighted code carries inline `style` attributes, hence
 * 'unsafe-inline' for styles only. Bootstrap's CSS uses data: SVG images.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "upgrade-insecure-requests",
  ].join("; ");
}
