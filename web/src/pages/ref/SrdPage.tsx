import { useEffect, useMemo, useRef, useState } from "react";
import { useCurrentRoute } from "../../app/router/route-context.ts";
import { headerOffset, scrollToY } from "../../app/scroll.ts";
import { HtmlView } from "../../components/HtmlView.tsx";
import { SearchFilter } from "../../components/table/FilterBar.tsx";
import { Haystacks, queryWords } from "../../components/table/filters.ts";
import { replaceHash, useHashTarget } from "../../components/table/hash.ts";
import { useUrlState } from "../../components/table/url-state.ts";
import { useI18n } from "../../i18n/index.ts";
import type { Rule, RuleCategory } from "../options/types.ts";
import { useStatics } from "../options/use-statics.ts";
import "./ref.css";

/**
 * The rules reference: every rule by category and subcategory (statics.rulesbycat), each rule a
 * collapsible section that starts open or closed as its isCollapsed says, a table of contents, a
 * filter over titles and text (URL `q`), expand / collapse all, and a deep link (#id) for every rule:
 * the hash opens the rule and its category and scrolls to it.
 */
const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
export const categoryId = (c: RuleCategory) => `cat-${slug(c.title)}`;

const hay = new Haystacks<Rule, "all">({
  all: (r) => `${r.title} ${r.category} ${r.subcategory} ${r.description.replace(/<[^>]+>/g, " ")}`,
});

interface Section {
  cat: RuleCategory;
  id: string;
  subs: { title: string; rules: Rule[] }[];
}

