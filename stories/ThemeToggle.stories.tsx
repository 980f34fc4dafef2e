import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { PrerenderContext } from "../web/src/app/prerendering.ts";
import { ThemeToggle } from "../web/src/app/ThemeToggle.tsx";
import { setTheme, THEME_KEY } from "../web/src/app/theme.ts";

const meta = {
  title: "Shell/ThemeToggle",
  component: ThemeToggle,
  beforeEach: () => {
    setTheme("dark");
    return () => setTheme("dark");
  },
} satisfies Meta<typeof ThemeToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Toggles: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const button = c.getByRole("button", { name: "Switch to the light theme" });
    await expect(button).toBeVisible();
    await userEvent.click(button);
    await expect(document.documentElement.getAttribute("data-bs-theme")).toBe("light");
    await expect(localStorage.getItem(THEME_KEY)).toBe("light");
    await expect(c.getByRole("button", { name: "Switch to the dark theme" })).toBeVisible();
  },
};

/** In a prerendered frame: both icons, the theme in force (set before the first paint) shows its own. */
export const Prerendered: Story = {
  render: () => (
    <PrerenderContext.Provider value={true}>
      <ThemeToggle />
    </PrerenderContext.Provider>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const button = c.getByRole("button", { name: "Switch between the light and dark themes" });
    const shown = () =>
      [...button.querySelectorAll("span")]
        .filter((s) => getComputedStyle(s).display !== "none")
        .map((s) => s.className);
    await expect(shown()).toEqual(["when-dark"]);
    document.documentElement.setAttribute("data-bs-theme", "light");
    await expect(shown()).toEqual(["when-light"]);
  },
};
