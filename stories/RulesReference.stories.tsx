import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { CreateView } from "../web/src/pages/ref/CreatePage.tsx";
import { InjuryView } from "../web/src/pages/ref/InjuryPage.tsx";
import { RollTable } from "../web/src/pages/ref/RollTable.tsx";
import { SrdView } from "../web/src/pages/ref/SrdPage.tsx";
import { WildMagicView } from "../web/src/pages/ref/WildMagicPage.tsx";
import { guideHtml, injuries, ruleCategories, rules, surges } from "./fixtures/reading.ts";

/** The building blocks of the /ref pages, on small made-up data. */
function Reference({ view }: { view: "srd" | "wild" | "injury" | "create" | "fixed" }) {
  return (
    <article className="page ref-page" style={{ padding: "1rem" }}>
      {view === "srd" ? <SrdView rules={rules} categories={ruleCategories} /> : null}
      {view === "wild" ? <WildMagicView surges={surges} html="<p>When magic slips.</p>" /> : null}
      {view === "injury" ? <InjuryView injuries={injuries} html="<p>When wounds last.</p>" /> : null}
      {view === "create" ? <CreateView html={guideHtml} /> : null}
      {view === "fixed" ? (
        <RollTable
          caption="Fixed roll"
          rows={surges.map((s) => ({ id: s.id, min: s.Min, max: s.Max, effect: s.Effect }))}
          random={() => 0.42}
        />
      ) : null}
    </article>
  );
}

const meta = { title: "Rules reference/Pages", component: Reference } satisfies Meta<typeof Reference>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Srd: Story = {
  args: { view: "srd" },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    // isCollapsed: "Lanterns" starts open, "Darkness" closed.
    await expect(canvasElement.querySelector("details#lanterns")).toHaveAttribute("open");
    await expect(canvasElement.querySelector("details#darkness")).not.toHaveAttribute("open");
    await expect(c.getByRole("navigation", { name: "Contents" })).toBeVisible();
    await userEvent.click(c.getByRole("button", { name: "Expand all" }));
    await waitFor(() => expect(canvasElement.querySelector("details#darkness")).toHaveAttribute("open"));
    await userEvent.type(c.getByRole("searchbox", { name: "Filter the rules" }), "push");
    await waitFor(() => expect(c.getByText("1 of 3 rules match")).toBeVisible());
  },
};

export const WildMagicRoll: Story = {
  args: { view: "fixed" },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole("button", { name: "Roll d100" }));
    // random() = 0.42 -> 43, the row 41-50.
    await expect(c.getByText("You rolled 43")).toBeVisible();
    await expect(canvasElement.querySelector("tr.is-rolled")).toHaveAttribute("id", "surge-5");
  },
};

export const WildMagicPage: Story = {
  args: { view: "wild" },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole("table", { name: "Wild magic surges" })).toBeVisible();
    await expect(c.getByRole("heading", { name: "Running wild magic" })).toBeVisible();
  },
};

export const InjuryTables: Story = {
  args: { view: "injury" },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText("Also used for Thunder damage.")).toBeVisible();
    await userEvent.click(c.getByRole("tab", { name: "Fire" }));
    await expect(c.getByRole("table", { name: "Lingering injuries: Fire" })).toBeVisible();
    await userEvent.click(c.getByRole("button", { name: "Roll d100" }));
    await expect(canvasElement.querySelector("tr.is-rolled")).not.toBeNull();
  },
};

export const CreationGuide: Story = {
  args: { view: "create" },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(within(c.getByRole("navigation", { name: "Steps" })).getAllByRole("listitem")).toHaveLength(
      3,
    );
    await expect(c.getByRole("link", { name: "Browse ancestries" })).toHaveAttribute(
      "href",
      "/options/ancestries",
    );
    await expect(c.getAllByRole("link", { name: "Open the character builder" })[0]).toBeVisible();
  },
};
