import { useAtomValue } from "jotai";
import { useMemo } from "react";
import { AppLink } from "../../app/AppLink.tsx";
import { useCurrentRoute } from "../../app/router/route-context.ts";
import { HtmlView } from "../../components/HtmlView.tsx";
import { type MessageKey, useI18n } from "../../i18n/index.ts";
import { pageAtom } from "../../state/pages.ts";
import "./ref.css";

/**
 * The character-creation guide (pages/ref/create): its compiled HTML cut at the step headings into
 * sections with ids (#step-1 ... #step-8), a step list on top, and at the end of each step the options
 * page it needs and the character builder.
 */
interface Step {
  id: string;
  /** The step's heading text (from the HTML). */
  title: string;
  /** The step's HTML, heading included. */
  html: string;
}

export function splitSteps(html: string): { intro: string; steps: Step[] } {
  const parts = html.split(/(?=<h2[\s>])/);
  const intro = parts[0]?.startsWith("<h2") ? "" : (parts.shift() ?? "");
  const steps = parts.map((part, i) => {
    const title = (/<h2[^>]*>([\s\S]*?)<\/h2>/.exec(part)?.[1] ?? "").replace(/<[^>]+>/g, "").trim();
    return { id: `step-${i + 1}`, title, html: part };
  });
  return { intro, steps };
}

/** Where each step's choices live (matched by a word in the heading, so reordering the guide is safe). */
const STEP_LINKS: { match: RegExp; links: { href: string; label: MessageKey }[] }[] = [
  {
    match: /ancestr|race|species/i,
    links: [{ href: "/options/ancestries", label: "ref.create.browseAncestries" }],
  },
  { match: /background/i, links: [{ href: "/options/backgrounds", label: "ref.create.browseBackgrounds" }] },
  {
    match: /class/i,
    links: [
      { href: "/options/classes", label: "ref.create.browseClasses" },
      { href: "/options/classes#fighting-styles", label: "ref.create.browseFightingStyles" },
    ],
  },
  {
    match: /abilit/i,
    links: [{ href: "/ref/srd#ability-scores-and-modifiers", label: "ref.create.abilityRules" }],
  },
  { match: /equipment/i, links: [{ href: "/options/equipment", label: "ref.create.browseEquipment" }] },
  { match: /spell/i, links: [{ href: "/options/spells", label: "ref.create.browseSpells" }] },
  {
    match: /advanc|level/i,
    links: [
      { href: "/options/feats", label: "ref.create.browseFeats" },
      { href: "/options/classes", label: "ref.create.browseClasses" },
    ],
  },
];

export function CreateView({ html }: { html: string }) {
  const { t } = useI18n();
  const { intro, steps } = useMemo(() => splitSteps(html), [html]);
  const linksOf = (title: string) => STEP_LINKS.find((s) => s.match.test(title))?.links ?? [];
  return (
    <div className="create-guide">
      <nav className="create-steps" aria-label={t("ref.create.steps")}>
        <ol>
          {steps.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{s.title.replace(/^\d+\.\s*/, "")}</a>
            </li>
          ))}
        </ol>
        <AppLink className="btn btn-primary" href="/tools/charbuilder">
          {t("ref.create.builder")}
        </AppLink>
      </nav>
      {intro ? <HtmlView html={intro} /> : null}
      {steps.map((s) => (
        <section key={s.id} id={s.id} className="create-step" aria-label={s.title}>
          <HtmlView html={s.html} />
          {linksOf(s.title).length ? (
            <p className="create-links">
              {linksOf(s.title).map((l) => (
                <AppLink key={l.href} className="btn btn-sm tt-btn-quiet" href={l.href}>
                  {t(l.label)}
                </AppLink>
              ))}
            </p>
          ) : null}
        </section>
      ))}
      <p className="create-links">
        <AppLink className="btn btn-primary" href="/tools/charbuilder">
          {t("ref.create.builder")}
        </AppLink>
      </p>
    </div>
  );
}

export default function CreatePage() {
  const { text } = useCurrentRoute();
  const page = useAtomValue(pageAtom("ref/create"));
  return (
    <article className="page ref-page create-page">
      <h1>{text.title}</h1>
      <p className="lead">{page.summary}</p>
      <CreateView html={page.html} />
    </article>
  );
}
