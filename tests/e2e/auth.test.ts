import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launch } from "./browser.ts";
import { closePage, openPage, waitForPage } from "./shell.ts";

/**
 * The sign-in panel against the real auth API (lambdas/auth behind `tt serve`, cognito-local, and the SES
 * stand-in whose /store holds the mail the API sent).
 */

let browser: Browser;
let page: Page;
const base = () => inject("baseUrl");
const user = {
  username: `e2e${Date.now().toString(36)}`,
  email: "",
  firstname: "Ada",
  lastname: "Lovelace",
  password: "Quill4ndInk",
  newPassword: "N3wQuillAndInk",
};
user.email = `${user.username}@example.org`;

beforeAll(async () => {
  browser = await launch();
  page = await openPage(browser);
});
afterAll(async () => {
  if (page) await closePage(page);
  await browser?.close();
});

const dialog = () => page.getByRole("dialog");
const toast = (title: string) =>
  page.locator(".toast").filter({ has: page.getByText(title, { exact: true }) });

async function openPanel(tab: "Login" | "Register" | "Request Reset Token" | "Reset Password" = "Login") {
  await page.getByRole("button", { name: "Login" }).click();
  await dialog().waitFor();
  if (tab !== "Login") await dialog().getByRole("tab", { name: tab }).click();
}

type FormName = "login" | "register" | "reset" | "completereset";
/** One tab's form, found by name (not by "the active pane", which is ambiguous while tabs fade). */
const form = (name: FormName) => dialog().locator(`form[data-form="${name}"]`);

async function fill(name: FormName, fields: Record<string, string>) {
  await form(name).waitFor();
  for (const [label, value] of Object.entries(fields)) {
    await form(name).getByLabel(label, { exact: true }).fill(value);
  }
}

const submit = (name: FormName, button: string) => form(name).getByRole("button", { name: button }).click();

interface StoredMail {
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
}

async function mailTo(address: string, subject: RegExp): Promise<StoredMail> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const res = await fetch(`${inject("sesEndpoint")}/store`);
    const { emails } = (await res.json()) as { emails: StoredMail[] };
    const found = emails.filter((m) => m.destination.to.includes(address) && subject.test(m.subject)).at(-1);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail to ${address} matching ${subject}`);
}

describe("sign-in panel against the auth API", () => {
  it("registers: toast 'Registered', the panel closes and the header shows the username", async () => {
    await page.goto(base());
    await openPanel("Register");
    await fill("register", {
      Username: user.username,
      Email: user.email,
      "First Name": user.firstname,
      "Last Name": user.lastname,
      Password: user.password,
      "Confirm Password": user.password,
    });
    await submit("register", "Register");
    await toast("Registered").getByText("You have been registered!").waitFor();
    await dialog().waitFor({ state: "hidden" });
    // The success toast is readable in the default (dark) theme.
    const axe = await new AxeBuilder({ page }).include(".tt-toasts").withRules(["color-contrast"]).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(" | ")}`)).toEqual([]);
    await page.getByRole("button", { name: user.username }).waitFor();
    // Only the name is remembered in the browser, never a token.
    const stored = await page.evaluate(() => ({ ...localStorage }));
    expect(stored["tt:username"]).toBe(user.username);
    expect(JSON.stringify(stored)).not.toMatch(/eyJ|token/i);
  });

  it("remembers the name for the first paint and confirms it with /api/auth/me", async () => {
    await page.reload();
    await page.getByRole("button", { name: user.username }).waitFor();
    const me = await page.evaluate(async () => (await fetch("/api/auth/me")).json());
    expect(me).toMatchObject({ username: user.username, email: user.email });
  });

  it("signs out from the user menu", async () => {
    await page.getByRole("button", { name: user.username }).click();
    await page.getByText("Signed in as").waitFor();
    await page.getByRole("button", { name: "Sign Out" }).click();
    await toast("Signed Out").waitFor();
    await page.getByRole("button", { name: "Login" }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem("tt:username"))).toBeNull();
    const status = await page.evaluate(async () => (await fetch("/api/auth/me")).status);
    expect(status).toBe(401);
  });

  it("shows an 'Error 401' toast with the server's message for a wrong password", async () => {
    await openPanel("Login");
    await fill("login", { Username: user.username, Password: "not-the-password1" });
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/auth/login");
    await submit("login", "Login");
    expect((await answer).status()).toBe(401);
    // Any error toast first, so a different status shows up as itself rather than as a timeout.
    const error = page
      .locator(".toast")
      .filter({ hasText: /Error \d+/ })
      .first();
    await error.waitFor();
    await expect(error.locator(".toast-title").textContent()).resolves.toBe("Error 401");
    await error.getByText("Login Error, check your username and password and try again").waitFor();
    // The panel stays open for another try.
    await expect(dialog().isVisible()).resolves.toBe(true);
    await page.keyboard.press("Escape");
    await dialog().waitFor({ state: "hidden" });
  });

  it("resets a forgotten password with the token from the email, then logs in with the new one", async () => {
    await openPanel("Request Reset Token");
    await fill("reset", { Username: user.username, Email: user.email });
    await submit("reset", "Send Reset Token");
    await toast("Reset Token").getByText("reset token sent, check your email").waitFor();
    // The panel moves on to Reset Password with the name and address carried over.
    await dialog().getByRole("tab", { name: "Reset Password", selected: true }).waitFor();
    const mail = await mailTo(user.email, /reset token/i);
    const token = /reset token is: ([A-Z0-9]+)/.exec(mail.body.text ?? mail.body.html ?? "")?.[1];
    expect(token).toBeTruthy();
    const tokenInput = form("completereset").getByLabel("Reset Token", { exact: true });
    expect(await tokenInput.getAttribute("type")).toBe("password");
    expect(await form("completereset").getByLabel("Username", { exact: true }).inputValue()).toBe(
      user.username,
    );
    expect(await form("completereset").getByLabel("Email", { exact: true }).inputValue()).toBe(user.email);
    await fill("completereset", {
      "Reset Token": token!,
      Password: user.newPassword,
      "Confirm Password": user.newPassword,
    });
    await submit("completereset", "Reset Password");
    await toast("Password Reset").getByText("password reset successfully").waitFor();
    await dialog().getByRole("tab", { name: "Login", selected: true }).waitFor();
    expect(await form("login").getByLabel("Username", { exact: true }).inputValue()).toBe(user.username);
    await fill("login", { Password: user.newPassword });
    await submit("login", "Login");
    await toast("Logged In").waitFor();
    await dialog().waitFor({ state: "hidden" });
    await page.getByRole("button", { name: user.username }).waitFor();
  });

  it("continues to a guarded page after signing in from the panel it opened", async () => {
    await page.getByRole("button", { name: user.username }).click();
    await page.getByRole("button", { name: "Sign Out" }).click();
    await page.getByRole("button", { name: "Login" }).waitFor();
    await page.goto(`${base()}/profile`);
    await dialog().waitFor();
    await fill("login", { Username: user.username, Password: user.newPassword });
    await submit("login", "Login");
    await page.getByRole("heading", { name: "Profile", level: 1 }).waitFor();
    await waitForPage(page);
    await page.locator('[data-field="username"]').getByText(user.username).waitFor();
    await page.locator('[data-kind="characters"]').getByText("None yet.").waitFor();
    expect(new URL(page.url()).pathname).toBe("/profile");
  });
});
