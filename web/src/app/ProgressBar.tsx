import { useI18n } from "../i18n/index.ts";
import { PROGRESS, type ProgressState, progressStore } from "./progress.ts";
import { useStore } from "./store.ts";

/** The thin page-loading bar at the very top; it turns the error colour when the app hits an error. */
export function ProgressBar({ state }: { state?: ProgressState }) {
  const live = useStore(progressStore);
  const { t } = useI18n();
  const s = state ?? live;
  return (
    <div
      className={`tt-progress${s.visible ? " is-visible" : ""}${s.failed ? " is-failed" : ""}`}
      style={{ height: PROGRESS.heightPx }}
      role="progressbar"
      aria-label={t("progress.label")}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(s.percent)}
      aria-hidden={!s.visible}
    >
      <div className="tt-progress-bar" style={{ transform: `scaleX(${s.percent / 100})` }} />
    </div>
  );
}
