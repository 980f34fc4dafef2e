import { InitiateAuthCommand } from "@aws-sdk/client-cognito-identity-provider";
import { createRemoteJWKSet, type JWTPayload, errors as joseErrors, jwtVerify } from "jose";
import type { PublicUser } from "../../core/schemas/api.ts";
import { cognitoClient, issuerOf } from "./cognito.ts";
import type { ApiConfig } from "./config.ts";
import { COOKIE, clearCookie, readCookies, setCookie } from "./cookies.ts";
import { type ApiEvent, type ApiResult, HttpError } from "./http.ts";

/** How long the session cookies live; the id token inside is refreshed from the refresh token. */
export const SESSION_SECONDS = 30 * 24 * 3600;

export interface Session {
  /** Cognito's stable user id: what ownership is recorded against. */
  sub: string;
  user: PublicUser;
  /** Set-Cookie headers to send back (a refreshed id token), possibly none. */
  cookies: string[];
}

const jwksByIssuer = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
function jwks(issuer: string) {
  let set = jwksByIssuer.get(issuer);
  if (!set) {
    set = createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`), { cooldownDuration: 30_000 });
    jwksByIssuer.set(issuer, set);
  }
  return set;
}

export function userFromClaims(claims: JWTPayload): PublicUser {
  const c = claims as Record<string, unknown>;
  return {
    username: String(c["cognito:username"] ?? c.username ?? ""),
    email: String(c.email ?? ""),
    firstname: String(c.given_name ?? ""),
    lastname: String(c.family_name ?? ""),
  };
}

/** Verifies an id token: signature from the pool's keys, RS256 only (no `alg: none`), issuer, audience. */
export async function verifyIdToken(config: ApiConfig, token: string): Promise<JWTPayload> {
  const issuer = issuerOf(config);
  const { payload } = await jwtVerify(token, jwks(issuer), {
    issuer,
    audience: config.userPoolClientId,
    algorithms: ["RS256"],
  });
  if (payload.token_use !== "id")
    throw new joseErrors.JWTClaimValidationFailed("not an id token", payload, "token_use");
  return payload;
}

export function sessionCookies(event: ApiEvent, idToken: string, refreshToken?: string): string[] {
  const cookies = [setCookie(event, COOKIE.id, idToken, SESSION_SECONDS)];
  if (refreshToken) cookies.push(setCookie(event, COOKIE.refresh, refreshToken, SESSION_SECONDS));
  return cookies;
}

export function clearSessionCookies(event: ApiEvent): string[] {
  return [clearCookie(event, COOKIE.id), clearCookie(event, COOKIE.refresh)];
}

async function refresh(config: ApiConfig, refreshToken: string): Promise<string | undefined> {
  try {
    const out = await cognitoClient(config).send(
      new InitiateAuthCommand({
        AuthFlow: "REFRESH_TOKEN_AUTH",
        ClientId: config.userPoolClientId,
        AuthParameters: { REFRESH_TOKEN: refreshToken },
      }),
    );
    return out.AuthenticationResult?.IdToken;
  } catch {
    return undefined;
  }
}

/**
 * The caller's session from its cookies, refreshing an expired id token transparently. A forged,
 * tampered or wrongly signed token is no session at all.
 */
export async function getSession(event: ApiEvent, config: ApiConfig): Promise<Session | undefined> {
  const jar = readCookies(event);
  const idToken = jar.get(COOKIE.id);
  const refreshToken = jar.get(COOKIE.refresh);
  if (idToken) {
    try {
      const claims = await verifyIdToken(config, idToken);
      return { sub: String(claims.sub), user: userFromClaims(claims), cookies: [] };
    } catch (err) {
      if (!(err instanceof joseErrors.JWTExpired)) return undefined;
    }
  }
  if (!refreshToken) return undefined;
  const fresh = await refresh(config, refreshToken);
  if (!fresh) return undefined;
  try {
    const claims = await verifyIdToken(config, fresh);
    return { sub: String(claims.sub), user: userFromClaims(claims), cookies: sessionCookies(event, fresh) };
  } catch {
    return undefined;
  }
}

export async function requireSession(event: ApiEvent, config: ApiConfig): Promise<Session> {
  const session = await getSession(event, config);
  if (!session) throw new HttpError(401, "Sign in required");
  return session;
}

/** Adds a session's refreshed cookies to a response. */
export function withSession(result: ApiResult, session: Session | undefined): ApiResult {
  if (!session?.cookies.length) return result;
  return { ...result, cookies: [...(result.cookies ?? []), ...session.cookies] };
}
