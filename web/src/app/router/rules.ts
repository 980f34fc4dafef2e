import type { RouteRule } from "../../route-rules.ts";

export type { RouteRule };

/** The redirect target for `path` under the first matching rule, or undefined. */
export function applyRules(rules: readonly RouteRule[], path: string): string | undefined {
  const clean = path.length > 1 ? path.replace(/\/+$/, "") : path;
  for (const rule of rules) {
    if (rule.from.endsWith("/*")) {
      const prefix = rule.from.slice(0, -2);
      if (!clean.startsWith(`${prefix}/`)) continue;
      const rest = clean.slice(prefix.length + 1);
      return rule.to.endsWith("/*") ? `${rule.to.slice(0, -1)}${rest}` : rule.to;
    }
    if (clean === rule.from) return rule.to;
  }
  return undefined;
}
