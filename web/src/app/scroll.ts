/** Scrolling after navigation (product spec: offset for the fixed header, 400 ms, ease). */
export const SCROLL = { durationMs: 400, extraOffsetPx: 16, waitForTargetMs: 3000 } as const;

let popNavigation = false;
let lastPath = typeof location === "undefined" ? "/" : location.pathname;

/** The fixed header's height: hash targets land just below it. */
export function headerOffset(): number {
  const header = document.querySelector<HTMLElement>(".site-header");
  return (header ? header.getBoundingClientRect().height : 0) + SCROLL.extraOffsetPx;
}

/** Close to CSS "ease": a quick start and a long, soft landing. */
const ease = (t: number) => 1 - (1 - t) ** 3;

let animation = 0;
export function scrollToY(y: number): void {
  cancelAnimationFrame(animation);
  const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  const from = window.scrollY;
  if (reduce || Math.abs(y - from) < 2) {
    window.scrollTo(0, y);
    return;
  }
  const start = performance.now();
  const step = (now: number) => {
    const t = Math.min(1, (now - start) / SCROLL.durationMs);
    window.scrollTo(0, from + (y - from) * ease(t));
    if (t < 1) animation = requestAnimationFrame(step);
  };
  animation = requestAnimationFrame(step);
}

function findTarget(hash: string): HTMLElement | null {
  let id = hash.replace(/^#/, "");
  try {
    id = decodeURIComponent(id);
  } catch {
    // Use it as it is.
  }
  return id ? document.getElementById(id) : null;
}

/** Scrolls to the element the hash names, waiting a little for lazy content to render it. */
export function scrollToHash(hash: string): void {
  const go = (el: HTMLElement) => {
    const y = el.getBoundingClientRect().top + window.scrollY - headerOffset();
    scrollToY(Math.max(0, y));
  };
  const el = findTarget(hash);
  if (el) {
    go(el);
    return;
  }
  const observer = new MutationObserver(() => {
    const found = findTarget(hash);
    if (found) {
      observer.disconnect();
      go(found);
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
  setTimeout(() => observer.disconnect(), SCROLL.waitForTargetMs);
}

/** Called when a new page has rendered: to the hash target, else to the top (not on back/forward). */
export function scrollAfterPageChange(): void {
  lastPath = location.pathname;
  if (popNavigation) {
    popNavigation = false;
    return;
  }
  if (location.hash) scrollToHash(location.hash);
  else {
    cancelAnimationFrame(animation);
    window.scrollTo(0, 0);
  }
}

/** Hash links within the same page, and remembering back/forward so those keep the browser's position. */
export function installScrollHandling(): () => void {
  const onPop = () => {
    if (location.pathname !== lastPath) popNavigation = true;
  };
  const onPush = () => {
    if (location.pathname === lastPath && location.hash) scrollToHash(location.hash);
  };
  addEventListener("popstate", onPop);
  addEventListener("pushState", onPush);
  addEventListener("hashchange", onPush);
  return () => {
    removeEventListener("popstate", onPop);
    removeEventListener("pushState", onPush);
    removeEventListener("hashchange", onPush);
  };
}
