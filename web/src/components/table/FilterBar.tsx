import { type ReactNode, useId, useState } from "react";
import { useI18n } from "../../i18n/index.ts";

/**
 * The filter bar above a list: a search box and the list's facets, the number of rows shown (announced
 * politely to screen readers) and a button that clears every filter. The controls are plain form
 * elements with labels, so they work with the keyboard, screen readers and phones without extra code.
 */
export function FilterBar({
  label,
  shown,
  total,
  active,
  onClear,
  children,
  actions,
}: {
  /** Accessible name of the filter region, e.g. "Filter spells". */
  label: string;
  shown: number;
  total: number;
  /** Whether any filter is set (shows the Clear button). */
  active: boolean;
  onClear: () => void;
  children: ReactNode;
  /** Extra buttons on the count line (e.g. Print selected). */
  actions?: ReactNode;
}) {
  const { t } = useI18n();
  const [folded, setFolded] = useState(true);
  const controls = useId();
  return (
    <search className={`filter-bar${folded ? " is-folded" : ""}`} aria-label={label}>
      <div className="filter-bar-controls" id={controls}>
        {children}
      </div>
      <div className="filter-bar-foot">
        <button
          type="button"
          className="btn btn-sm tt-btn-quiet filter-toggle"
          aria-expanded={!folded}
          aria-controls={controls}
          onClick={() => setFolded((f) => !f)}
        >
          {t("tbl.filters")}
          {active ? <span className="tab-count">{t("tbl.on")}</span> : null}
        </button>
        <p className="filter-count" role="status" aria-live="polite" aria-atomic="true">
          {shown === total ? t("tbl.countAll", { total }) : t("tbl.count", { shown, total })}
        </p>
        {active ? (
          <button type="button" className="btn btn-sm tt-btn-quiet" onClick={onClear}>
            {t("tbl.clear")}
          </button>
        ) : null}
        {actions}
      </div>
    </search>
  );
}

/** The text search of a list; `/` focuses the omnibox elsewhere, but typing here stays here. */
export function SearchFilter({
  value,
  onChange,
  label,
  placeholder,
  className,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder?: string;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={`filter filter-search${className ? ` ${className}` : ""}`}>
      <label htmlFor={id} className="filter-label">
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
      />
    </div>
  );
}

export interface FacetOption {
  value: string;
  label: string;
  /** How many rows have this value (shown after the label). */
  count?: number;
}

/** A multiple choice as toggle buttons (aria-pressed): none pressed means no filter. */
export function ChipFilter({
  label,
  options,
  selected,
  onChange,
}: {
  label: string;
  options: readonly FacetOption[];
  selected: readonly string[];
  onChange: (values: string[]) => void;
}) {
  const toggle = (value: string) =>
    onChange(selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value]);
  return (
    <fieldset className="filter filter-chips">
      <legend className="filter-label">{label}</legend>
      <div className="chips">
        {options.map((o) => {
          const on = selected.includes(o.value);
          return (
            <button
              key={o.value}
              type="button"
              className={`chip${on ? " is-on" : ""}`}
              aria-pressed={on}
              onClick={() => toggle(o.value)}
            >
              {o.label}
              {o.count !== undefined ? <span className="chip-count">{o.count}</span> : null}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

/** A single choice from a list; the empty value means no filter. */
export function SelectFilter({
  label,
  options,
  value,
  onChange,
  anyLabel,
}: {
  label: string;
  options: readonly FacetOption[];
  value: string;
  onChange: (value: string) => void;
  /** The label of the empty choice (default "Any"). */
  anyLabel?: string;
}) {
  const id = useId();
  const { t } = useI18n();
  return (
    <div className="filter filter-select">
      <label htmlFor={id} className="filter-label">
        {label}
      </label>
      <select
        id={id}
        className="form-select form-select-sm"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{anyLabel ?? t("tbl.any")}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.count !== undefined ? `${o.label} (${o.count})` : o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Yes / no / either, for flags such as ritual or concentration. */
export function FlagFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useI18n();
  return (
    <SelectFilter
      label={label}
      value={value}
      onChange={onChange}
      options={[
        { value: "yes", label: t("tbl.yes") },
        { value: "no", label: t("tbl.no") },
      ]}
    />
  );
}

/** A number range (either end optional), e.g. cost in gold pieces. */
export function RangeFilter({
  label,
  min,
  max,
  onChange,
  step,
}: {
  label: string;
  min: string;
  max: string;
  onChange: (min: string, max: string) => void;
  step?: number;
}) {
  const { t } = useI18n();
  const id = useId();
  return (
    <fieldset className="filter filter-range">
      <legend className="filter-label">{label}</legend>
      <div className="range-inputs">
        <label htmlFor={`${id}-min`} className="visually-hidden">
          {t("tbl.min", { label })}
        </label>
        <input
          id={`${id}-min`}
          type="number"
          inputMode="decimal"
          min={0}
          step={step}
          className="form-control form-control-sm"
          placeholder={t("tbl.minShort")}
          value={min}
          onChange={(e) => onChange(e.target.value, max)}
        />
        <span aria-hidden="true">–</span>
        <label htmlFor={`${id}-max`} className="visually-hidden">
          {t("tbl.max", { label })}
        </label>
        <input
          id={`${id}-max`}
          type="number"
          inputMode="decimal"
          min={0}
          step={step}
          className="form-control form-control-sm"
          placeholder={t("tbl.maxShort")}
          value={max}
          onChange={(e) => onChange(min, e.target.value)}
        />
      </div>
    </fieldset>
  );
}
