import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { StatBlock } from "../web/src/components/world/StatBlock.tsx";
import { creatures } from "./fixtures/world.ts";

const galewyrm = creatures.find((c) => c.id === "galewyrm")!;
const swarm = creatures.find((c) => c.id === "barrowmoth-swarm")!;

const meta = {
  title: "World/StatBlock",
  component: StatBlock,
  args: { creature: galewyrm },
  render: (args) => (
    <div className="site-main">
      <StatBlock {...args} />
    </div>
  ),
} satisfies Meta<typeof StatBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A legendary creature: every section of the 5e layout, with the hit dice as a roll button. */
export const Legendary: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole("heading", { name: "Galewyrm" })).toBeVisible();
    for (const label of ["Armor Class", "Hit Points", "Speed", "Senses", "Challenge", "Proficiency Bonus"]) {
      await expect(c.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(c.getByRole("heading", { name: "Legendary Actions" })).toBeVisible();
    await expect(c.getByText("12 (8,400 XP)", { exact: false })).toBeVisible();
    const table = c.getByRole("table", { name: "Ability scores" });
    await expect(within(table).getAllByRole("columnheader")).toHaveLength(6);
    const hitDice = canvasElement.querySelector<HTMLButtonElement>("button.dice-roll");
    await expect(hitDice?.dataset.dice).toBe(galewyrm.hitDice.replace(/\s+/g, ""));
  },
};

/** A swarm: resistances and condition immunities. */
export const Swarm: Story = {
  args: { creature: swarm },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText("Damage Resistances")).toBeVisible();
    await expect(c.getByText("Condition Immunities")).toBeVisible();
    await expect(c.getByText("Languages").parentElement).toHaveTextContent("Languages —");
  },
};

export const Spanish: Story = {
  parameters: { frame: { lang: "es" } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText("Clase de Armadura")).toBeVisible();
    await expect(c.getByText("Acciones legendarias")).toBeVisible();
    await expect(c.getByText("FUE")).toBeVisible();
  },
};
