import { atom, getDefaultStore } from "jotai";
import { type AuthApi, authApi, type PublicUser } from "../api/auth.ts";

/**
 * The signed-in user. Signed-in state is derived from the username, which is remembered in localStorage
 * only so the header can show it on the first paint; the session itself is an HttpOnly cookie that
 * this code never sees. /api/auth/me at startup corrects the remembered name.
 */
export const USERNAME_KEY = "tt:username";

function readRemembered(): string | null {
  try {
    return localStorage.getItem(USERNAME_KEY);
  } catch {
    return null;
  }
}

function remember(username: string | null) {
  try {
    if (username) localStorage.setItem(USERNAME_KEY, username);
    else localStorage.removeItem(USERNAME_KEY);
  } catch {
    // Storage may be unavailable (private mode); the header then waits for /me.
  }
}

export const usernameAtom = atom<string | null>(readRemembered());
export const userAtom = atom<PublicUser | null>(null);
export const signedInAtom = atom((get) => Boolean(get(usernameAtom)));
/** Bumped when the user changes, so data that depends on who is asking (NPCs, records) loads again. */
export const sessionVersionAtom = atom(0);

const store = () => getDefaultStore();

export function setUser(user: PublicUser | null): void {
  const s = store();
  const before = s.get(usernameAtom);
  s.set(userAtom, user);
  s.set(usernameAtom, user?.username ?? null);
  remember(user?.username ?? null);
  if (before !== (user?.username ?? null)) s.set(sessionVersionAtom, (n) => n + 1);
}

let api: AuthApi = authApi;
/** Stories and tests swap the API for a fake. */
export function setAuthApi(fake: AuthApi): void {
  api = fake;
}

let ready: Promise<PublicUser | null> | undefined;

/** Asks the API who is signed in (once per page load); any failure means signed out. */
export function startSession(): Promise<PublicUser | null> {
  ready ??= api.me().then(
    (user) => {
      setUser(user?.username ? user : null);
      return user?.username ? user : null;
    },
    () => {
      setUser(null);
      return null;
    },
  );
  return ready;
}

export const sessionReady = () => ready ?? startSession();

export async function login(body: Parameters<AuthApi["login"]>[0]): Promise<PublicUser> {
  const res = await api.login(body);
  setUser(res.user);
  ready = Promise.resolve(res.user);
  return res.user;
}

export async function register(body: Parameters<AuthApi["register"]>[0]): Promise<PublicUser> {
  const res = await api.register(body);
  setUser(res.user);
  ready = Promise.resolve(res.user);
  return res.user;
}

export const requestReset = (body: Parameters<AuthApi["requestReset"]>[0]) => api.requestReset(body);
export const completeReset = (body: Parameters<AuthApi["completeReset"]>[0]) => api.completeReset(body);

/** Ends the session on the server and forgets the name here, even when the server call fails. */
export async function logout(): Promise<void> {
  try {
    await api.logout();
  } finally {
    setUser(null);
    ready = Promise.resolve(null);
  }
}
