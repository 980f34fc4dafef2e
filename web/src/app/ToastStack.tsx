import Toast from "react-bootstrap/Toast";
import ToastContainer from "react-bootstrap/ToastContainer";
import { type I18n, useI18n } from "../i18n/index.ts";
import { useStore } from "./store.ts";
import { dismissToast, type ToastItem, type ToastText, toastStore } from "./toasts.ts";

const render = (text: ToastText, t: I18n["t"]) => ("key" in text ? t(text.key, text.vars) : text.text);

export function ToastView({ item, onClose }: { item: ToastItem; onClose: () => void }) {
  const { t } = useI18n();
  const urgent = item.variant === "danger";
  return (
    <Toast
      onClose={onClose}
      autohide={item.delay > 0}
      delay={item.delay || undefined}
      className={`tt-toast tt-toast-${item.variant}`}
      role={urgent ? "alert" : "status"}
      aria-live={urgent ? "assertive" : "polite"}
      aria-atomic="true"
    >
      <Toast.Header closeLabel={t("toast.close")}>
        <strong className="me-auto toast-title">{render(item.title, t)}</strong>
      </Toast.Header>
      {item.body || item.details ? (
        <Toast.Body>
          {item.body ? <p className="toast-text">{render(item.body, t)}</p> : null}
          {item.details?.length ? (
            <ul className="toast-details">
              {item.details.map((d) => (
                <li key={d}>{d}</li>
              ))}
            </ul>
          ) : null}
        </Toast.Body>
      ) : null}
    </Toast>
  );
}

/** The toasts (react-bootstrap): newest at the bottom, each hides itself after its delay. */
export default function ToastStack({ items }: { items?: ToastItem[] }) {
  const live = useStore(toastStore);
  const { t } = useI18n();
  const list = items ?? live;
  return (
    <ToastContainer
      position="bottom-end"
      containerPosition="fixed"
      className="p-3 tt-toasts"
      role="region"
      aria-label={t("toast.region")}
    >
      {list.map((item) => (
        <ToastView key={item.id} item={item} onClose={() => dismissToast(item.id)} />
      ))}
    </ToastContainer>
  );
}
