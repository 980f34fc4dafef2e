import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from "react";

/**
 * A list that scrolls with the page. Short lists render every entry (find-in-page and printing keep
 * working); past `threshold` entries only the rows near the viewport are in the DOM, measured as they
 * render, so thousands of user entries stay fast. `target` (the `#id` in the URL) is scrolled into range
 * so the shell's hash scrolling can find it.
 */
export function WindowList<T>({
  items,
  getKey,
  render,
  threshold = 60,
  estimate = 120,
  target,
  className,
}: {
  items: T[];
  getKey: (item: T) => string;
  render: (item: T) => ReactNode;
  threshold?: number;
  estimate?: number;
  target?: string | undefined;
  className?: string;
}) {
  if (items.length <= threshold) {
    return (
      <ul className={className}>
        {items.map((item) => (
          <li key={getKey(item)}>{render(item)}</li>
        ))}
      </ul>
    );
  }
  return (
    <VirtualList
      items={items}
      getKey={getKey}
      render={render}
      estimate={estimate}
      target={target}
      className={className}
    />
  );
}

function VirtualList<T>({
  items,
  getKey,
  render,
  estimate,
  target,
  className,
}: {
  items: T[];
  getKey: (item: T) => string;
  render: (item: T) => ReactNode;
  estimate: number;
  target?: string | undefined;
  className?: string | undefined;
}) {
  const list = useRef<HTMLUListElement>(null);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    if (list.current) setOffset(list.current.getBoundingClientRect().top + window.scrollY);
  }, []);
  const virtual = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimate,
    overscan: 6,
    scrollMargin: offset,
    getItemKey: (i) => getKey(items[i]!),
  });
  useEffect(() => {
    if (!target) return;
    const index = items.findIndex((item) => getKey(item) === target);
    if (index >= 0) virtual.scrollToIndex(index, { align: "start" });
  }, [target, items, getKey, virtual]);
  const rows = virtual.getVirtualItems();
  return (
    <ul
      ref={list}
      className={`${className ?? ""} is-virtual`}
      style={{ height: virtual.getTotalSize(), position: "relative" }}
    >
      {rows.map((row) => {
        const item = items[row.index]!;
        return (
          <li
            key={row.key}
            data-index={row.index}
            ref={virtual.measureElement}
            style={{
              position: "absolute",
              top: 0,
              left: 0,
              right: 0,
              transform: `translateY(${row.start - virtual.options.scrollMargin}px)`,
            }}
          >
            {render(item)}
          </li>
        );
      })}
    </ul>
  );
}
