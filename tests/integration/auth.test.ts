import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { importJWK, SignJWT } from "jose";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { ApiHandler } from "../../lambdas/lib/http.ts";
import { body, cookieJar, event, mailTo, uniqueName, useStandins } from "./helpers.ts";

let handler: ApiHandler;
let MESSAGES: Record<string, string>;

beforeAll(async () => {
  await useStandins("auth-test");
  ({ handler, MESSAGES } = await import("../../lambdas/auth/handler.ts"));
});

async function register(overrides: Record<string, string> = {}) {
  const username = overrides.username ?? uniqueName();
  const fields = {
    username,
    email: `${username}@example.test`,
    firstname: "Ada",
    lastname: "Quill",
    password: "secret123",
    confirmPassword: "secret123",
    ...overrides,
  };
  const res = await handler(event("POST", "/api/auth/register", { body: fields }));
  return { res, fields, cookies: cookieJar(res) };
}

describe("register", () => {
  it("creates the user, signs them in with HttpOnly cookies, and sends a welcome mail", async () => {
    const { res, fields, cookies } = await register();
    expect(res.statusCode).toBe(200);
    expect(body(res)).toEqual({
      registered: true,
      user: { username: fields.username, email: fields.email, firstname: "Ada", lastname: "Quill" },
    });
    expect(res.body).not.toMatch(/eyJ/); // no token in the body
    for (const set of res.cookies ?? []) expect(set).toMatch(/HttpOnly; SameSite=Lax/);
    expect(cookies.map((c) => c.split("=")[0]).sort()).toEqual(["tt_id", "tt_refresh"]);
    const me = await handler(event("GET", "/api/auth/me", { cookies }));
    expect(body(me)).toMatchObject({ username: fields.username, firstname: "Ada" });
    expect((await mailTo(fields.email)).map((m) => m.subject)).toEqual(["Welcome to Tabletome"]);
  });

  it("marks cookies Secure when the site is not on loopback", async () => {
    const username = uniqueName();
    const res = await handler(
      event("POST", "/api/auth/register", {
        headers: { host: "tabletome.example", origin: "https://tabletome.example" },
        body: {
          username,
          email: `${username}@example.test`,
          firstname: "A",
          lastname: "B",
          password: "secret123",
          confirmPassword: "secret123",
        },
      }),
    );
    expect(res.statusCode).toBe(200);
    for (const set of res.cookies ?? []) expect(set).toContain("Secure");
  });

  it("refuses a taken username with 409 and the registration message", async () => {
    const { fields } = await register();
    const again = await register({ username: fields.username });
    expect(again.res.statusCode).toBe(409);
    expect(body(again.res)).toEqual({ statusCode: 409, statusMessage: MESSAGES.registerFailed });
  });

  it("names every bad field, refuses unknown ones and mismatched passwords", async () => {
    const res = await handler(
      event("POST", "/api/auth/register", {
        body: {
          username: "a",
          email: "nope",
          firstname: "",
          lastname: "X",
          password: "short",
          confirmPassword: "short",
          admin: true,
        },
      }),
    );
    expect(res.statusCode).toBe(400);
    const paths = body<{ errors: { path: string }[] }>(res)
      .errors.map((e) => e.path)
      .sort();
    expect(paths).toEqual(["/admin", "/email", "/firstname", "/password", "/username"]);
    const mismatch = await register({ confirmPassword: "other1234" });
    expect(mismatch.res.statusCode).toBe(400);
    expect(body(mismatch.res)).toMatchObject({ errors: [{ path: "/confirmPassword" }] });
  });
});

