import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { CalendarView } from "../web/src/components/world/CalendarView.tsx";
import { calendar, materiaCalendar } from "./fixtures/world.ts";

/** The anchor day of both calendars: 2026-01-01 is the first day of their year. */
const anchor = new Date("2026-01-01T12:00:00Z");

const meta = {
  title: "World/Calendar",
  component: CalendarView,
  args: { calendar, today: anchor },
  render: (args) => (
    <div className="site-main world-page">
      <CalendarView {...args} />
    </div>
  ),
} satisfies Meta<typeof CalendarView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Today in Elthelas, highlighted in the month grid, and browsing to the next month. */
export const Elthelas: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText(/Today is Aurday, 1 Vigil 1186 AS\./)).toBeVisible();
    const today = canvasElement.querySelector('.month-grid td[aria-current="date"]');
    await expect(today?.querySelector(".day-number")).toHaveTextContent("1");
    await expect(canvasElement.querySelector(".month-grid td.festival")).not.toBeNull();
    await userEvent.click(c.getByRole("button", { name: "Next month" }));
    await waitFor(() =>
      expect(canvasElement.querySelector(".month-grid caption")).toHaveTextContent("Deepfrost 1186 AS"),
    );
    await expect(canvasElement.querySelector('.month-grid td[aria-current="date"]')).toBeNull();
    await userEvent.click(c.getByRole("button", { name: "This month" }));
    await waitFor(() =>
      expect(canvasElement.querySelector(".month-grid caption")).toHaveTextContent("Vigil 1186 AS"),
    );
  },
};

/** Materia's six-day week. */
export const Materia: Story = {
  args: { calendar: materiaCalendar },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll(".month-grid thead th")).toHaveLength(6);
    await expect(within(canvasElement).getByText(/Today is Gatherday, 1 Hushmere 688 AC\./)).toBeVisible();
  },
};
