import { useChunk } from "./router/lazy-page.ts";
import { useStore } from "./store.ts";
import { toastStore } from "./toasts.ts";

const loadStack = () => import("./ToastStack.tsx");

/** Loads the toast stack (react-bootstrap, its own chunk) with the first toast and keeps it from then on. */
export function Toaster() {
  const toasts = useStore(toastStore);
  const ToastStack = useChunk(loadStack, toasts.length > 0);
  return ToastStack ? <ToastStack /> : null;
}
