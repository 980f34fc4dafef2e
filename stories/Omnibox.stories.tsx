import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { createIndex } from "../core/search.ts";
import Omnibox from "../web/src/components/omnibox/Omnibox.tsx";
import { SrsView } from "../web/src/pages/ref/SrsPage.tsx";
import { INDEX_URL } from "../web/src/state/search.ts";

/** The omnibox and the search page over a small index (served to them by a stand-in fetch). */
const index = createIndex([
  {
    id: "spell:fireball",
    title: "Fireball",
    kind: "spell",
    url: "/options/spells#fireball",
    snippet: "A bright streak, then a roar of flame.",
    level: 3,
    school: "evocation",
  },
  {
    id: "spell:fire-bolt",
    title: "Fire Bolt",
    kind: "spell",
    url: "/options/spells#fire-bolt",
    snippet: "A mote of fire.",
    level: 0,
    school: "evocation",
  },
  {
    id: "magicitem:wand-fireball",
    title: "Wand of Fireball",
    kind: "magicitem",
    url: "/options/equipment#wand-fireball",
    snippet: "Rare Wand, 10000 gp",
  },
  {
    id: "rule:grappling",
    title: "Grappling",
    kind: "rule",
    url: "/ref/srd#grappling",
    snippet: "Seize a creature.",
  },
  {
    id: "creature:ember-imp",
    title: "Ember Imp",
    kind: "creature",
    url: "/elthelas/bestiary#ember-imp",
    snippet: "A small fiend of fire.",
    cr: 1,
  },
]);
const json = JSON.stringify(index);
const realFetch = window.fetch.bind(window);
function serveIndex() {
  window.fetch = (input, init) =>
    String(input).endsWith(INDEX_URL)
      ? Promise.resolve(new Response(json, { headers: { "content-type": "application/json" } }))
      : realFetch(input, init);
  return () => {
    window.fetch = realFetch;
  };
}

function Search({ view }: { view: "omnibox" | "page" }) {
  return view === "omnibox" ? (
    <Omnibox show onHide={() => undefined} />
  ) : (
    <article className="page" style={{ padding: "1rem" }}>
      <SrsView />
    </article>
  );
}

const meta = {
  title: "Search/Omnibox",
  component: Search,
  beforeEach: serveIndex,
} satisfies Meta<typeof Search>;
export default meta;
type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

export const GroupedResults: Story = {
  args: { view: "omnibox" },
  play: async () => {
    const box = await body().findByRole("combobox", { name: "Search rules, spells, items and lore" });
    await userEvent.click(box);
    await userEvent.type(box, "fire");
    const list = body().getByRole("listbox", { name: "Results" });
    await waitFor(() => expect(within(list).getAllByRole("option").length).toBeGreaterThanOrEqual(3));
    await expect(within(list).getByRole("group", { name: "Spells" })).toBeVisible();
    await expect(within(list).getByRole("group", { name: "Magic items" })).toBeVisible();
    await expect(within(list).getAllByRole("option")[0]).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{ArrowDown}");
    await expect(within(list).getAllByRole("option")[1]).toHaveAttribute("aria-selected", "true");
    await expect(box.getAttribute("aria-activedescendant")).toBe(within(list).getAllByRole("option")[1]!.id);
  },
};

export const StructuredFilters: Story = {
  args: { view: "omnibox" },
  play: async () => {
    const box = await body().findByRole("combobox", { name: "Search rules, spells, items and lore" });
    await userEvent.click(box);
    await userEvent.type(box, "in:spell level:0");
    const list = body().getByRole("listbox", { name: "Results" });
    await waitFor(() => expect(within(list).getAllByRole("option")).toHaveLength(1));
    await expect(within(list).getByRole("option")).toHaveTextContent(/Fire Bolt/);
  },
};

export const SearchPage: Story = {
  args: { view: "page" },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByLabelText("Search rules, spells, items and lore"), "cr:1");
    await waitFor(() => expect(c.getByRole("link", { name: /Ember Imp/ })).toBeVisible());
    await expect(c.getByRole("link", { name: /Ember Imp/ })).toHaveAttribute(
      "href",
      "/elthelas/bestiary#ember-imp",
    );
  },
};