describe("login, me, logout", () => {
  it("answers a wrong password and an unknown user the same way", async () => {
    const { fields } = await register();
    const wrong = await handler(
      event("POST", "/api/auth/login", { body: { username: fields.username, password: "wrongpass1" } }),
    );
    const unknown = await handler(
      event("POST", "/api/auth/login", { body: { username: uniqueName("ghost"), password: "wrongpass1" } }),
    );
    expect(wrong.statusCode).toBe(401);
    expect(body(wrong)).toEqual({
      statusCode: 401,
      statusMessage: "Login Error, check your username and password and try again",
    });
    expect(body(unknown)).toEqual(body(wrong));
  });

  it("signs in, reports the user, refreshes from the refresh token, and logs out for good", async () => {
    const { fields } = await register();
    const login = await handler(
      event("POST", "/api/auth/login", { body: { username: fields.username, password: fields.password } }),
    );
    expect(body(login)).toMatchObject({ loggedIn: true, user: { username: fields.username } });
    const cookies = cookieJar(login);

    const refreshOnly = cookies.filter((c) => c.startsWith("tt_refresh="));
    const refreshed = await handler(event("GET", "/api/auth/me", { cookies: refreshOnly }));
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.cookies?.some((c) => c.startsWith("tt_id="))).toBe(true);

    const out = await handler(event("DELETE", "/api/auth/logout", { cookies }));
    expect(out.statusCode).toBe(204);
    expect(cookieJar(out, cookies)).toEqual([]);
    const after = await handler(event("GET", "/api/auth/me", { cookies: refreshOnly }));
    expect(after.statusCode).toBe(401);
  });

  it("refuses forged, unsigned, expired-without-refresh and foreign tokens", async () => {
    const { cookies } = await register();
    const idToken = cookies.find((c) => c.startsWith("tt_id="))!.slice("tt_id=".length);
    const [h, p] = decodeURIComponent(idToken).split(".");
    const claims = JSON.parse(Buffer.from(p!, "base64url").toString());
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...claims, "cognito:username": "admin" })).toString("base64url")}.${decodeURIComponent(idToken).split(".")[2]}`;
    const none = `${Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url")}.${p}.`;
    const key = await importJWK(
      JSON.parse(
        readFileSync(
          resolve(import.meta.dirname, "../../node_modules/cognito-local/lib/keys/cognitoLocal.private.json"),
          "utf8",
        ),
      ).jwk,
      "RS256",
    );
    const expired = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 })
      .setProtectedHeader({ alg: "RS256", kid: "CognitoLocal" })
      .sign(key);
    const otherAudience = await new SignJWT({
      ...claims,
      aud: "someone-else",
      exp: Math.floor(Date.now() / 1000) + 600,
    })
      .setProtectedHeader({ alg: "RS256", kid: "CognitoLocal" })
      .sign(key);
    for (const token of [tampered, none, expired, otherAudience, "garbage"]) {
      const res = await handler(
        event("GET", "/api/auth/me", { cookies: [`tt_id=${encodeURIComponent(token)}`] }),
      );
      expect(res.statusCode, token.slice(0, 20)).toBe(401);
    }
  });

  it("locks a username out after 5 failed logins with 429 and Retry-After", async () => {
    const { fields } = await register();
    for (let i = 0; i < 5; i++) {
      const res = await handler(
        event("POST", "/api/auth/login", {
          body: { username: fields.username, password: "wrongpass1" },
          ip: `10.0.0.${i}`,
        }),
      );
      expect(res.statusCode).toBe(401);
    }
    const locked = await handler(
      event("POST", "/api/auth/login", {
        body: { username: fields.username, password: fields.password },
        ip: "10.0.1.1",
      }),
    );
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers?.["retry-after"])).toBeGreaterThan(0);
  });

  it("limits one client address to 20 failed logins", async () => {
    for (let i = 0; i < 20; i++) {
      await handler(
        event("POST", "/api/auth/login", {
          body: { username: uniqueName("probe"), password: "wrongpass1" },
          ip: "10.9.9.9",
        }),
      );
    }
    const res = await handler(
      event("POST", "/api/auth/login", {
        body: { username: uniqueName("probe"), password: "wrongpass1" },
        ip: "10.9.9.9",
      }),
    );
    expect(res.statusCode).toBe(429);
  });
});

