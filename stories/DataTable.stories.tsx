import type { Meta, StoryObj } from "@storybook/react-vite";
import { useMemo, useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import {
  ChipFilter,
  type DataColumn,
  DataTable,
  FilterBar,
  FlagFilter,
  Haystacks,
  listParam,
  listValue,
  queryWords,
  RangeFilter,
  SearchFilter,
  SelectFilter,
  Tabs,
  useUrlState,
} from "../web/src/components/table/index.ts";

/** The list toolkit on its own: URL filter state, filter bar, tabs and the (virtualised) data table. */

interface Thing {
  id: string;
  name: string;
  kind: "tool" | "weapon" | "trinket";
  weight: number;
  magic: boolean;
  text: string;
}

const KINDS = ["tool", "weapon", "trinket"] as const;
const WORDS = ["amber", "brass", "cedar", "dusk", "ember", "frost", "gilded", "hollow", "iron", "jade"];

function makeThings(n: number): Thing[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `thing-${i + 1}`,
    name: `${WORDS[i % WORDS.length]![0]!.toUpperCase()}${WORDS[i % WORDS.length]!.slice(1)} ${KINDS[i % 3]} ${i + 1}`,
    kind: KINDS[i % 3]!,
    weight: (i * 7) % 23,
    magic: i % 4 === 0,
    text: `A ${WORDS[(i * 3) % WORDS.length]} ${KINDS[i % 3]} with a story of its own.`,
  }));
}

const columns: DataColumn<Thing>[] = [
  { id: "name", header: "Name", cell: (r) => r.name, sortValue: (r) => r.name, width: "40%" },
  { id: "kind", header: "Kind", cell: (r) => r.kind, sortValue: (r) => r.kind },
  {
    id: "weight",
    header: "Weight",
    cell: (r) => `${r.weight} lb`,
    sortValue: (r) => r.weight,
    className: "num",
  },
  {
    id: "magic",
    header: "Magic",
    cell: (r) => (r.magic ? "yes" : "no"),
    className: "d-none d-md-table-cell",
  },
];

const hay = new Haystacks<Thing, "name" | "text">({ name: (r) => r.name, text: (r) => r.text });

function ListDemo({ count, selectable }: { count: number; selectable?: boolean }) {
  const all = useMemo(() => makeThings(count), [count]);
  const [state, set] = useUrlState(0);
  const [selected, setSelected] = useState<Record<string, true>>({});
  const words = queryWords(state.q ?? "");
  const kinds = listParam(state, "kind");
  const tab = state.tab ?? "all";
  const rows = all.filter(
    (r) =>
      (tab === "all" || (tab === "magic") === r.magic) &&
      (!kinds.length || kinds.includes(r.kind)) &&
      (!state.magic || (state.magic === "yes") === r.magic) &&
      (state.min === undefined || r.weight >= Number(state.min)) &&
      (state.max === undefined || r.weight <= Number(state.max)) &&
      hay.matches(r, ["name"], words),
  );
  return (
    <div className="page" style={{ padding: "1rem" }}>
      <FilterBar
        label="Filter things"
        shown={rows.length}
        total={all.length}
        active={Object.keys(state).some((k) => k !== "sort" && k !== "tab")}
        onClear={() => set({ q: null, kind: null, magic: null, min: null, max: null, weight: null })}
        actions={
          selectable ? <span data-testid="selected">{Object.keys(selected).length} selected</span> : null
        }
      >
        <SearchFilter label="Search" value={state.q ?? ""} onChange={(q) => set({ q })} />
        <ChipFilter
          label="Kind"
          options={KINDS.map((k) => ({ value: k, label: k, count: all.filter((r) => r.kind === k).length }))}
          selected={kinds}
          onChange={(v) => set({ kind: listValue(v) })}
        />
        <FlagFilter label="Magic" value={state.magic ?? ""} onChange={(magic) => set({ magic })} />
        <SelectFilter
          label="Weight"
          value={state.weight ?? ""}
          onChange={(weight) => set({ weight })}
          options={[{ value: "light", label: "Light" }]}
        />
        <RangeFilter
          label="Weight (lb)"
          min={state.min ?? ""}
          max={state.max ?? ""}
          onChange={(min, max) => set({ min, max })}
        />
      </FilterBar>
      <Tabs
        label="Things"
        value={tab}
        onChange={(t) => set({ tab: t === "all" ? null : t })}
        tabs={[
          { id: "all", label: "All", count: all.length },
          { id: "magic", label: "Magic", count: all.filter((r) => r.magic).length },
        ]}
      >
        <DataTable
          label="Things"
          rows={rows}
          columns={columns}
          getId={(r) => r.id}
          getTitle={(r) => r.name}
          renderDetail={(r) => <p className="entry-body">{r.text}</p>}
          sort={state.sort}
          onSortChange={(sort) => set({ sort })}
          {...(selectable
            ? { selection: { selected, onChange: (s) => setSelected(s as Record<string, true>) } }
            : {})}
        />
      </Tabs>
    </div>
  );
}

