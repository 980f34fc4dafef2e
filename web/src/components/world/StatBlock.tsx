import "./world.css";
import type { ReactNode } from "react";
import { formatCr, proficiencyForCr, xpForCr } from "../../../../core/rules/cr.ts";
import { abilityModifier, formatModifier } from "../../../../core/rules/levels.ts";
import { type MessageKey, useI18n } from "../../i18n/index.ts";
import { formatNumber } from "../../i18n/numbers.ts";
import type { AbilityKey, Creature, CreatureAction } from "../../state/world.ts";
import { HtmlView } from "../HtmlView.tsx";

export const ABILITIES: AbilityKey[] = ["str", "dex", "con", "int", "wis", "cha"];
const SPEEDS = ["walk", "burrow", "climb", "fly", "swim"] as const;
const SENSES = ["blindsight", "darkvision", "tremorsense", "truesight"] as const;

/** "animal-handling" -> the message key of its display name. */
const skillKey = (skill: string) => `skill.${skill}` as MessageKey;

type Level = 2 | 3 | 4 | 5;

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <p className="sb-line">
      <strong>{label}</strong> {children}
    </p>
  );
}

function ActionList({
  title,
  items,
  intro,
  headingLevel,
}: {
  title?: string;
  items: CreatureAction[] | undefined;
  intro?: string;
  headingLevel: Level;
}) {
  if (!items?.length) return null;
  const H = `h${Math.min(6, headingLevel + 1)}` as "h3";
  return (
    <section className="sb-section">
      {title ? <H className="sb-section-title">{title}</H> : null}
      {intro ? <p className="sb-intro">{intro}</p> : null}
      {items.map((a) => (
        <div className="sb-action" key={a.name}>
          <span className="sb-action-name">{a.name}.</span>
          <HtmlView html={a.description} className="sb-action-text" />
        </div>
      ))}
    </section>
  );
}

/**
 * A creature's stat block in the fifth-edition layout: size, type and alignment; armor class, hit points
 * (the hit dice roll like any dice in the text), speeds; the six abilities with modifiers; saves, skills,
 * damage and condition lines, senses, languages, challenge with XP and proficiency bonus; then traits,
 * actions, reactions and legendary actions. Shared by the bestiaries and the tools.
 */
export function StatBlock({
  creature: c,
  headingLevel = 3,
  showName = true,
}: {
  creature: Creature;
  /** The level of the creature's name heading (its sections sit one below), shown or not. */
  headingLevel?: Level;
  showName?: boolean;
}) {
  const { t, lang } = useI18n();
  const H = `h${headingLevel}` as "h3";
  const list = (xs: string[] | undefined) => (xs?.length ? xs.join(", ") : undefined);
  const speed = SPEEDS.filter((k) => c.speed[k] !== undefined)
    .map((k) => {
      const ft = `${c.speed[k]} ${t("statblock.ft")}`;
      if (k === "walk") return ft;
      return `${t(`statblock.speed.${k}`)} ${ft}${k === "fly" && c.speed.hover ? ` (${t("statblock.speed.hover")})` : ""}`;
    })
    .join(", ");
  const saves = ABILITIES.filter((a) => c.saves?.[a] !== undefined)
    .map((a) => `${t(`ability.${a}`)} ${formatModifier(c.saves![a]!)}`)
    .join(", ");
  const skills = Object.entries(c.skills ?? {})
    .map(([k, v]) => `${t(skillKey(k)) || k} ${formatModifier(v)}`)
    .join(", ");
  const senses = [
    ...SENSES.filter((k) => c.senses[k] !== undefined).map(
      (k) => `${t(`statblock.sense.${k}`)} ${c.senses[k]} ${t("statblock.ft")}`,
    ),
    t("statblock.passive", { n: c.senses.passivePerception }),
  ].join(", ");
  let xp = c.xp;
  if (xp === undefined) {
    try {
      xp = xpForCr(c.cr);
    } catch {
      xp = undefined;
    }
  }
  const legendaryIntro = t("statblock.legendaryIntro", { name: c.name });
  return (
    <div className="stat-block" data-creature={c.id}>
      {showName ? <H className="sb-name">{c.name}</H> : null}
      <p className="sb-meta">
        {c.size} {c.type}, {c.alignment}
      </p>
      <div className="sb-rule" aria-hidden="true" />
      <Line label={t("statblock.ac")}>
        {c.ac}
        {c.acNote ? ` (${c.acNote})` : ""}
      </Line>
      <Line label={t("statblock.hp")}>
        {c.hp} (
        <button type="button" className="dice-roll" data-dice={c.hitDice.replace(/\s+/g, "")}>
          {c.hitDice}
        </button>
        )
      </Line>
      <Line label={t("statblock.speed")}>{speed || `0 ${t("statblock.ft")}`}</Line>
      <div className="sb-rule" aria-hidden="true" />
      <table className="sb-abilities">
        <caption className="visually-hidden">{t("statblock.abilities")}</caption>
        <thead>
          <tr>
            {ABILITIES.map((a) => (
              <th key={a} scope="col">
                <abbr title={t(`ability.${a}.full`)}>{t(`ability.${a}`)}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            {ABILITIES.map((a) => (
              <td key={a}>
                {c.abilities[a]} ({formatModifier(abilityModifier(c.abilities[a]))})
              </td>
            ))}
          </tr>
        </tbody>
      </table>
      <div className="sb-rule" aria-hidden="true" />
      {saves ? <Line label={t("statblock.saves")}>{saves}</Line> : null}
      {skills ? <Line label={t("statblock.skills")}>{skills}</Line> : null}
      {list(c.damageVulnerabilities) ? (
        <Line label={t("statblock.vulnerabilities")}>{list(c.damageVulnerabilities)}</Line>
      ) : null}
      {list(c.damageResistances) ? (
        <Line label={t("statblock.resistances")}>{list(c.damageResistances)}</Line>
      ) : null}
      {list(c.damageImmunities) ? (
        <Line label={t("statblock.immunities")}>{list(c.damageImmunities)}</Line>
      ) : null}
      {list(c.conditionImmunities) ? (
        <Line label={t("statblock.conditionImmunities")}>{list(c.conditionImmunities)}</Line>
      ) : null}
      <Line label={t("statblock.senses")}>{senses}</Line>
      <Line label={t("statblock.languages")}>{c.languages.trim().replace(/^-$/, "—") || "—"}</Line>
      <div className="sb-pair">
        <Line label={t("statblock.challenge")}>
          {formatCr(c.cr)}
          {xp !== undefined ? ` (${t("statblock.xp", { xp: formatNumber(xp, lang) })})` : ""}
        </Line>
        <Line label={t("statblock.pb")}>{formatModifier(proficiencyForCr(c.cr))}</Line>
      </div>
      <div className="sb-rule" aria-hidden="true" />
      <ActionList items={c.traits} headingLevel={headingLevel} />
      <ActionList title={t("statblock.actions")} items={c.actions} headingLevel={headingLevel} />
      <ActionList title={t("statblock.reactions")} items={c.reactions} headingLevel={headingLevel} />
      <ActionList
        title={t("statblock.legendary")}
        items={c.legendaryActions}
        intro={legendaryIntro}
        headingLevel={headingLevel}
      />
    </div>
  );
}
