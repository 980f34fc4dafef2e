import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { LoreArticle } from "../web/src/components/world/Lore.tsx";
import { loreHtml } from "./fixtures/world.ts";

const meta = {
  title: "World/LoreArticle",
  component: LoreArticle,
  args: { html: loreHtml },
  render: (args) => (
    <div className="site-main world-page">
      <LoreArticle {...args} />
    </div>
  ),
} satisfies Meta<typeof LoreArticle>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A long page: its headings get ids and a table of contents. */
export const WithContents: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const toc = c.getByRole("navigation", { name: "On this page" });
    const links = within(toc).getAllByRole("link");
    await expect(links.length).toBeGreaterThanOrEqual(3);
    const target = links[0]!.getAttribute("href")!.slice(1);
    await expect(canvasElement.querySelector(`h2#${target}`)).not.toBeNull();
  },
};

/** A short one has no contents. */
export const Short: Story = {
  args: { html: "<p>Only a paragraph.</p>" },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.queryByRole("navigation")).toBeNull();
    await expect(c.getByText("Only a paragraph.")).toBeVisible();
  },
};
