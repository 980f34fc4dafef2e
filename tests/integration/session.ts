import type { ApiHandler } from "../../lambdas/lib/http.ts";
import { cookieJar, event, uniqueName } from "./helpers.ts";

/** Registers a fresh user through the real auth handler and returns its session cookies. */
export async function signedInUser(): Promise<{ username: string; cookies: string[] }> {
  const { handler } = (await import("../../lambdas/auth/handler.ts")) as { handler: ApiHandler };
  const username = uniqueName();
  const res = await handler(
    event("POST", "/api/auth/register", {
      body: {
        username,
        email: `${username}@example.test`,
        firstname: "Test",
        lastname: "User",
        password: "secret123",
        confirmPassword: "secret123",
      },
    }),
  );
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.body}`);
  return { username, cookies: cookieJar(res) };
}