const meta = {
  title: "Lists/DataTable",
  component: ListDemo,
} satisfies Meta<typeof ListDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FilterSortExpand: Story = {
  args: { count: 30 },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const table = c.getByRole("table", { name: "Things" });
    await expect(within(table).getAllByRole("rowheader")).toHaveLength(30);
    await expect(c.getByRole("status")).toHaveTextContent("30 entries");
    // Text search: every word must match.
    await userEvent.type(c.getByLabelText("Search"), "ember tool");
    await waitFor(() => expect(c.getByRole("status")).toHaveTextContent(/Showing \d+ of 30/));
    for (const th of within(table).getAllByRole("rowheader"))
      await expect(th).toHaveTextContent(/Ember tool/);
    await userEvent.click(c.getByRole("button", { name: "Clear filters" }));
    await expect(c.getByRole("status")).toHaveTextContent("30 entries");
    // Facet chips are toggle buttons.
    await userEvent.click(c.getByRole("button", { name: /^weapon/ }));
    await expect(c.getByRole("button", { name: /^weapon/ })).toHaveAttribute("aria-pressed", "true");
    await expect(within(table).getAllByRole("rowheader")).toHaveLength(10);
    // Sorting: ascending, then descending, with aria-sort on the header.
    const weight = c.getByRole("button", { name: /Weight/ });
    await userEvent.click(weight);
    await expect(c.getByRole("columnheader", { name: /Weight/ })).toHaveAttribute("aria-sort", "ascending");
    await userEvent.click(weight);
    await expect(c.getByRole("columnheader", { name: /Weight/ })).toHaveAttribute("aria-sort", "descending");
    // Expanding a row shows its detail and says so.
    const first = within(table).getAllByRole("rowheader")[0]!;
    const toggle = within(first).getByRole("button");
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(within(table).getByText(/with a story of its own/)).toBeVisible();
  },
};

export const Virtualised2000Rows: Story = {
  args: { count: 2000 },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole("status")).toHaveTextContent("2000 entries");
    const table = c.getByRole("table", { name: "Things" });
    // Only the rows near the viewport exist in the DOM.
    const rendered = within(table).getAllByRole("rowheader").length;
    await expect(rendered).toBeGreaterThan(5);
    await expect(rendered).toBeLessThan(100);
    await userEvent.type(c.getByLabelText("Search"), "jade");
    await waitFor(() => expect(c.getByRole("status")).toHaveTextContent("Showing 200 of 2000"));
  },
};

export const TabsAndSelection: Story = {
  args: { count: 12, selectable: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const tabs = c.getAllByRole("tab");
    await expect(tabs[0]).toHaveAttribute("aria-selected", "true");
    tabs[0]!.focus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(c.getByRole("tab", { name: /Magic/ })).toHaveAttribute("aria-selected", "true");
    const table = c.getByRole("table", { name: "Things" });
    await expect(within(table).getAllByRole("rowheader")).toHaveLength(3);
    await userEvent.click(c.getByRole("checkbox", { name: "Select every row shown" }));
    await expect(c.getByTestId("selected")).toHaveTextContent("3 selected");
  },
};