export function SrdView({
  rules,
  categories,
}: {
  rules: readonly Rule[];
  categories: readonly RuleCategory[];
}) {
  const { t } = useI18n();
  const [state, set] = useUrlState();
  const byId = useMemo(() => new Map(rules.map((r) => [r._id, r])), [rules]);
  const sections = useMemo<Section[]>(
    () =>
      categories.map((cat) => ({
        cat,
        id: categoryId(cat),
        subs: cat.subcategories.map((s) => ({
          title: s.title,
          rules: s.rules.map((id) => byId.get(id)).filter((r): r is Rule => Boolean(r)),
        })),
      })),
    [categories, byId],
  );
  const defaults = useMemo(() => {
    const open: Record<string, boolean> = {};
    for (const s of sections) {
      open[s.id] = !s.cat.isCollapsed;
      for (const sub of s.subs) for (const r of sub.rules) open[r._id] = !r.isCollapsed;
    }
    return open;
  }, [sections]);
  const [open, setOpen] = useState(defaults);
  const words = queryWords(state.q ?? "");
  const matches = (r: Rule) => hay.matches(r, ["all"], words);
  const shown = words.length ? rules.filter(matches).length : rules.length;

  // The hash: open the rule (or category) and its category, then bring it below the header.
  const hash = useHashTarget();
  const [target, setTarget] = useState("");
  const scrolled = useRef("");
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the hash changes.
  useEffect(() => {
    if (!hash) {
      setTarget("");
      scrolled.current = "";
      return;
    }
    const rule = byId.get(hash);
    const section = rule
      ? sections.find((s) => s.cat.title === rule.category)
      : sections.find((s) => s.id === hash);
    if (!rule && !section) return;
    setTarget(hash);
    if (rule && words.length && !matches(rule)) set({ q: null });
    setOpen((o) => ({ ...o, [hash]: true, ...(section ? { [section.id]: true } : {}) }));
    if (scrolled.current === hash) return;
    scrolled.current = hash;
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        const el = document.getElementById(hash);
        if (el) scrollToY(Math.max(0, el.getBoundingClientRect().top + window.scrollY - headerOffset()));
      }),
    );
  }, [hash, byId, sections]);

  const toggle = (id: string, value: boolean) =>
    setOpen((o) => (o[id] === value ? o : { ...o, [id]: value }));
  const setAll = (value: boolean) =>
    setOpen(Object.fromEntries(Object.keys(defaults).map((k) => [k, value])));

  return (
    <div className="srd">
      <nav className="srd-toc" aria-label={t("ref.toc")}>
        <details className="toc-box" open>
          <summary>{t("ref.toc")}</summary>
          <ol>
            {sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.cat.title}</a>
                <ol>
                  {s.subs
                    .flatMap((sub) => sub.rules)
                    .map((r) => (
                      <li key={r._id} className={words.length && !matches(r) ? "is-dim" : undefined}>
                        <a href={`#${r._id}`} aria-current={target === r._id ? "location" : undefined}>
                          {r.title}
                        </a>
                      </li>
                    ))}
                </ol>
              </li>
            ))}
          </ol>
        </details>
      </nav>
      <div className="srd-body">
        <search className="srd-tools" aria-label={t("ref.srd.filter")}>
          <SearchFilter
            label={t("ref.srd.filter")}
            value={state.q ?? ""}
            onChange={(q) => set({ q })}
            placeholder={t("ref.srd.filterHint")}
          />
          <div className="srd-buttons">
            <button type="button" className="btn btn-sm tt-btn-quiet" onClick={() => setAll(true)}>
              {t("ref.expandAll")}
            </button>
            <button type="button" className="btn btn-sm tt-btn-quiet" onClick={() => setAll(false)}>
              {t("ref.collapseAll")}
            </button>
          </div>
          <p className="filter-count" role="status" aria-live="polite">
            {words.length
              ? t("ref.srd.count", { shown, total: rules.length })
              : t("ref.srd.total", { total: rules.length })}
          </p>
        </search>
        {sections.map((s) => {
          const subs = s.subs
            .map((sub) => ({ ...sub, rules: words.length ? sub.rules.filter(matches) : sub.rules }))
            .filter((sub) => sub.rules.length);
          if (!subs.length) return null;
          const catOpen = words.length > 0 || open[s.id] !== false;
          return (
            <details
              key={s.id}
              id={s.id}
              className={`srd-category${target === s.id ? " is-target" : ""}`}
              open={catOpen}
              onToggle={(e) => {
                if (!words.length) toggle(s.id, e.currentTarget.open);
              }}
            >
              <summary>
                <h2>{s.cat.title}</h2>
              </summary>
              {subs.map((sub) => {
                const titled =
                  sub.title !== s.cat.title && !(sub.rules.length === 1 && sub.rules[0]!.title === sub.title);
                const H = titled ? "h4" : "h3";
                return (
                  <section key={sub.title} className="srd-sub" aria-label={sub.title}>
                    {titled ? <h3 className="srd-subtitle">{sub.title}</h3> : null}
                    {sub.rules.map((r) => (
                      <details
                        key={r._id}
                        id={r._id}
                        className={`srd-rule${target === r._id ? " is-target" : ""}`}
                        open={words.length > 0 || Boolean(open[r._id])}
                        onToggle={(e) => {
                          if (words.length) return;
                          const isOpen = e.currentTarget.open;
                          toggle(r._id, isOpen);
                          // The address names the rule last opened, so it can be shared as it is.
                          if (isOpen && hash !== r._id) {
                            scrolled.current = r._id;
                            replaceHash(r._id);
                          } else if (!isOpen && hash === r._id) replaceHash("");
                        }}
                      >
                        <summary>
                          <H>{r.title}</H>
                        </summary>
                        <HtmlView className="entry-body" html={r.description} />
                      </details>
                    ))}
                  </section>
                );
              })}
            </details>
          );
        })}
        {shown === 0 ? <p className="dt-empty">{t("tbl.empty")}</p> : null}
      </div>
    </div>
  );
}

export default function SrdPage() {
  const { text } = useCurrentRoute();
  const { rules, rulesbycat } = useStatics("rules", "rulesbycat");
  return (
    <article className="page ref-page srd-page">
      <h1>{text.title}</h1>
      <p className="lead">{text.description}</p>
      <SrdView rules={rules} categories={rulesbycat} />
    </article>
  );
}
