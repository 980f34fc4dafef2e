import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ProgressBar } from "../web/src/app/ProgressBar.tsx";
import { PROGRESS } from "../web/src/app/progress.ts";

const meta = {
  title: "Shell/ProgressBar",
  component: ProgressBar,
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { state: { visible: true, percent: 45, failed: false, running: true } },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole("progressbar");
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute("aria-valuenow", "45");
    await expect(getComputedStyle(bar).height).toBe(`${PROGRESS.heightPx}px`);
  },
};

export const Finished: Story = {
  args: { state: { visible: true, percent: 100, failed: false, running: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
  },
};

/** After an app error the bar fills in the error colour. */
export const Failed: Story = {
  args: { state: { visible: true, percent: 100, failed: true, running: false } },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole("progressbar");
    await expect(bar).toBeVisible();
    await expect(bar).toHaveClass("is-failed");
    const fill = bar.firstElementChild as HTMLElement;
    const danger = getComputedStyle(document.documentElement).getPropertyValue("--bs-danger").trim();
    await expect(danger).not.toBe("");
    await expect(getComputedStyle(fill).backgroundColor).not.toBe(
      getComputedStyle(document.body).backgroundColor,
    );
  },
};
