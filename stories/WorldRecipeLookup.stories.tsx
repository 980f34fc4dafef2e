import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { RecipeCard, RecipeLookup } from "../web/src/components/world/RecipeLookup.tsx";
import { magicItems } from "./fixtures/world.ts";

const meta = {
  title: "World/RecipeLookup",
  component: RecipeLookup,
  args: { items: magicItems },
  render: (args) => (
    <div className="site-main world-page">
      <RecipeLookup {...args} />
    </div>
  ),
} satisfies Meta<typeof RecipeLookup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Type, pick with the keyboard, read the recipe. */
export const Lookup: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const input = c.getByRole("combobox", { name: "Magic item" });
    await userEvent.type(input, "amulet of h");
    await waitFor(() => expect(within(c.getByRole("listbox")).getAllByRole("option")).toHaveLength(1));
    await userEvent.keyboard("{Enter}");
    await expect(await c.findByRole("heading", { name: "Amulet of Health" })).toBeVisible();
    await expect(c.getByText("tinker's tools", { exact: true })).toBeVisible();
    await expect(c.getByText("18")).toBeVisible();
  },
};

/** Legendary items cannot be crafted. */
export const NotCraftable: StoryObj<typeof RecipeCard> = {
  render: () => (
    <div className="site-main world-page">
      <RecipeCard item={magicItems.find((i) => i.id === "cubic-gate")!} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Not craftable")).toBeVisible();
  },
};
