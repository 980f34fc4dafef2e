import type {
  CompleteResetBody,
  LoginBody,
  PublicUser,
  RegisterBody,
  ResetBody,
} from "../../../core/schemas/api.ts";
import { getJson, sendJson } from "./client.ts";

export type { CompleteResetBody, LoginBody, PublicUser, RegisterBody, ResetBody };

/** The auth endpoints of ARCHITECTURE.md section 3; the session itself lives in HttpOnly cookies. */
export const authApi = {
  login: (body: LoginBody) => sendJson<{ loggedIn: true; user: PublicUser }>("POST", "/api/auth/login", body),
  register: (body: RegisterBody) =>
    sendJson<{ registered: true; user: PublicUser }>("POST", "/api/auth/register", body),
  requestReset: (body: ResetBody) => sendJson<{ message: string }>("POST", "/api/auth/reset", body),
  completeReset: (body: CompleteResetBody) =>
    sendJson<{ message: string }>("POST", "/api/auth/completereset", body),
  me: () => getJson<PublicUser>("/api/auth/me"),
  logout: () => sendJson<void>("DELETE", "/api/auth/logout"),
};

export type AuthApi = typeof authApi;
