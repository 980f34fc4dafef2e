import type { ReactNode } from "react";
import { useCurrentRoute } from "../../app/router/route-context.ts";
import { HtmlView } from "../../components/HtmlView.tsx";
import { type Lang, type MessageKey, useI18n } from "../../i18n/index.ts";
import "./options.css";

export { formatGp, formatNumber } from "../../i18n/numbers.ts";

/** The frame of an options page: the route's title and description, then the list. */
export function OptionsPage({ children, className }: { children: ReactNode; className?: string }) {
  const { text } = useCurrentRoute();
  return (
    <article className={`page options-page${className ? ` ${className}` : ""}`}>
      <h1>{text.title}</h1>
      <p className="lead">{text.description}</p>
      {children}
    </article>
  );
}

/** "animal-handling" -> "Animal Handling". */
export function titleCase(id: string): string {
  return id
    .split(/[-\s]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(" ");
}

export function capitalize(text: string): string {
  return text ? text[0]!.toUpperCase() + text.slice(1) : text;
}

/** A definition list of an entry's facts; empty values are left out. */
export function Facts({ items }: { items: [label: string, value: ReactNode][] }) {
  const shown = items.filter(([, v]) => v !== undefined && v !== null && v !== "" && v !== false);
  if (!shown.length) return null;
  return (
    <dl className="entry-facts">
      {shown.map(([label, value]) => (
        <div key={label} className="contents">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Compiled HTML of an entry (dice buttons roll, links navigate in the app). */
export function EntryHtml({ html }: { html: string }) {
  return <HtmlView className="entry-body" html={html} />;
}

export const ABILITY_KEYS = ["str", "dex", "con", "int", "wis", "cha"] as const;
export type AbilityKey = (typeof ABILITY_KEYS)[number];

/** "Strength" etc. in the page language. */
export function useAbilityName(): (key: string) => string {
  const { t } = useI18n();
  return (key) =>
    (ABILITY_KEYS as readonly string[]).includes(key) ? t(`ability.${key}.full` as MessageKey) : key;
}

/** "+2 Str, +1 Cha". */
export function formatBonuses(
  bonuses: Partial<Record<string, number>>,
  short: (k: string) => string,
): string {
  return Object.entries(bonuses)
    .filter(([, v]) => v)
    .map(([k, v]) => `${v! > 0 ? "+" : ""}${v} ${short(k)}`)
    .join(", ");
}

/** "1st", "2nd", "3rd", "4th" (English ordinals; Spanish uses "1.º"). */
export function ordinal(n: number, lang: Lang): string {
  if (lang === "es") return `${n}.º`;
  const s = n % 100 >= 11 && n % 100 <= 13 ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th");
  return `${n}${s}`;
}

/** Spell level "level3" -> 3, "cantrip" -> 0. */
export function spellLevel(level: string): number {
  return level === "cantrip" ? 0 : Number(level.replace(/^level/, "")) || 0;
}
