import { createStore } from "./store.ts";

/** The page-loading bar's timing (product spec, "Interface and timing"). */
export const PROGRESS = {
  /** Loads shorter than this never show the bar. */
  throttleMs: 200,
  /** The bar is paced to reach about 90 % after this long. */
  estimatedMs: 2000,
  heightPx: 3,
  /** After finishing, the full bar stays this long before it fades out... */
  hideMs: 500,
  /** ...and is reset to empty this long after that. */
  resetMs: 400,
} as const;

export interface ProgressState {
  visible: boolean;
  /** 0..100 */
  percent: number;
  failed: boolean;
  running: boolean;
}

const IDLE: ProgressState = { visible: false, percent: 0, failed: false, running: false };
export const progressStore = createStore<ProgressState>(IDLE);

let startedAt = 0;
let showTimer: ReturnType<typeof setTimeout> | undefined;
let tick: ReturnType<typeof setInterval> | undefined;
let hideTimer: ReturnType<typeof setTimeout> | undefined;
let resetTimer: ReturnType<typeof setTimeout> | undefined;

const clear = () => {
  for (const t of [showTimer, hideTimer, resetTimer]) clearTimeout(t);
  clearInterval(tick);
  showTimer = hideTimer = resetTimer = tick = undefined;
};

/** Percent for the elapsed time: quick at first, easing towards 90 % around the estimated duration. */
export const pace = (elapsedMs: number) =>
  Math.min(95, 90 * (1 - Math.exp((-2.3 * elapsedMs) / PROGRESS.estimatedMs)));

export function startProgress(now = Date.now()): void {
  if (progressStore.get().running) return;
  clear();
  startedAt = now;
  progressStore.set({ visible: false, percent: 0, failed: false, running: true });
  showTimer = setTimeout(() => {
    progressStore.set((s) => ({ ...s, visible: true, percent: pace(Date.now() - startedAt) }));
    tick = setInterval(() => {
      progressStore.set((s) => ({ ...s, percent: pace(Date.now() - startedAt) }));
    }, 100);
  }, PROGRESS.throttleMs);
}

function end(failed: boolean): void {
  const s = progressStore.get();
  if (!s.running && !failed) return;
  clear();
  if (!s.visible && !failed) {
    progressStore.set(IDLE);
    return;
  }
  progressStore.set({ visible: true, percent: 100, failed, running: false });
  hideTimer = setTimeout(() => {
    progressStore.set((p) => ({ ...p, visible: false }));
    resetTimer = setTimeout(() => progressStore.set(IDLE), PROGRESS.resetMs);
  }, PROGRESS.hideMs);
}

/** The load ended. */
export const finishProgress = () => end(false);
/** The app hit an error: the bar fills in the error colour, then hides like a finished one. */
export const failProgress = () => end(true);
