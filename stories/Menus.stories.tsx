import type { Meta, StoryObj } from "@storybook/react-vite";
import Nav from "react-bootstrap/Nav";
import { expect, userEvent, within } from "storybook/test";
import SiteNavbar, { UserMenu } from "../web/src/app/SiteNavbar.tsx";

const meta = {
  title: "Shell/Menus",
  component: SiteNavbar,
} satisfies Meta<typeof SiteNavbar>;
export default meta;
type Story = StoryObj<typeof meta>;

const opens =
  (menu: string, items: string[]): Story["play"] =>
  async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole("button", { name: menu }));
    for (const item of items) await expect(await c.findByRole("link", { name: item })).toBeVisible();
  };

export const CharacterOptions: Story = {
  play: opens("Character Options", ["Ancestries", "Skill Tricks", "Spells"]),
};
export const Tools: Story = {
  play: opens("Tools", ["Character Builder", "Encounter Runner", "Treasure Generator", "Stronghold Builder"]),
};
export const RulesReference: Story = {
  play: opens("Rules Reference", [
    "System Reference Document",
    "System Reference Search",
    "Creating a Character",
    "Injury Tables",
    "Wild Magic Table",
  ]),
};
export const Elthelas: Story = {
  play: opens("Elthelas", ["Calendar", "Divine Beings", "NPCs"]),
};
export const Materia: Story = {
  play: opens("Materia", ["Ecosystems", "Bestiary"]),
};
export const Kentris: Story = {
  play: opens("Kentris", ["Bestiary"]),
};
export const SpanishOptions: Story = {
  parameters: { frame: { lang: "es" } },
  play: opens("Opciones de personaje", ["Conjuros", "Dotes"]),
};

export const UserMenuSignedIn: StoryObj<typeof UserMenu> = {
  render: () => (
    <Nav>
      <UserMenu />
    </Nav>
  ),
  parameters: { frame: { username: "ada" } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole("button", { name: "ada" }));
    await expect(await c.findByText("Signed in as")).toBeVisible();
    await expect(c.getByRole("link", { name: "Profile" })).toBeVisible();
  },
};

export const UserMenuSignedOut: StoryObj<typeof UserMenu> = {
  render: () => (
    <Nav>
      <UserMenu />
    </Nav>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Login" })).toBeVisible();
  },
};
