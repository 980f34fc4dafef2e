import type { Atom, Getter, PrimitiveAtom, SetStateAction, Setter } from "jotai";
import { type AuthApi, authApi, type PublicUser } from "../api/auth.ts";
import { createStore, useStore } from "../app/store.ts";

/**
 * The signed-in user. Signed-in state is derived from the username, which is remembered in localStorage
 * only so the header can show it on the first paint; the session itself is an HttpOnly cookie that
 * this code never sees. /api/auth/me at startup corrects the remembered name.
 *
 * The shell reads a plain store (so the entry chunk carries no state library); pages read the same
 * state through the jotai atoms below.
 */

/*
 * jotai atoms are plain config objects ({ init?, read, write?, onMount? }); these two helpers make them the
 * way jotai's `atom()` does, without importing jotai: any import of it would put its whole store code in
 * the entry chunk (rolldown keeps a shared module in the chunk of its first importer).
 */
let atomCount = 0;
function primitiveAtom<T>(init: T): PrimitiveAtom<T> {
  const key = `session${++atomCount}`;
  const a = {
    init,
    read: (get: Getter) => get(a),
    write: (get: Getter, set: Setter, update: SetStateAction<T>) =>
      set(a, typeof update === "function" ? (update as (prev: T) => T)(get(a)) : update),
    toString: () => key,
  } as unknown as PrimitiveAtom<T>;
  return a;
}
function readAtom<T>(read: (get: Getter) => T): Atom<T> {
  const key = `session${++atomCount}`;
  return { read, toString: () => key } as unknown as Atom<T>;
}
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

export interface SessionState {
  user: PublicUser | null;
  username: string | null;
  /** Bumped when the user changes, so data that depends on who is asking (NPCs, records) loads again. */
  version: number;
}

export const sessionStore = createStore<SessionState>({
  user: null,
  username: typeof localStorage === "undefined" ? null : readRemembered(),
  version: 0,
});

export const getUsername = () => sessionStore.get().username;
export const useUsername = () => useStore(sessionStore).username;

export function setUser(user: PublicUser | null): void {
  const username = user?.username ?? null;
  sessionStore.set((s) => ({ user, username, version: s.username === username ? s.version : s.version + 1 }));
  remember(username);
}

// jotai views of the session for pages: read-only, always current, and re-rendering on change.
const changed = primitiveAtom(0);
changed.onMount = (set) => sessionStore.subscribe(() => set((n) => n + 1));
const current = (get: (a: typeof changed) => number) => {
  get(changed);
  return sessionStore.get();
};
export const usernameAtom = readAtom((get) => current(get).username);
export const userAtom = readAtom((get) => current(get).user);
export const signedInAtom = readAtom((get) => Boolean(get(usernameAtom)));
export const sessionVersionAtom = readAtom((get) => current(get).version);

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
