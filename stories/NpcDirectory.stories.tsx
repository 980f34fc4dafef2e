import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { ApiError } from "../web/src/api/client.ts";
import { NpcDirectory } from "../web/src/components/world/NpcDirectory.tsx";
import type { NpcApi, NpcRecord } from "../web/src/state/world.ts";
import { startAtHash } from "./fixtures/hash.ts";
import { contentNpcs } from "./fixtures/world.ts";

/** An NPC of the signed-in user "ada". */
const own: NpcRecord = {
  _id: "0b6c2f7e-1111-4c3a-9a55-5d2c0e6a0001",
  name: "Wendeline Marsh",
  setting: "elthelas",
  ancestry: "human",
  occupation: "Lamp-keeper of the Tines",
  status: "alive",
  tags: ["lamps"],
  gmOnly: true,
  description: "Keeps the last lamp on the reef.",
  descriptionHtml: "<p>Keeps the last lamp on the reef.</p>",
  owner: "sub-ada",
  ownerName: "ada",
  version: 1,
};

type Behaviour = "ok" | "invalid" | "conflict";

/** An in-memory NPC API that can refuse saves the way the real one does. */
function fakeApi(list: NpcRecord[], behaviour: Behaviour): NpcApi {
  const refuse = () => {
    if (behaviour === "invalid")
      throw new ApiError({
        statusCode: 400,
        statusMessage: "Bad Request",
        errors: [
          { path: "/name", message: "name must be 1 to 120 characters" },
          { path: "/tags/0", message: "tags[0] must NOT have more than 40 characters" },
        ],
      });
    if (behaviour === "conflict")
      throw new ApiError({
        statusCode: 409,
        statusMessage: "Someone else changed this NPC; reload to see their version",
      });
  };
  return {
    get: async (id) => list.find((n) => n._id === id)!,
    create: async (body) => {
      refuse();
      const npc = { ...body, _id: `new-${list.length}`, owner: "sub-ada", ownerName: "ada", version: 1 };
      list.push(npc);
      return npc;
    },
    update: async (body) => {
      refuse();
      const i = list.findIndex((n) => n._id === body._id);
      const npc = { ...list[i]!, ...body, version: body.version + 1 };
      list[i] = npc;
      return npc;
    },
    remove: async (id) => {
      const i = list.findIndex((n) => n._id === id);
      if (i >= 0) list.splice(i, 1);
      return { deletedCount: i >= 0 ? 1 : 0 };
    },
  };
}

function Harness({ behaviour, username }: { behaviour: Behaviour; username: string | null }) {
  const [store] = useState(() => [...contentNpcs, own]);
  const [npcs, setNpcs] = useState<NpcRecord[]>(() => [...store]);
  const [api] = useState(() => fakeApi(store, behaviour));
  return (
    <div className="site-main world-page">
      <NpcDirectory
        setting="elthelas"
        npcs={npcs}
        username={username}
        api={api}
        onChanged={async () => setNpcs([...store])}
      />
    </div>
  );
}

const meta = {
  title: "World/NpcDirectory",
  component: Harness,
  args: { behaviour: "ok", username: "ada" },
  beforeEach: () => startAtHash(null),
  parameters: { frame: { username: "ada" } },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Visitors read and filter; adding needs a sign-in. */
export const SignedOut: Story = {
  args: { username: null },
  parameters: { frame: { username: null } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole("button", { name: "Sign in" })).toBeVisible();
    await expect(c.queryByRole("button", { name: "Add an NPC" })).toBeNull();
    await expect(c.queryByText("GM only")).toBeNull();
    const first = contentNpcs[0]!;
    await userEvent.click(c.getAllByRole("button", { name: first.tags![0]! })[0]!);
    await expect(await c.findByRole("list", { name: "Tag filters" })).toBeVisible();
    await expect(c.getByRole("heading", { name: first.name })).toBeVisible();
  },
};

/** The owner sees the GM-only badge and the controls on their own NPC, not on content NPCs. */
export const Owner: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText("GM only")).toBeVisible();
    await expect(c.getByText("Yours")).toBeVisible();
    await userEvent.click(c.getByRole("button", { name: "Wendeline Marsh" }));
    await expect(await c.findByRole("button", { name: "Edit Wendeline Marsh" })).toBeVisible();
    await userEvent.click(c.getByRole("button", { name: contentNpcs[0]!.name }));
    const content = canvasElement.querySelector<HTMLElement>(`#${contentNpcs[0]!._id}`)!;
    await waitFor(() => expect(content.querySelector(".npc-body")).not.toHaveAttribute("hidden"));
    await expect(within(content).queryByRole("button", { name: /^Edit/ })).toBeNull();
    startAtHash(null);
  },
};

/** Adding an NPC: the form, then the new card. */
export const Add: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole("button", { name: "Add an NPC" }));
    await userEvent.type(await c.findByLabelText(/^Name/), "Oskar Fennel");
    await userEvent.type(c.getByLabelText("Occupation"), "Ferryman");
    await userEvent.click(c.getByRole("button", { name: "Add NPC" }));
    await expect(await c.findByRole("heading", { name: "Oskar Fennel" })).toBeVisible();
    await expect(c.queryByRole("form")).toBeNull();
    startAtHash(null);
  },
};

/** The API's validation messages sit next to their fields. */
export const ValidationErrors: Story = {
  args: { behaviour: "invalid" },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole("button", { name: "Add an NPC" }));
    await userEvent.click(await c.findByRole("button", { name: "Add NPC" }));
    await expect(await c.findByText("name must be 1 to 120 characters")).toBeVisible();
    await expect(c.getByLabelText(/^Name/)).toHaveAttribute("aria-invalid", "true");
    await expect(c.getByText("tags[0] must NOT have more than 40 characters")).toBeVisible();
    await expect(c.getByText("Please correct the fields marked below.")).toBeVisible();
  },
};

/** A stale save: the conflict is explained in the API's words. */
export const Conflict: Story = {
  args: { behaviour: "conflict" },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole("button", { name: "Wendeline Marsh" }));
    await userEvent.click(await c.findByRole("button", { name: "Edit Wendeline Marsh" }));
    await userEvent.click(await c.findByRole("button", { name: "Save" }));
    await expect(
      await c.findByText("Someone else changed this NPC; reload to see their version"),
    ).toBeVisible();
    await expect(c.getByRole("button", { name: "Load their version" })).toBeVisible();
    startAtHash(null);
  },
};

/** Deleting asks first; Cancel leaves the NPC alone. */
export const DeleteConfirm: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole("button", { name: "Wendeline Marsh" }));
    await userEvent.click(await c.findByRole("button", { name: "Delete Wendeline Marsh" }));
    const dialog = await body().findByRole("dialog");
    // The dialog fades in.
    await waitFor(() =>
      expect(within(dialog).getByText("Are you sure you want to delete this NPC?")).toBeVisible(),
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(body().queryByRole("dialog")).toBeNull());
    await expect(c.getByRole("heading", { name: "Wendeline Marsh" })).toBeVisible();
    startAtHash(null);
  },
};
