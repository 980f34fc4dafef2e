import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { LanguagesTable } from "../web/src/components/world/LanguagesTable.tsx";
import { startAtHash } from "./fixtures/hash.ts";
import { languages } from "./fixtures/world.ts";

const meta = {
  title: "World/Languages",
  component: LanguagesTable,
  args: { languages, caption: "Languages" },
  beforeEach: () => startAtHash(null),
  render: (args) => (
    <div className="site-main world-page">
      <LanguagesTable {...args} />
    </div>
  ),
} satisfies Meta<typeof LanguagesTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Table: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getAllByRole("row")).toHaveLength(languages.length + 1);
    await userEvent.click(c.getByRole("button", { name: /^Language/ }));
    await waitFor(() =>
      expect(c.getByRole("columnheader", { name: /Language/ })).toHaveAttribute("aria-sort", "descending"),
    );
  },
};
