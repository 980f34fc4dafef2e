import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { installDiceRolls } from "../web/src/app/dice.ts";
import { Toaster } from "../web/src/app/Toaster.tsx";
import { toastStore } from "../web/src/app/toasts.ts";
import { HtmlView } from "../web/src/components/HtmlView.tsx";

/** Output of core/markdown.ts for a paragraph with dice and a JSON code block (shiki, two themes). */
const SAMPLE = `<p>Roll <button type="button" class="dice-roll" data-dice="2d6+3">2d6+3</button> damage.</p>
<pre class="shiki shiki-themes github-light github-dark" style="--shiki-light:#24292e;--shiki-dark:#e1e4e8;--shiki-light-bg:#fff;--shiki-dark-bg:#24292e" tabindex="0"><code><span class="line"><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8">{ </span><span style="--shiki-light:#005CC5;--shiki-dark:#79B8FF">"id"</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8">: </span><span style="--shiki-light:#032F62;--shiki-dark:#9ECBFF">"fireball"</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8">, </span><span style="--shiki-light:#005CC5;--shiki-dark:#79B8FF">"level"</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8">: </span><span style="--shiki-light:#005CC5;--shiki-dark:#79B8FF">3</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8"> }</span></span></code></pre>`;

const meta = {
  title: "Shell/CodeBlock",
  component: HtmlView,
  args: { html: SAMPLE },
  render: (args) => (
    <div style={{ padding: "1rem" }}>
      <HtmlView {...args} />
      <Toaster />
    </div>
  ),
} satisfies Meta<typeof HtmlView>;
export default meta;
type Story = StoryObj<typeof meta>;

const keyColour = (root: HTMLElement) => {
  const key = within(root).getByText('"id"');
  return getComputedStyle(key).color;
};

export const Dark: Story = {
  parameters: { frame: { theme: "dark" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('"fireball"')).toBeVisible();
    await waitFor(() => expect(keyColour(canvasElement)).toBe("rgb(121, 184, 255)"));
  },
};

export const Light: Story = {
  parameters: { frame: { theme: "light" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('"fireball"')).toBeVisible();
    await waitFor(() => expect(keyColour(canvasElement)).toBe("rgb(0, 92, 197)"));
  },
};

/** Clicking a dice button in compiled HTML rolls it (core/rules/dice.ts) and shows the result as a toast. */
export const DiceRoll: Story = {
  beforeEach: () => {
    toastStore.set([]);
    const uninstall = installDiceRolls();
    return () => {
      uninstall();
      toastStore.set([]);
    };
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "2d6+3" }));
    await expect(await within(document.body).findByText("Rolled 2d6+3")).toBeVisible();
    const text = within(document.body).getByText(/= \d+$/).textContent ?? "";
    const total = Number(text.split("=")[1]);
    await expect(total).toBeGreaterThanOrEqual(5);
    await expect(total).toBeLessThanOrEqual(15);
  },
};
