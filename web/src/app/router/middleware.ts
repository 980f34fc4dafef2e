import type { RouteParams } from "../../routes.ts";
import { getUsername, sessionReady } from "../../state/session.ts";
import { requestSignIn } from "../auth-panel.ts";

export interface MiddlewareContext {
  /** The path inside the language (as in the route table). */
  path: string;
  /** The full URL path, with the language segment. */
  fullPath: string;
  params: RouteParams;
}

export type MiddlewareOutcome = { next: true } | { redirect: string; state?: unknown };
export type Middleware = (ctx: MiddlewareContext) => MiddlewareOutcome | Promise<MiddlewareOutcome>;

export const NEXT: MiddlewareOutcome = { next: true };

/**
 * `auth`: signed-in users pass. Signed out, the sign-in panel opens; signing in continues to the page,
 * dismissing the panel shows /403 ('Sign in to use this page'), which remembers where the user wanted to go.
 */
export const auth: Middleware = async (ctx) => {
  await sessionReady();
  if (getUsername()) return NEXT;
  const signedIn = await requestSignIn();
  return signedIn ? NEXT : { redirect: "/403", state: { from: ctx.fullPath } };
};

export const middlewares: Record<string, Middleware> = { auth };

/** The middleware functions a route names; a name that does not exist is a programming error. */
export function resolveMiddleware(
  names: readonly string[] | undefined,
  registry: Record<string, Middleware> = middlewares,
): Middleware[] {
  return (names ?? []).map((name) => {
    const mw = Object.hasOwn(registry, name) ? registry[name] : undefined;
    if (!mw) throw new Error(`Unknown route middleware: ${name}`);
    return mw;
  });
}
