import { type ReactNode, useEffect, useState } from "react";
import { type DiceExpression, parseDice, type Random, roll } from "../../../../core/rules/dice.ts";
import { toast } from "../../app/toasts.ts";
import { HtmlView } from "../../components/HtmlView.tsx";
import { useHashTarget } from "../../components/table/hash.ts";
import { useI18n } from "../../i18n/index.ts";
import "./ref.css";

/**
 * A die-roll table (d100 injuries, wild-magic surges): a Roll button rolls the die, the matching row is
 * highlighted and scrolled into view, and the roll shows in a toast and in a live region for screen
 * readers. A hash naming a row (`#surge-07`) highlights it too.
 */
export interface RollRow {
  id: string;
  min: number;
  max: number;
  /** Short result name, if the table has one. */
  result?: string;
  /** Compiled HTML of the effect. */
  effect: string;
}

export const pad = (n: number, width: number) => String(n).padStart(width, "0");

export function rangeLabel(row: Pick<RollRow, "min" | "max">, sides: number): string {
  const width = sides >= 100 ? 2 : 1;
  const show = (n: number) => (sides === 100 && n === 100 ? "00" : pad(n, width));
  return row.min === row.max ? show(row.min) : `${show(row.min)}–${show(row.max)}`;
}

export function rowFor<T extends Pick<RollRow, "min" | "max">>(
  rows: readonly T[],
  value: number,
): T | undefined {
  return rows.find((r) => value >= r.min && value <= r.max);
}

export function RollTable({
  rows,
  dice = "d100",
  caption,
  resultHeader,
  random,
  children,
}: {
  rows: readonly RollRow[];
  dice?: string;
  caption: string;
  /** Column header of the result name (omit when rows have no result names). */
  resultHeader?: string;
  /** Injected in stories and tests; Math.random otherwise. */
  random?: Random;
  /** Extra controls next to the Roll button. */
  children?: ReactNode;
}) {
  const { t } = useI18n();
  const expr = parseDice(dice) as DiceExpression;
  const [rolled, setRolled] = useState<{ value: number; id: string } | null>(null);
  const hash = useHashTarget();
  const hashed = rows.some((r) => r.id === hash) ? hash : "";

  // A new table (another damage type) forgets the last roll.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the rows change.
  useEffect(() => setRolled(null), [rows]);

  const onRoll = () => {
    const result = roll(expr, random);
    const row = rowFor(rows, result.total);
    if (!row) return;
    setRolled({ value: result.total, id: row.id });
    toast({
      title: { key: "toast.dice.title", vars: { dice } },
      body: { text: `${result.total}: ${row.result ?? plain(row.effect)}` },
      variant: "info",
    });
    requestAnimationFrame(() => {
      const el = document.getElementById(row.id);
      const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
      el?.scrollIntoView({ block: "center", behavior: reduce ? "auto" : "smooth" });
    });
  };

  return (
    <div className="roll-block">
      <div className="roll-bar">
        <button type="button" className="btn btn-primary roll-button" onClick={onRoll}>
          {t("ref.roll", { dice })}
        </button>
        <p className="roll-result" role="status" aria-live="polite">
          {rolled ? t("ref.rolled", { value: rolled.value }) : ""}
        </p>
        {children}
      </div>
      <table className="table roll-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="roll-range">
              {dice}
            </th>
            {resultHeader ? <th scope="col">{resultHeader}</th> : null}
            <th scope="col">{t("ref.effect")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const isRolled = rolled?.id === r.id;
            return (
              <tr
                key={r.id}
                id={r.id}
                className={
                  `${isRolled ? "is-rolled" : ""}${hashed === r.id ? " is-target" : ""}`.trim() || undefined
                }
                aria-current={isRolled ? "true" : undefined}
              >
                <th scope="row" className="roll-range">
                  {rangeLabel(r, expr.sides)}
                  {isRolled ? <span className="visually-hidden"> {t("ref.rolledRow")}</span> : null}
                </th>
                {resultHeader ? <td className="roll-name">{r.result}</td> : null}
                <td>
                  <HtmlView className="entry-body" html={r.effect} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The start of an effect's text, for the toast when the row has no name. */
function plain(html: string): string {
  const text = html
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ")
    .trim();
  const bold = /^([^.]{3,60})\./.exec(text);
  return bold ? bold[1]! : text.length > 80 ? `${text.slice(0, 79)}…` : text;
}
