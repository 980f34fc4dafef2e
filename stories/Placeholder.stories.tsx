import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { RouteContext } from "../web/src/app/router/route-context.ts";
import { Placeholder } from "../web/src/components/Placeholder.tsx";
import { routes } from "../web/src/routes.ts";

const runner = routes.find((r) => r.path === "/tools/runner/:id?")!;

const meta = {
  title: "Pages/Placeholder",
  component: Placeholder,
  args: { items: ["Run an encounter: initiative order, hit points, conditions and turns."] },
  render: (args) => (
    <RouteContext.Provider
      value={{
        route: runner,
        params: { id: "enc-1" },
        text: runner.meta.en,
        fullPath: "/tools/runner/enc-1",
      }}
    >
      <div className="site-main">
        <Placeholder {...args} />
      </div>
    </RouteContext.Provider>
  ),
} satisfies Meta<typeof Placeholder>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithRecordId: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole("heading", { name: "Encounter Runner" })).toBeVisible();
    await expect(c.getByText("Opened with the record enc-1.")).toBeVisible();
  },
};
