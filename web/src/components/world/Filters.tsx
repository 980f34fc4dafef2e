import { type ReactNode, useId } from "react";
import { useI18n } from "../../i18n/index.ts";

/** The row of filters above a list: wraps on small screens, says how many entries it shows. */
export function FilterBar({
  label,
  shown,
  total,
  onClear,
  children,
}: {
  label: string;
  shown: number;
  total: number;
  onClear?: (() => void) | undefined;
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <search className="world-filters" aria-label={label}>
      <div className="world-filter-fields">{children}</div>
      <div className="world-filter-status">
        <output aria-live="polite">{t("world.shown", { shown, total })}</output>
        {onClear && shown !== total ? (
          <button type="button" className="btn btn-link btn-sm" onClick={onClear}>
            {t("world.clear")}
          </button>
        ) : null}
      </div>
    </search>
  );
}

export function TextFilter({
  label,
  value,
  onChange,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  placeholder?: string;
}) {
  const id = useId();
  return (
    <div className="world-field world-field-text">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="form-control form-control-sm"
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Escape" && value) {
            e.preventDefault();
            onChange("");
          }
        }}
      />
    </div>
  );
}

export function SelectFilter({
  label,
  value,
  onChange,
  options,
  anyLabel,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: { value: string; label: string }[];
  /** The first option, meaning "no filter" (value ""); left out when undefined. */
  anyLabel?: string;
}) {
  const id = useId();
  return (
    <div className="world-field">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <select
        id={id}
        className="form-select form-select-sm"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {anyLabel !== undefined ? <option value="">{anyLabel}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Case- and accent-insensitive text for matching. */
export function fold(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

/** True when every word of the query occurs in the haystack (both folded). */
export function matchesWords(haystack: string, query: string): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (!words.length) return true;
  const h = fold(haystack);
  return words.every((w) => h.includes(w));
}

/**
 * A table wrapper that scrolls sideways on narrow screens. It is focusable and named, so keyboard users
 * can scroll it too (WCAG 2.1.1; axe: scrollable-region-focusable).
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <section
      className="table-responsive world-scroll"
      aria-label={t("world.tableRegion", { name: label })}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
      tabIndex={0}
    >
      {children}
    </section>
  );
}
