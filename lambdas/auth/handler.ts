import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import {
  AdminConfirmSignUpCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  AdminUserGlobalSignOutCommand,
  InitiateAuthCommand,
  RevokeTokenCommand,
  SignUpCommand,
} from "@aws-sdk/client-cognito-identity-provider";
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { decodeJwt } from "jose";
import type {
  CompleteResetBody as CompleteReset,
  LoginBody as Login,
  PublicUser,
  RegisterBody as Register,
  ResetBody as Reset,
} from "../../core/schemas/api.ts";
import { CompleteResetBody, LoginBody, RegisterBody, ResetBody } from "../generated/validators.js";
import { cognitoClient, errorName } from "../lib/cognito.ts";
import { readConfig } from "../lib/config.ts";
import { COOKIE, readCookies } from "../lib/cookies.ts";
import { documentClient } from "../lib/db.ts";
import { HttpError, json } from "../lib/http.ts";
import { sendMail } from "../lib/mail.ts";
import { assertUnderLimit, countAttempt, LIMITS } from "../lib/rate-limit.ts";
import { clientIp, readBody, requireSameOrigin } from "../lib/request.ts";
import { router } from "../lib/router.ts";
import {
  clearSessionCookies,
  getSession,
  sessionCookies,
  userFromClaims,
  withSession,
} from "../lib/session.ts";

const config = readConfig();

export const MESSAGES = {
  loginFailed: "Login Error, check your username and password and try again",
  registerFailed: "Registration Error, please contact the admin",
  resetSent: "reset token sent, check your email",
  resetSendFailed: "could not send reset token",
  resetDone: "password reset successfully",
  resetFailed: "could not reset password",
} as const;

/** Reset tokens: 10 characters from an alphabet without look-alikes (no 0/O, 1/I/L). */
export const TOKEN_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const TOKEN_LENGTH = 10;
export const RESET_SECONDS = 3600;
export const RESET_MAX_ATTEMPTS = 5;

const hashToken = (token: string) => createHash("sha256").update(token.trim().toUpperCase()).digest();
const resetKey = (username: string) => ({ pk: `RESET#${username.toLowerCase()}`, sk: "RESET" });

async function signIn(username: string, password: string) {
  const out = await cognitoClient(config).send(
    new InitiateAuthCommand({
      AuthFlow: "USER_PASSWORD_AUTH",
      ClientId: config.userPoolClientId,
      AuthParameters: { USERNAME: username, PASSWORD: password },
    }),
  );
  const idToken = out.AuthenticationResult?.IdToken;
  if (!idToken) throw new HttpError(401, MESSAGES.loginFailed);
  return {
    idToken,
    refreshToken: out.AuthenticationResult?.RefreshToken,
    user: userFromClaims(decodeJwt(idToken)),
  };
}

/** The user's current attributes from the pool (tokens may not carry every attribute). */
async function loadUser(username: string): Promise<PublicUser | undefined> {
  try {
    const out = await cognitoClient(config).send(
      new AdminGetUserCommand({ UserPoolId: config.userPoolId, Username: username }),
    );
    const attr = (name: string) => out.UserAttributes?.find((a) => a.Name === name)?.Value ?? "";
    return {
      username: out.Username ?? username,
      email: attr("email"),
      firstname: attr("given_name"),
      lastname: attr("family_name"),
    };
  } catch (err) {
    if (errorName(err) === "UserNotFoundException") return undefined;
    throw err;
  }
}

async function userEmail(username: string): Promise<string | undefined> {
  return (await loadUser(username))?.email;
}

const sameEmail = (a: string | undefined, b: string) =>
  a !== undefined && a.trim().toLowerCase() === b.trim().toLowerCase();

