import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import type { AuthApi } from "../web/src/api/auth.ts";
import { authApi } from "../web/src/api/auth.ts";
import { ApiError } from "../web/src/api/client.ts";
import AuthPanel from "../web/src/app/AuthPanel.tsx";
import type { AuthTab } from "../web/src/app/auth-panel.ts";
import { Toaster } from "../web/src/app/Toaster.tsx";
import { toastStore } from "../web/src/app/toasts.ts";
import { setAuthApi } from "../web/src/state/session.ts";

function Demo({ initialTab = "login" }: { initialTab?: AuthTab }) {
  const [tab, setTab] = useState<AuthTab>(initialTab);
  const [show, setShow] = useState(true);
  return (
    <>
      <AuthPanel show={show} tab={tab} onTabChange={setTab} onHide={() => setShow(false)} />
      <Toaster />
    </>
  );
}

const meta = {
  title: "Shell/AuthPanel",
  component: Demo,
  beforeEach: () => {
    toastStore.set([]);
    return () => toastStore.set([]);
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The panel renders in a portal on <body>, outside the story's canvas, and fades in. */
const body = () => within(document.body);
async function dialog() {
  const el = await body().findByRole("dialog");
  await waitFor(() => expect(el).toBeVisible());
  return el;
}

export const Login: Story = {
  play: async () => {
    const d = within(await dialog());
    await expect(d.getByRole("tab", { name: "Login", selected: true })).toBeVisible();
    await expect(d.getByLabelText("Username")).toBeRequired();
    await expect(d.getByLabelText("Password")).toBeRequired();
  },
};

export const Register: Story = {
  args: { initialTab: "register" },
  play: async () => {
    const d = within(await dialog());
    for (const label of ["Username", "Email", "First Name", "Last Name", "Password", "Confirm Password"])
      await expect(d.getByLabelText(label)).toBeVisible();
    await userEvent.type(d.getByLabelText("Password"), "secret123");
    await userEvent.type(d.getByLabelText("Confirm Password"), "secret124");
    await expect(await d.findByText("Password does not match")).toBeVisible();
    // Not blocked on the client: the button stays enabled.
    await expect(d.getByRole("button", { name: "Register" })).toBeEnabled();
  },
};

export const RequestResetToken: Story = {
  args: { initialTab: "reset" },
  play: async () => {
    const d = within(await dialog());
    await expect(d.getByRole("tab", { name: "Request Reset Token", selected: true })).toBeVisible();
    await expect(d.getByRole("button", { name: "Send Reset Token" })).toBeVisible();
  },
};

export const ResetPassword: Story = {
  args: { initialTab: "completereset" },
  play: async () => {
    const d = within(await dialog());
    await expect(d.getByLabelText("Reset Token")).toHaveAttribute("type", "password");
    await expect(d.getByLabelText("Confirm Password")).toBeVisible();
  },
};

export const SwitchingTabs: Story = {
  play: async () => {
    const d = within(await dialog());
    await userEvent.click(d.getByRole("tab", { name: "Register" }));
    const first = await d.findByLabelText("First Name");
    await waitFor(() => expect(first).toBeVisible());
  },
};

export const Spanish: Story = {
  parameters: { frame: { lang: "es" } },
  play: async () => {
    const d = within(await dialog());
    await expect(d.getByRole("tab", { name: "Iniciar sesión" })).toBeVisible();
    await expect(d.getByLabelText("Nombre de usuario")).toBeVisible();
  },
};

const failing: AuthApi = {
  ...authApi,
  login: async () => {
    throw new ApiError({
      statusCode: 401,
      statusMessage: "Login Error, check your username and password and try again",
    });
  },
};

/** A refused login: the toast is titled 'Error 401' with the server's message. */
export const LoginError: Story = {
  beforeEach: () => {
    setAuthApi(failing);
    return () => setAuthApi(authApi);
  },
  play: async () => {
    const d = within(await dialog());
    await userEvent.type(d.getByLabelText("Username"), "ada");
    await userEvent.type(d.getByLabelText("Password"), "wrong-password");
    await userEvent.click(d.getByRole("button", { name: "Login" }));
    await waitFor(() => expect(body().getByText("Error 401")).toBeVisible());
    await expect(body().getByText(/Login Error/)).toBeVisible();
  },
};
