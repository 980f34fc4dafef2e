import { Suspense, useState } from "react";
import { authPanelStore, closeAuthPanel, reportAuthError, setAuthTab } from "./auth-panel.ts";
import { lazyChunk } from "./router/lazy-page.ts";
import { useStore } from "./store.ts";

const AuthPanel = lazyChunk(() => import("./AuthPanel.tsx"));

/** Loads the sign-in panel's chunk the first time it opens, and keeps it mounted for its close animation. */
export function AuthPanelHost() {
  const state = useStore(authPanelStore);
  const [used, setUsed] = useState(false);
  if (state.open && !used) setUsed(true);
  if (!used && !state.open) return null;
  return (
    <Suspense fallback={null}>
      <AuthPanel
        show={state.open}
        tab={state.tab}
        onTabChange={setAuthTab}
        onHide={closeAuthPanel}
        onError={reportAuthError}
      />
    </Suspense>
  );
}