export const handler = router({
  "POST /api/auth/login": async (event) => {
    const body = readBody<Login>(event, LoginBody, MESSAGES.loginFailed);
    const ip = clientIp(event);
    await assertUnderLimit(config, LIMITS.loginPerUser, body.username);
    await assertUnderLimit(config, LIMITS.loginPerIp, ip);
    let session: Awaited<ReturnType<typeof signIn>>;
    try {
      session = await signIn(body.username, body.password);
    } catch (err) {
      const name = errorName(err);
      // Wrong password and unknown user answer alike, so the API never confirms that an account exists.
      if (
        [
          "NotAuthorizedException",
          "InvalidPasswordException",
          "UserNotFoundException",
          "UserNotConfirmedException",
        ].includes(name) ||
        err instanceof HttpError
      ) {
        await Promise.all([
          countAttempt(config, LIMITS.loginPerUser, body.username),
          countAttempt(config, LIMITS.loginPerIp, ip),
        ]);
        throw new HttpError(401, MESSAGES.loginFailed);
      }
      throw err;
    }
    return json(
      200,
      { loggedIn: true, user: session.user },
      { cookies: sessionCookies(event, session.idToken, session.refreshToken) },
    );
  },

  "POST /api/auth/register": async (event) => {
    const body = readBody<Register>(event, RegisterBody, MESSAGES.registerFailed);
    if (body.password !== body.confirmPassword) {
      throw new HttpError(400, MESSAGES.registerFailed, [
        { path: "/confirmPassword", message: "confirmPassword must match password" },
      ]);
    }
    const cognito = cognitoClient(config);
    try {
      await cognito.send(
        new SignUpCommand({
          ClientId: config.userPoolClientId,
          Username: body.username,
          Password: body.password,
          UserAttributes: [
            { Name: "email", Value: body.email },
            { Name: "given_name", Value: body.firstname },
            { Name: "family_name", Value: body.lastname },
          ],
        }),
      );
    } catch (err) {
      const name = errorName(err);
      if (name === "UsernameExistsException") throw new HttpError(409, MESSAGES.registerFailed);
      if (name === "InvalidPasswordException" || name === "InvalidParameterException")
        throw new HttpError(400, MESSAGES.registerFailed);
      throw err;
    }
    await cognito.send(
      new AdminConfirmSignUpCommand({ UserPoolId: config.userPoolId, Username: body.username }),
    );
    const session = await signIn(body.username, body.password);
    try {
      await sendMail(
        config,
        body.email,
        "Welcome to Tabletome",
        `Hello ${body.firstname},\n\nyour Tabletome account "${body.username}" is ready. Sign in at any time to save characters, encounters and creatures.\n\nHappy adventuring!`,
      );
    } catch (err) {
      // The account exists and the user is signed in; a welcome note that fails to send is only logged.
      console.error(JSON.stringify({ level: "warn", message: "welcome mail failed", error: String(err) }));
    }
    const user: PublicUser = {
      username: body.username,
      email: body.email,
      firstname: body.firstname,
      lastname: body.lastname,
    };
    return json(
      200,
      { registered: true, user },
      { cookies: sessionCookies(event, session.idToken, session.refreshToken) },
    );
  },

  "GET /api/auth/me": async (event) => {
    const session = await getSession(event, config);
    if (!session) throw new HttpError(401, "Not signed in");
    const user = (await loadUser(session.user.username)) ?? session.user;
    return withSession(json(200, user), session);
  },

  "DELETE /api/auth/logout": async (event) => {
    requireSameOrigin(event);
    const refreshToken = readCookies(event).get(COOKIE.refresh);
    if (refreshToken) {
      try {
        await cognitoClient(config).send(
          new RevokeTokenCommand({ ClientId: config.userPoolClientId, Token: refreshToken }),
        );
      } catch {
        // An already revoked or foreign token needs no revoking; the cookies are cleared regardless.
      }
    }
    return { statusCode: 204, headers: { "cache-control": "no-store" }, cookies: clearSessionCookies(event) };
  },

  "POST /api/auth/reset": async (event) => {
    const body = readBody<Reset>(event, ResetBody, MESSAGES.resetSendFailed);
    await assertUnderLimit(config, LIMITS.resetPerUser, body.username);
    await countAttempt(config, LIMITS.resetPerUser, body.username);
    const email = await userEmail(body.username);
    if (email && sameEmail(email, body.email)) {
      const token = Array.from(
        { length: TOKEN_LENGTH },
        () => TOKEN_ALPHABET[randomInt(TOKEN_ALPHABET.length)],
      ).join("");
      await documentClient(config).send(
        new PutCommand({
          TableName: config.tableName,
          Item: {
            ...resetKey(body.username),
            hash: hashToken(token).toString("hex"),
            attempts: 0,
            expiresAt: Math.floor(Date.now() / 1000) + RESET_SECONDS,
          },
        }),
      );
      try {
        await sendMail(
          config,
          email,
          "Your Tabletome password reset token",
          `Someone (we hope you) asked to reset the password of the Tabletome account "${body.username}".\n\nYour reset token is: ${token}\n\nIt works once, within one hour. If you did not ask for it, ignore this mail: your password stays as it is.`,
        );
      } catch {
        throw new HttpError(502, MESSAGES.resetSendFailed);
      }
    }
    return json(200, { message: MESSAGES.resetSent });
  },

  "POST /api/auth/completereset": async (event) => {
    const body = readBody<CompleteReset>(event, CompleteResetBody, MESSAGES.resetFailed);
    if (body.password !== body.confirm) {
      throw new HttpError(400, MESSAGES.resetFailed, [
        { path: "/confirm", message: "confirm must match password" },
      ]);
    }
    const db = documentClient(config);
    const key = resetKey(body.username);
    const item = (await db.send(new GetCommand({ TableName: config.tableName, Key: key }))).Item;
    const now = Math.floor(Date.now() / 1000);
    if (!item || Number(item.expiresAt) < now || Number(item.attempts) >= RESET_MAX_ATTEMPTS)
      throw new HttpError(400, MESSAGES.resetFailed);
    const email = await userEmail(body.username);
    const stored = Buffer.from(String(item.hash), "hex");
    const given = hashToken(body.token);
    const tokenOk = stored.length === given.length && timingSafeEqual(stored, given);
    if (!tokenOk || !sameEmail(email, body.email)) {
      await db.send(
        new UpdateCommand({
          TableName: config.tableName,
          Key: key,
          UpdateExpression: "ADD attempts :one",
          ExpressionAttributeValues: { ":one": 1 },
        }),
      );
      throw new HttpError(400, MESSAGES.resetFailed);
    }
    // Single use: only the request that deletes this exact token may go on to set the password.
    try {
      await db.send(
        new DeleteCommand({
          TableName: config.tableName,
          Key: key,
          ConditionExpression: "#h = :h",
          ExpressionAttributeNames: { "#h": "hash" },
          ExpressionAttributeValues: { ":h": item.hash },
        }),
      );
    } catch (err) {
      if (errorName(err) === "ConditionalCheckFailedException")
        throw new HttpError(400, MESSAGES.resetFailed);
      throw err;
    }
    const cognito = cognitoClient(config);
    try {
      await cognito.send(
        new AdminSetUserPasswordCommand({
          UserPoolId: config.userPoolId,
          Username: body.username,
          Password: body.password,
          Permanent: true,
        }),
      );
    } catch (err) {
      if (errorName(err) === "InvalidPasswordException") throw new HttpError(400, MESSAGES.resetFailed);
      throw err;
    }
    try {
      await cognito.send(
        new AdminUserGlobalSignOutCommand({ UserPoolId: config.userPoolId, Username: body.username }),
      );
    } catch {
      // cognito-local has no global sign-out; in AWS this revokes every refresh token of the user.
    }
    return json(200, { message: MESSAGES.resetDone });
  },
});
