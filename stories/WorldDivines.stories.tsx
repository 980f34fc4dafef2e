import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Divines } from "../web/src/components/world/Divines.tsx";
import { startAtHash } from "./fixtures/hash.ts";
import { divines } from "./fixtures/world.ts";

const meta = {
  title: "World/Divines",
  component: Divines,
  args: { divines },
  beforeEach: () => startAtHash(null),
  render: (args) => (
    <div className="site-main world-page">
      <Divines {...args} />
    </div>
  ),
} satisfies Meta<typeof Divines>;
export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    for (const d of divines) await expect(c.getByRole("heading", { name: d.name })).toBeVisible();
    await userEvent.type(c.getByLabelText("Search"), divines[0]!.kind);
    await waitFor(() =>
      expect(c.getAllByRole("heading", { level: 2 }).length).toBeLessThanOrEqual(divines.length),
    );
    await expect(c.getByRole("heading", { name: divines[0]!.name })).toBeVisible();
  },
};
