/** Bootstrap's breakpoints, the same the product spec lists (px, min-width). */
export const BREAKPOINTS = [
  ["xxl", 1400],
  ["xl", 1200],
  ["lg", 992],
  ["md", 768],
  ["sm", 576],
  ["xs", 0],
] as const;
export type Breakpoint = (typeof BREAKPOINTS)[number][0];

export function breakpointFor(width: number): Breakpoint {
  for (const [name, min] of BREAKPOINTS) if (width >= min) return name;
  return "xs";
}

/** Keeps a `bp-<name>` class on <body> for the current viewport width, recomputed on resize. */
export function installBreakpointClass(win: Window = window): () => void {
  let frame = 0;
  const apply = () => {
    frame = 0;
    const current = `bp-${breakpointFor(win.innerWidth)}`;
    const body = win.document.body;
    if (body.classList.contains(current)) return;
    for (const [name] of BREAKPOINTS) body.classList.remove(`bp-${name}`);
    body.classList.add(current);
  };
  const onResize = () => {
    if (!frame) frame = win.requestAnimationFrame(apply);
  };
  apply();
  win.addEventListener("resize", onResize);
  return () => win.removeEventListener("resize", onResize);
}
