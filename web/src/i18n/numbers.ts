import type { Lang } from "./index.ts";

/** Numbers and prices in the page language, for every page that prints them (no styles, no React). */

const numberFormats = new Map<string, Intl.NumberFormat>();
export function formatNumber(n: number, lang: Lang): string {
  let f = numberFormats.get(lang);
  if (!f) {
    f = new Intl.NumberFormat(lang === "es" ? "es-ES" : "en-GB", { maximumFractionDigits: 2 });
    numberFormats.set(lang, f);
  }
  return f.format(n);
}

/** Coin abbreviations: gold, silver, copper (Spanish tables use po, pp, pc). */
const COINS: Record<Lang, [string, string, string]> = { en: ["gp", "sp", "cp"], es: ["po", "pp", "pc"] };

/** A price in gold pieces as the tables print it: "4,500 gp"; under 1 gp in silver or copper; free "—". */
export function formatGp(gp: number, lang: Lang): string {
  const [g, s, c] = COINS[lang] ?? COINS.en;
  if (gp === 0) return "—";
  if (gp > 0 && gp < 1) {
    const cp = Math.round(gp * 100);
    return cp % 10 === 0 ? `${cp / 10} ${s}` : `${cp} ${c}`;
  }
  return `${formatNumber(gp, lang)} ${g}`;
}
