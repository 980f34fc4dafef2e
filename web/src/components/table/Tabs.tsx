import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";

/**
 * Tabs (WAI-ARIA tab pattern): one tab stop, arrow keys / Home / End move between tabs and select them,
 * each tab can show a count. The selected tab is the page's state (usually a URL parameter), so the
 * panel below is whatever the page renders for it.
 */
export interface TabDef {
  id: string;
  label: string;
  count?: number;
}

export function Tabs({
  tabs,
  value,
  onChange,
  label,
  idPrefix,
  children,
  className,
}: {
  tabs: readonly TabDef[];
  value: string;
  onChange: (id: string) => void;
  label: string;
  /** Prefix of the tab and panel element ids (default: a generated one). */
  idPrefix?: string;
  children: ReactNode;
  className?: string;
}) {
  const generated = useId();
  const prefix = idPrefix ?? `tabs${generated.replace(/:/g, "")}`;
  const list = useRef<HTMLDivElement>(null);
  const select = (id: string, focus: boolean) => {
    onChange(id);
    if (focus) list.current?.querySelector<HTMLElement>(`#${CSS.escape(`${prefix}-tab-${id}`)}`)?.focus();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const i = tabs.findIndex((t) => t.id === value);
    let next = -1;
    if (e.key === "ArrowRight") next = (i + 1) % tabs.length;
    else if (e.key === "ArrowLeft") next = (i - 1 + tabs.length) % tabs.length;
    else if (e.key === "Home") next = 0;
    else if (e.key === "End") next = tabs.length - 1;
    if (next < 0) return;
    e.preventDefault();
    select(tabs[next]!.id, true);
  };
  return (
    <div className={`tt-tabs${className ? ` ${className}` : ""}`}>
      <div role="tablist" aria-label={label} className="nav nav-tabs" ref={list} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const on = tab.id === value;
          return (
            <button
              key={tab.id}
              type="button"
              role="tab"
              id={`${prefix}-tab-${tab.id}`}
              aria-selected={on}
              aria-controls={`${prefix}-panel`}
              tabIndex={on ? 0 : -1}
              className={`nav-link${on ? " active" : ""}`}
              onClick={() => select(tab.id, false)}
            >
              {tab.label}
              {tab.count !== undefined ? <span className="tab-count">{tab.count}</span> : null}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${prefix}-panel`}
        aria-labelledby={`${prefix}-tab-${value}`}
        className="tab-panel"
      >
        {children}
      </div>
    </div>
  );
}
