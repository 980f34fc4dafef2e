import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Header, HeaderSkeleton } from "../web/src/app/Header.tsx";
import { PrerenderContext } from "../web/src/app/prerendering.ts";

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

/**
 * The skeleton as the build prerenders it into each page's static frame: the user's place is kept but
 * shows neither a username nor Login, since the server does not know who is visiting.
 */
export const Prerendered: StoryObj<typeof HeaderSkeleton> = {
  render: () => (
    <PrerenderContext.Provider value={true}>
      <header className="site-header fixed-top">
        <HeaderSkeleton />
      </header>
    </PrerenderContext.Provider>
  ),
  parameters: { frame: { username: "ada" } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole("link", { name: "Tabletome, home page" })).toBeVisible();
    await expect(c.queryByText("ada")).toBeNull();
    await expect(c.queryByRole("button", { name: "Login" })).toBeNull();
    const slot = canvasElement.querySelector(".navbar-skeleton-user .login-button");
    await expect(slot?.getAttribute("aria-hidden")).toBe("true");
  },
};
