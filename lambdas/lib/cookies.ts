import type { ApiEvent } from "./http.ts";
import { header } from "./request.ts";

export const COOKIE = { id: "tt_id", refresh: "tt_refresh" } as const;

export function readCookies(event: ApiEvent): Map<string, string> {
  const jar = new Map<string, string>();
  const raw = [...(event.cookies ?? []), ...(header(event, "cookie")?.split(";") ?? [])];
  for (const part of raw) {
    const i = part.indexOf("=");
    if (i <= 0) continue;
    const name = part.slice(0, i).trim();
    try {
      jar.set(name, decodeURIComponent(part.slice(i + 1).trim()));
    } catch {
      // A cookie we cannot decode is not one of ours.
    }
  }
  return jar;
}

/** Secure everywhere except plain-http loopback, where browsers would drop a Secure cookie. */
export function isLoopback(event: ApiEvent): boolean {
  const host = (header(event, "x-forwarded-host") ?? header(event, "host") ?? "").replace(/:\d+$/, "");
  return host === "localhost" || host === "127.0.0.1" || host === "[::1]";
}

export function setCookie(event: ApiEvent, name: string, value: string, maxAgeSeconds: number): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    "Path=/api",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${maxAgeSeconds}`,
  ];
  if (!isLoopback(event)) parts.push("Secure");
  return parts.join("; ");
}

export function clearCookie(event: ApiEvent, name: string): string {
  return setCookie(event, name, "", 0);
}
