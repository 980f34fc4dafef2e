import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Bestiary } from "../web/src/components/world/Bestiary.tsx";
import { startAtHash } from "./fixtures/hash.ts";
import { creatures } from "./fixtures/world.ts";

const meta = {
  title: "World/Bestiary",
  component: Bestiary,
  args: { creatures },
  beforeEach: () => startAtHash(null),
  render: (args) => (
    <div className="site-main world-page">
      <Bestiary {...args} />
    </div>
  ),
} satisfies Meta<typeof Bestiary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The list with its filters; a creature expands to its stat block and lore. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText(`Showing ${creatures.length} of ${creatures.length}`)).toBeVisible();
    const owlbear = c.getByRole("button", { name: /^Owlbear/ });
    await expect(owlbear).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(owlbear);
    await expect(owlbear).toHaveAttribute("aria-expanded", "true");
    await expect(await c.findByText("Keen Sight and Smell.")).toBeVisible();
    await userEvent.click(owlbear);
    startAtHash(null);
  },
};

/** Filters: challenge rating from 5 and a type. */
export const Filtered: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.selectOptions(c.getByLabelText("CR from"), "3");
    await waitFor(() => expect(c.queryByRole("button", { name: /^Brineskipper/ })).toBeNull());
    await expect(c.getByRole("button", { name: /^Galewyrm/ })).toBeVisible();
    await userEvent.selectOptions(c.getByLabelText("Type"), "dragon");
    await waitFor(() => expect(c.queryByRole("button", { name: /^Owlbear/ })).toBeNull());
    await userEvent.click(c.getByRole("button", { name: "Clear filters" }));
    await expect(await c.findByRole("button", { name: /^Brineskipper/ })).toBeVisible();
  },
};

/** Opened by its #id: expanded and highlighted. */
export const DeepLink: Story = {
  beforeEach: () => startAtHash("galewyrm"),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await waitFor(() =>
      expect(c.getByRole("button", { name: /^Galewyrm/ })).toHaveAttribute("aria-expanded", "true"),
    );
    await expect(canvasElement.querySelector("#galewyrm")).toHaveClass("is-target");
    await expect(c.getByRole("heading", { name: "Legendary Actions" })).toBeVisible();
    startAtHash(null);
  },
};
