import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { GodDetail, GodsTable } from "../web/src/components/world/Gods.tsx";
import { startAtHash } from "./fixtures/hash.ts";
import { gods } from "./fixtures/world.ts";

const meta = {
  title: "World/Gods",
  component: GodsTable,
  args: { gods, caption: "The pantheon" },
  beforeEach: () => startAtHash(null),
  render: (args) => (
    <div className="site-main world-page">
      <GodsTable {...args} />
    </div>
  ),
} satisfies Meta<typeof GodsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The sortable table; a row expands to the god's entry. */
export const Table: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const table = c.getByRole("table", { name: "The pantheon" });
    await expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual([
      expect.stringContaining("Name"),
      expect.stringContaining("Portfolio"),
      expect.stringContaining("Domains"),
      expect.stringContaining("Alignment"),
      expect.stringContaining("Symbol"),
    ]);
    await userEvent.click(c.getByRole("button", { name: /^Alignment/ }));
    await waitFor(() =>
      expect(c.getAllByRole("columnheader").find((h) => h.getAttribute("aria-sort"))).toHaveTextContent(
        "Alignment",
      ),
    );
    const ammeris = c.getByRole("button", { name: "Ammeris" });
    await userEvent.click(ammeris);
    await expect(ammeris).toHaveAttribute("aria-expanded", "true");
    await expect(await c.findByText("Ask the next question.")).toBeVisible();
    startAtHash(null);
  },
};

/** Filtered by domain (the filter lives in the query string). */
export const ByDomain: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.selectOptions(c.getByLabelText("Domain"), "war");
    await waitFor(() => expect(c.queryByRole("button", { name: "Ammeris" })).toBeNull());
    await expect(c.getByRole("button", { name: "Aurun" })).toBeVisible();
  },
};

/** One god's entry on its own. */
export const Detail: StoryObj<typeof GodDetail> = {
  render: () => (
    <div className="site-main world-page">
      <GodDetail god={gods[0]!} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole("heading", { name: "Tenets" })).toBeVisible();
    await expect(c.getByText("Pantheon")).toBeVisible();
  },
};
