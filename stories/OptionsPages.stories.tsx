import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { AncestriesView } from "../web/src/pages/options/AncestriesPage.tsx";
import { BackgroundsView } from "../web/src/pages/options/BackgroundsPage.tsx";
import { ClassesView } from "../web/src/pages/options/ClassesPage.tsx";
import { EquipmentView } from "../web/src/pages/options/EquipmentPage.tsx";
import { MagicItemCatalogue } from "../web/src/pages/options/MagicItems.tsx";
import { SpellsView } from "../web/src/pages/options/SpellsPage.tsx";
import {
  ancestries,
  backgrounds,
  classes,
  equipmentStatics,
  fightingStyles,
  magicItems,
  spells,
} from "./fixtures/reading.ts";

/** The building blocks of the /options pages, on small made-up data. */
function Options({
  view,
}: {
  view: "spells" | "classes" | "backgrounds" | "ancestries" | "equipment" | "magic";
}) {
  return (
    <article className="page options-page" style={{ padding: "1rem" }}>
      {view === "spells" ? <SpellsView spells={spells} /> : null}
      {view === "classes" ? (
        <ClassesView classes={classes} fightingStyles={fightingStyles} spells={spells} />
      ) : null}
      {view === "backgrounds" ? <BackgroundsView backgrounds={backgrounds} /> : null}
      {view === "ancestries" ? <AncestriesView ancestries={ancestries} /> : null}
      {view === "equipment" ? <EquipmentView statics={equipmentStatics} /> : null}
      {view === "magic" ? <MagicItemCatalogue items={catalogue} /> : null}
    </article>
  );
}
const catalogue = magicItems(1500);

const meta = { title: "Options/Pages", component: Options } satisfies Meta<typeof Options>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Spells: Story = {
  args: { view: "spells" },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const filters = canvasElement.querySelector<HTMLElement>('search[aria-label="Filter spells"]')!;
    await userEvent.click(within(filters).getByRole("button", { name: /^3\b/ }));
    await userEvent.click(within(filters).getByRole("button", { name: /^Evocation/ }));
    const table = c.getByRole("table", { name: "Spells" });
    await waitFor(() => expect(within(table).getAllByRole("rowheader")).toHaveLength(1));
    await userEvent.click(within(table).getByRole("button", { name: /Sun Lance/ }));
    await expect(within(table).getByText("3rd-level evocation")).toBeVisible();
    await expect(within(table).getByRole("button", { name: "3d6" })).toBeVisible();
  },
};

export const ClassWithLevelTable: Story = {
  args: { view: "classes" },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole("button", { name: /Lamplighter/ }));
    const table = c.getByRole("table", { name: "The Lamplighter" });
    const row = within(table).getByRole("row", { name: /^5th/ });
    await expect(row).toHaveTextContent("+3");
    await expect(c.getByRole("heading", { name: "Path of the Hearth" })).toBeVisible();
    await expect(c.getByRole("link", { name: "Sun Lance" })).toHaveAttribute(
      "href",
      "/options/spells#sun-lance",
    );
    await expect(c.getByRole("table", { name: "Fighting styles" })).toBeVisible();
  },
};

export const Backgrounds: Story = {
  args: { view: "backgrounds" },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.selectOptions(c.getByLabelText("Skill"), "history");
    const table = c.getByRole("table", { name: "Backgrounds" });
    await waitFor(() => expect(within(table).getAllByRole("rowheader")).toHaveLength(1));
    await userEvent.click(within(table).getByRole("button", { name: /Scribe/ }));
    await expect(within(table).getByRole("heading", { name: /Archive Access/ })).toBeVisible();
  },
};

export const Ancestries: Story = {
  args: { view: "ancestries" },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole("button", { name: /^DEX/ }));
    const table = c.getByRole("table", { name: "Ancestries" });
    await waitFor(() => expect(within(table).getAllByRole("rowheader")).toHaveLength(1));
    await userEvent.click(within(table).getByRole("button", { name: /Moth-folk/ }));
    await expect(within(table).getByRole("heading", { name: "Lantern Moth" })).toBeVisible();
  },
};

export const EquipmentTabs: Story = {
  args: { view: "equipment" },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole("tab", { name: /Adventuring gear/ })).toHaveAttribute("aria-selected", "true");
    await expect(c.getByText("1 cp")).toBeVisible();
    await userEvent.click(c.getByRole("tab", { name: /^Weapons/ }));
    await expect(c.getByRole("button", { name: "1d6" })).toBeVisible();
    await userEvent.click(c.getByRole("tab", { name: /^Magic items/ }));
    await expect(c.getByRole("tab", { name: /^Wands/ })).toBeVisible();
  },
};

export const MagicItemCatalogue1500: Story = {
  args: { view: "magic" },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const filters = canvasElement.querySelector<HTMLElement>('search[aria-label="Filter magic items"]')!;
    await expect(within(filters).getByRole("status")).toHaveTextContent("1500 entries");
    await userEvent.click(c.getByRole("tab", { name: /^Wands/ }));
    await userEvent.click(within(filters).getByRole("button", { name: /^Rare/ }));
    await waitFor(() => expect(within(filters).getByRole("status")).toHaveTextContent("Showing 60 of 1500"));
    await expect(c.getByRole("tab", { name: /^Wands/ })).toHaveTextContent("Wands60");
    await userEvent.type(within(filters).getByLabelText("Min", { exact: false }), "4500");
    await waitFor(() => expect(within(filters).getByRole("status")).toHaveTextContent(/Showing \d+ of 1500/));
    const table = c.getByRole("table", { name: "Magic items" });
    const first = within(table).getAllByRole("rowheader")[0]!;
    await userEvent.click(within(first).getByRole("button"));
    await expect(within(table).getByRole("heading", { name: "Crafting recipe" })).toBeVisible();
    await userEvent.click(within(table).getAllByRole("checkbox")[1]!);
    await expect(within(filters).getByRole("button", { name: "Print cards (1)" })).toBeEnabled();
  },
};