describe("password reset", () => {
  const tokenFrom = (text: string) => /reset token is: ([A-Z0-9]+)/.exec(text)?.[1];

  it("emails a one-time token that resets the password once", async () => {
    const { fields } = await register();
    const req = await handler(
      event("POST", "/api/auth/reset", {
        body: { username: fields.username, email: fields.email.toUpperCase() },
      }),
    );
    expect(body(req)).toEqual({ message: "reset token sent, check your email" });
    const mail = (await mailTo(fields.email)).find((m) => m.subject.includes("reset"));
    const token = tokenFrom(mail!.body.text)!;
    expect(token).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{10}$/);

    const complete = (t: string, password = "newsecret9") =>
      handler(
        event("POST", "/api/auth/completereset", {
          body: { username: fields.username, email: fields.email, token: t, password, confirm: password },
        }),
      );
    const wrong = await complete("AAAAAAAAAA");
    expect(body(wrong)).toEqual({ statusCode: 400, statusMessage: "could not reset password" });
    expect(body(await complete(token))).toEqual({ message: "password reset successfully" });
    expect((await complete(token, "another99x")).statusCode).toBe(400);

    const oldLogin = await handler(
      event("POST", "/api/auth/login", { body: { username: fields.username, password: fields.password } }),
    );
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await handler(
      event("POST", "/api/auth/login", { body: { username: fields.username, password: "newsecret9" } }),
    );
    expect(newLogin.statusCode).toBe(200);
  });

  it("answers the same for a wrong email or an unknown user, and sends nothing", async () => {
    const { fields } = await register();
    const mismatch = await handler(
      event("POST", "/api/auth/reset", { body: { username: fields.username, email: "other@example.test" } }),
    );
    const unknown = await handler(
      event("POST", "/api/auth/reset", {
        body: { username: uniqueName("ghost"), email: "ghost@example.test" },
      }),
    );
    expect(body(mismatch)).toEqual({ message: "reset token sent, check your email" });
    expect(body(unknown)).toEqual(body(mismatch));
    expect((await mailTo("other@example.test")).length).toBe(0);
  });

  it("stops after 5 wrong tokens and after 3 requests an hour", async () => {
    const { fields } = await register();
    await handler(
      event("POST", "/api/auth/reset", { body: { username: fields.username, email: fields.email } }),
    );
    const token = tokenFrom(
      (await mailTo(fields.email)).find((m) => m.subject.includes("reset"))!.body.text,
    )!;
    const attempt = (t: string) =>
      handler(
        event("POST", "/api/auth/completereset", {
          body: {
            username: fields.username,
            email: fields.email,
            token: t,
            password: "newsecret9",
            confirm: "newsecret9",
          },
        }),
      );
    for (let i = 0; i < 5; i++) expect((await attempt("ZZZZZZZZZZ")).statusCode).toBe(400);
    expect((await attempt(token)).statusCode).toBe(400);
    await handler(
      event("POST", "/api/auth/reset", { body: { username: fields.username, email: fields.email } }),
    );
    await handler(
      event("POST", "/api/auth/reset", { body: { username: fields.username, email: fields.email } }),
    );
    const fourth = await handler(
      event("POST", "/api/auth/reset", { body: { username: fields.username, email: fields.email } }),
    );
    expect(fourth.statusCode).toBe(429);
  });
});

describe("request hygiene", () => {
  it("needs a same-origin Origin, JSON, a sane size and valid JSON", async () => {
    const login = { username: "x", password: "y" };
    const noOrigin = await handler(
      event("POST", "/api/auth/login", { body: login, headers: { origin: "" } }),
    );
    expect(noOrigin.statusCode).toBe(403);
    const foreign = await handler(
      event("POST", "/api/auth/login", { body: login, headers: { origin: "https://evil.example" } }),
    );
    expect(foreign.statusCode).toBe(403);
    const form = await handler(
      event("POST", "/api/auth/login", {
        body: "username=x",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      }),
    );
    expect(form.statusCode).toBe(415);
    const huge = await handler(
      event("POST", "/api/auth/login", {
        body: JSON.stringify({ username: "x".repeat(300 * 1024), password: "y" }),
      }),
    );
    expect(huge.statusCode).toBe(413);
    const broken = await handler(event("POST", "/api/auth/login", { body: "{nope" }));
    expect(body(broken)).toEqual({ statusCode: 400, statusMessage: "Malformed JSON body" });
    expect(inject("userPoolId")).toBeTruthy();
  });
});
