import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import Modal from "react-bootstrap/Modal";
import { useLocation } from "wouter";
import { AppLink } from "../../app/AppLink.tsx";
import { useI18n } from "../../i18n/index.ts";
import { loadedIndex, loadSearchIndex, type SearchResult, search } from "../../state/search.ts";
import { HitBody, SyntaxHelp, useKindLabel } from "./hits.tsx";
import "./omnibox.css";

/**
 * The omnibox: a dialog with a combobox over the prebuilt index. The index loads when the box first gets
 * focus and stays for the visit; every keystroke queries it synchronously (a few ms) and the results
 * show grouped by kind with snippets. Arrow keys move, Enter goes to the entry's hash, Escape closes.
 */
export interface OmniboxProps {
  show: boolean;
  onHide: () => void;
}

type Status = "idle" | "loading" | "ready" | "failed";

export default function Omnibox({ show, onHide }: OmniboxProps) {
  const { t } = useI18n();
  const kindLabel = useKindLabel();
  const [, navigate] = useLocation();
  const id = useId().replace(/:/g, "");
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState("");
  const [status, setStatus] = useState<Status>(() => (loadedIndex() ? "ready" : "idle"));
  const [active, setActive] = useState(0);
  const navigated = useRef(false);

  const ensureIndex = () => {
    if (loadedIndex()) {
      setStatus("ready");
      return;
    }
    setStatus("loading");
    loadSearchIndex().then(
      () => setStatus("ready"),
      () => setStatus("failed"),
    );
  };

  const result: SearchResult | undefined = useMemo(() => {
    const idx = status === "ready" ? loadedIndex() : undefined;
    return idx ? search(idx, query, 40) : undefined;
  }, [query, status]);
  const hits = result?.hits ?? [];
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new query starts at the first hit.
  useEffect(() => setActive(0), [query]);
  useEffect(() => {
    if (show) navigated.current = false;
  }, [show]);

  const optionId = (i: number) => `${id}-opt-${i}`;
  const go = (i: number, newTab = false) => {
    const hit = hits[i];
    if (!hit) return;
    if (newTab) {
      window.open(hit.url, "_blank", "noopener");
      return;
    }
    navigated.current = true;
    onHide();
    navigate(hit.url);
  };
  const move = (to: number) => {
    if (!hits.length) return;
    const next = (to + hits.length) % hits.length;
    setActive(next);
    requestAnimationFrame(() =>
      document.getElementById(optionId(next))?.scrollIntoView({ block: "nearest" }),
    );
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown") move(active + 1);
    else if (e.key === "ArrowUp") move(active - 1);
    else if (e.key === "Home" && e.ctrlKey) move(0);
    else if (e.key === "End" && e.ctrlKey) move(hits.length - 1);
    else if (e.key === "Enter") go(active, e.ctrlKey || e.metaKey);
    else return;
    e.preventDefault();
  };

  let index = 0;
  const expanded = hits.length > 0;
  return (
    <Modal
      show={show}
      onHide={onHide}
      onEntered={() => input.current?.focus()}
      restoreFocus={!navigated.current}
      aria-labelledby={`${id}-title`}
      className="omnibox"
      dialogClassName="omnibox-dialog"
    >
      <div className="omnibox-head">
        <h2 id={`${id}-title`} className="visually-hidden">
          {t("search.title")}
        </h2>
        <svg className="omnibox-icon" viewBox="0 0 16 16" width="18" height="18" aria-hidden="true">
          <circle cx="6.5" cy="6.5" r="5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M10.5 10.5L15 15" stroke="currentColor" strokeWidth="2" />
        </svg>
        <input
          ref={input}
          type="text"
          role="combobox"
          className="omnibox-input"
          aria-label={t("search.label")}
          aria-expanded={expanded}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={expanded ? optionId(active) : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder={t("search.placeholder")}
          value={query}
          onFocus={ensureIndex}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="btn btn-sm tt-btn-quiet omnibox-close" onClick={onHide}>
          {t("search.close")}
        </button>
      </div>
      <div className="omnibox-body">
        <p className="omnibox-status" role="status" aria-live="polite">
          {status === "loading"
            ? t("search.loading")
            : status === "failed"
              ? t("search.failed")
              : query.trim() && result
                ? result.hits.length
                  ? t("search.count", { n: result.hits.length })
                  : t("search.none", { query })
                : ""}
        </p>
        <div
          id={`${id}-list`}
          role="listbox"
          aria-label={t("search.results")}
          ref={list}
          className="omnibox-list"
        >
          {result?.groups.map((g) => (
            // biome-ignore lint/a11y/useSemanticElements: an ARIA listbox groups its options with role="group".
            <div key={g.kind} role="group" aria-labelledby={`${id}-g-${g.kind}`} className="omnibox-group">
              <div id={`${id}-g-${g.kind}`} role="presentation" className="omnibox-group-title">
                {kindLabel(g.kind)}
              </div>
              {g.hits.map((hit) => {
                const i = index++;
                return (
                  // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys (aria-activedescendant).
                  <div
                    key={hit.id}
                    id={optionId(i)}
                    role="option"
                    aria-selected={i === active}
                    tabIndex={-1}
                    className={`omnibox-option${i === active ? " is-active" : ""}`}
                    onMouseMove={() => i !== active && setActive(i)}
                    onClick={(e) => go(i, e.ctrlKey || e.metaKey)}
                  >
                    <HitBody hit={hit} query={query} />
                  </div>
                );
              })}
            </div>
          ))}
        </div>
        {!query.trim() ? (
          <SyntaxHelp
            onPick={(q) => {
              setQuery(q);
              input.current?.focus();
            }}
          />
        ) : null}
      </div>
      <div className="omnibox-foot">
        <span className="omnibox-keys" aria-hidden="true">
          <kbd>↑</kbd> <kbd>↓</kbd> {t("search.keys.move")} · <kbd>Enter</kbd> {t("search.keys.open")} ·{" "}
          <kbd>Esc</kbd> {t("search.keys.close")}
        </span>
        <AppLink
          href={`/ref/srs${query.trim() ? `?q=${encodeURIComponent(query.trim())}` : ""}`}
          onClick={onHide}
        >
          {t("search.full")}
        </AppLink>
      </div>
    </Modal>
  );
}
