import { Suspense, useState } from "react";
import { lazyChunk } from "./router/lazy-page.ts";
import { useStore } from "./store.ts";
import { toastStore } from "./toasts.ts";

const ToastStack = lazyChunk(() => import("./ToastStack.tsx"));

/** Mounts the toast stack (react-bootstrap, its own chunk) with the first toast and keeps it from then on. */
export function Toaster() {
  const toasts = useStore(toastStore);
  const [used, setUsed] = useState(false);
  if (toasts.length && !used) setUsed(true);
  if (!used && !toasts.length) return null;
  return (
    <Suspense fallback={null}>
      <ToastStack />
    </Suspense>
  );
}
