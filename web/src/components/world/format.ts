import type { Lang } from "../../i18n/index.ts";

/**
 * Numbers and prices in the page language, the way the options pages print them (pages/options/common.tsx
 * formatNumber/formatGp; repeated here so the settings chunks do not pull in the options pages' styles).
 */
const formats = new Map<string, Intl.NumberFormat>();
export function formatNumber(n: number, lang: Lang): string {
  let f = formats.get(lang);
  if (!f) {
    f = new Intl.NumberFormat(lang === "es" ? "es-ES" : "en-GB", { maximumFractionDigits: 2 });
    formats.set(lang, f);
  }
  return f.format(n);
}

const GOLD: Record<Lang, string> = { en: "gp", es: "po" };
export function formatGp(gp: number, lang: Lang): string {
  return `${formatNumber(gp, lang)} ${GOLD[lang] ?? "gp"}`;
}
