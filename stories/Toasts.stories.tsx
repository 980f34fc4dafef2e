import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import ToastStack from "../web/src/app/ToastStack.tsx";
import type { ToastItem } from "../web/src/app/toasts.ts";

const meta = {
  title: "Shell/Toasts",
  component: ToastStack,
} satisfies Meta<typeof ToastStack>;
export default meta;
type Story = StoryObj<typeof meta>;

const item = (t: Partial<ToastItem> & Pick<ToastItem, "title">): ToastItem => ({
  id: Math.random(),
  variant: "info",
  delay: 0,
  ...t,
});

const body = () => within(document.body);

export const Registered: Story = {
  args: {
    items: [
      item({
        title: { key: "toast.registered.title" },
        body: { key: "toast.registered.body" },
        variant: "success",
      }),
    ],
  },
  play: async () => {
    await expect(body().getByText("Registered")).toBeVisible();
    await expect(body().getByText("You have been registered!")).toBeVisible();
  },
};

export const LoggedIn: Story = {
  args: {
    items: [
      item({
        title: { key: "toast.loggedIn.title" },
        body: { key: "toast.loggedIn.body" },
        variant: "success",
      }),
    ],
  },
  play: async () => {
    await expect(body().getByText("Logged In")).toBeVisible();
  },
};

export const ApiError: Story = {
  args: {
    items: [
      item({
        title: { key: "toast.error.title", vars: { status: 400 } },
        body: { text: "Registration Error, please contact the admin" },
        details: ["password: must be at least 8 characters with a letter and a digit"],
        variant: "danger",
      }),
    ],
  },
  play: async () => {
    await expect(body().getByRole("alert")).toBeVisible();
    await expect(body().getByText("Error 400")).toBeVisible();
    await expect(body().getByText(/must be at least 8 characters/)).toBeVisible();
  },
};

export const DiceRoll: Story = {
  args: {
    items: [
      item({ title: { key: "toast.dice.title", vars: { dice: "2d6+3" } }, body: { text: "4 + 2 + 3 = 9" } }),
    ],
  },
  play: async () => {
    await expect(body().getByText("Rolled 2d6+3")).toBeVisible();
    await expect(body().getByText("4 + 2 + 3 = 9")).toBeVisible();
  },
};

export const Stacked: Story = {
  args: {
    items: [
      item({ title: { key: "toast.loggedOut.title" }, body: { key: "toast.loggedOut.body" } }),
      item({
        title: { key: "toast.error.title", vars: { status: 401 } },
        body: { text: "Not signed in" },
        variant: "danger",
      }),
    ],
  },
  play: async () => {
    await expect(body().getByText("Signed Out")).toBeVisible();
    await expect(body().getByText("Error 401")).toBeVisible();
  },
};

export const Spanish: Story = {
  parameters: { frame: { lang: "es" } },
  args: Registered.args,
  play: async () => {
    await expect(body().getByText("¡Te has registrado!")).toBeVisible();
  },
};
