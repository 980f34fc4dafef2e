import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { Geography } from "../web/src/components/world/Geography.tsx";
import { WorldMap } from "../web/src/components/world/WorldMap.tsx";
import { startAtHash } from "./fixtures/hash.ts";
import { geography, gods, languages } from "./fixtures/world.ts";

const links = {
  base: "/elthelas",
  era: "AS",
  gods: new Map(gods.map((g) => [g.id, g.name])),
  languages: new Map(languages.map((l) => [l.id, l.Language])),
};

const meta = {
  title: "World/Geography",
  component: Geography,
  args: { geo: geography, links, mapTitle: "Map of Elthelas" },
  beforeEach: () => startAtHash(null),
  render: (args) => (
    <div className="site-main world-page">
      <Geography {...args} />
    </div>
  ),
} satisfies Meta<typeof Geography>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The map and the list, nothing selected yet. */
export const Browse: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText(/Select a place on the map/)).toBeVisible();
    await expect(canvasElement.querySelectorAll("a.map-nation")).toHaveLength(geography.nations.length);
    await expect(canvasElement.querySelectorAll("a.map-city")).toHaveLength(geography.cities.length);
    await expect(canvasElement.querySelectorAll("pattern")).toHaveLength(geography.territories.length);
    await expect(c.getByRole("heading", { name: "Nations" })).toBeVisible();
  },
};

/** A city opened by its #id: the panel links to its nation, the map highlights it. */
export const SelectedCity: Story = {
  beforeEach: () => startAtHash("corvenna"),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await waitFor(() => expect(c.getByRole("heading", { name: "Corvenna", level: 2 })).toBeVisible());
    await expect(c.getAllByRole("link", { name: "The Vastarine Empire" })[0]).toHaveAttribute(
      "href",
      "#vastaris",
    );
    await expect(canvasElement.querySelector("a.map-city.selected")).toHaveAttribute("href", "#corvenna");
    startAtHash(null);
  },
};

/** A nation: capital, languages and gods link onwards. */
export const SelectedNation: Story = {
  beforeEach: () => startAtHash("vastaris"),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await waitFor(() =>
      expect(c.getByRole("heading", { name: "The Vastarine Empire", level: 2 })).toBeVisible(),
    );
    await expect(c.getByText("Capital", { selector: "dt" })).toBeVisible();
    await expect(c.getByText("Founded", { selector: "dt" })).toBeVisible();
    startAtHash(null);
  },
};

/** The map on its own. */
export const MapOnly: StoryObj<typeof WorldMap> = {
  render: () => (
    <div className="site-main world-page">
      <WorldMap geo={geography} title="Map of Elthelas" selected="nadrek" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector("svg.world-map");
    await expect(svg?.getAttribute("viewBox")).toBe("0 0 1000 600");
    await expect(within(canvasElement).getByRole("link", { name: "Nadrek (Nation)" })).toHaveClass(
      "selected",
    );
  },
};
