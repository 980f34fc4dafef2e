import { authPanelStore, closeAuthPanel, reportAuthError, setAuthTab } from "./auth-panel.ts";
import { useChunk } from "./router/lazy-page.ts";
import { useStore } from "./store.ts";

const loadPanel = () => import("./AuthPanel.tsx");

/** Loads the sign-in panel's chunk the first time it opens, and keeps it mounted for its close animation. */
export function AuthPanelHost() {
  const state = useStore(authPanelStore);
  const AuthPanel = useChunk(loadPanel, state.open);
  if (!AuthPanel) return null;
  return (
    <AuthPanel
      show={state.open}
      tab={state.tab}
      onTabChange={setAuthTab}
      onHide={closeAuthPanel}
      onError={reportAuthError}
    />
  );
}
