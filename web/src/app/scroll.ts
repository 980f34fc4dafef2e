/** Scrolling after navigation (product spec: offset for the fixed header, 400 ms, ease). */
export const SCROLL = {
  durationMs: 400,
  extraOffsetPx: 16,
  /** How long a hash target may take to appear (lazy pages, data). */
  waitForTargetMs: 3000,
  /** How long a found target is kept in place while late content changes the page around it. */
  holdTargetMs: 5000,
} as const;

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
let releaseHold: (() => void) | undefined;

/** Stops any scroll animation and any hash target being held in place. */
function stopScrolling(): void {
  cancelAnimationFrame(animation);
  releaseHold?.();
  releaseHold = undefined;
}

/** Animates to a position that may move while the animation runs (`to` is read on every frame). */
function animateTo(to: () => number): void {
  const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  const from = window.scrollY;
  if (reduce || Math.abs(to() - from) < 2) {
    window.scrollTo(0, to());
    return;
  }
  const start = performance.now();
  const step = (now: number) => {
    const t = Math.min(1, (now - start) / SCROLL.durationMs);
    window.scrollTo(0, from + (to() - from) * ease(t));
    if (t < 1) animation = requestAnimationFrame(step);
  };
  animation = requestAnimationFrame(step);
}

export function scrollToY(y: number): void {
  stopScrolling();
  animateTo(() => y);
}

/**
 * Keeps a hash target just below the header while the page around it is still arriving: data that loads
 * after the first render makes the page taller (a target near the end could not reach the top yet) or
 * pushes the target down. Let go as soon as the reader scrolls, types or taps, or once the page settles.
 */
function holdInPlace(el: HTMLElement, target: () => number): void {
  const realign = () => {
    if (!el.isConnected) return release();
    if (Math.abs(target() - window.scrollY) >= 1) window.scrollTo(0, target());
  };
  const started = performance.now();
  const observer = new ResizeObserver(() => {
    // While the first animation runs it reads the target every frame; afterwards snap, no second glide.
    if (performance.now() - started > SCROLL.durationMs) realign();
  });
  const inputs = ["wheel", "touchstart", "keydown", "pointerdown"] as const;
  const timer = setTimeout(() => release(), SCROLL.holdTargetMs);
  function release() {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of inputs) removeEventListener(type, release, true);
    if (releaseHold === release) releaseHold = undefined;
  }
  observer.observe(document.body);
  for (const type of inputs) addEventListener(type, release, { capture: true, passive: true });
  releaseHold = release;
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
    stopScrolling();
    const target = () => Math.max(0, el.getBoundingClientRect().top + window.scrollY - headerOffset());
    animateTo(target);
    holdInPlace(el, target);
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
    stopScrolling();
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
