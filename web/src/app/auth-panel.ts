import { getUsername } from "../state/session.ts";
import { createStore } from "./store.ts";

export type AuthTab = "login" | "register" | "reset" | "completereset";
export const AUTH_TABS: readonly AuthTab[] = ["login", "register", "reset", "completereset"];

export interface AuthPanelState {
  open: boolean;
  tab: AuthTab;
  /** The last login or register error, as the panel reported it to its parent. */
  lastError?: { statusCode: number; statusMessage: string };
}

export const authPanelStore = createStore<AuthPanelState>({ open: false, tab: "login" });

let waiters: ((signedIn: boolean) => void)[] = [];

export function openAuthPanel(tab: AuthTab = "login"): void {
  authPanelStore.set((s) => ({ ...s, open: true, tab }));
}

export function setAuthTab(tab: AuthTab): void {
  authPanelStore.set((s) => ({ ...s, tab }));
}

/** Closes the panel; whoever asked for a sign-in learns whether someone is signed in now. */
export function closeAuthPanel(): void {
  authPanelStore.set((s) => ({ ...s, open: false }));
  const signedIn = Boolean(getUsername());
  const done = waiters;
  waiters = [];
  for (const w of done) w(signedIn);
}

/** Opens the panel on Login and resolves when it closes: true when the user signed in. */
export function requestSignIn(): Promise<boolean> {
  return new Promise((resolve) => {
    waiters.push(resolve);
    openAuthPanel("login");
  });
}

export function reportAuthError(error: { statusCode: number; statusMessage: string }): void {
  authPanelStore.set((s) => ({ ...s, lastError: error }));
}
