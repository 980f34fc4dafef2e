import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Timeline } from "../web/src/components/world/Timeline.tsx";
import { startAtHash } from "./fixtures/hash.ts";
import { calendar, events } from "./fixtures/world.ts";

const today = new Date("2026-03-15T12:00:00Z");
const meta = {
  title: "World/Timeline",
  component: Timeline,
  args: { events, calendar, today },
  beforeEach: () => startAtHash(null),
  render: (args) => (
    <div className="site-main world-page">
      <Timeline {...args} />
    </div>
  ),
} satisfies Meta<typeof Timeline>;
export default meta;
type Story = StoryObj<typeof meta>;

const dates = (el: HTMLElement) =>
  [...el.querySelectorAll(".timeline-item:not(.timeline-now) time")].map((t) => t.textContent ?? "");

/** Newest first, dated in the setting's calendar, with today's marker; then oldest first. */
export const NewestFirst: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText("Today")).toBeVisible();
    const newest = dates(canvasElement);
    await expect(newest.length).toBe(events.length);
    await expect(newest.every((d) => d.includes(" AS"))).toBe(true);
    await userEvent.selectOptions(c.getByLabelText("Order"), "oldest");
    await waitFor(() => expect(dates(canvasElement)).toEqual([...newest].reverse()));
  },
};

export const Empty: Story = {
  args: { events: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("No events recorded yet.")).toBeVisible();
  },
};
