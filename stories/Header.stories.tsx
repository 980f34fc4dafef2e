import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Header, HeaderSkeleton } from "../web/src/app/Header.tsx";

const meta = {
  title: "Shell/Header",
  component: Header,
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole("link", { name: "Tabletome, home page" })).toBeVisible();
    await expect(await c.findByRole("button", { name: "Character Options" })).toBeVisible();
    await expect(c.getByRole("button", { name: "Login" })).toBeVisible();
  },
};

export const SignedIn: Story = {
  parameters: { frame: { username: "ada" } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const menu = await c.findByRole("button", { name: "ada" });
    await expect(menu).toBeVisible();
    await userEvent.click(menu);
    await expect(await c.findByText("Signed in as")).toBeVisible();
    await expect(c.getByRole("link", { name: "Profile" })).toBeVisible();
    await expect(c.getByRole("button", { name: "Sign Out" })).toBeVisible();
  },
};

export const Spanish: Story = {
  parameters: { frame: { lang: "es" } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole("button", { name: "Opciones de personaje" })).toBeVisible();
    await expect(c.getByRole("button", { name: "Iniciar sesión" })).toBeVisible();
  },
};

/** What the header shows for the first paint, before the menus' chunk arrives. */
export const Skeleton: StoryObj<typeof HeaderSkeleton> = {
  render: () => (
    <header className="site-header fixed-top">
      <HeaderSkeleton />
    </header>
  ),
  parameters: { frame: { username: "ada" } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole("link", { name: "Tabletome, home page" })).toBeVisible();
    await expect(canvasElement.querySelector(".brand img")?.getAttribute("src")).toBe("/brand/logo.svg");
    await expect(c.getByText("ada")).toBeVisible();
  },
};
