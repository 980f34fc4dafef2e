import type { NpcFields, NpcRecord, NpcStatus, SettingId } from "../../state/world.ts";

/** The NPC form's values and their conversion from and to the API (core/schemas/api.ts NpcCreateBody). */

/** What the form edits, all as text (tags comma-separated). */
export interface NpcDraft {
  name: string;
  ancestry: string;
  occupation: string;
  home: string;
  status: NpcStatus | "";
  born: string;
  died: string;
  description: string;
  motivations: string;
  associates: string;
  tags: string;
  gmOnly: boolean;
}

export const EMPTY_DRAFT: NpcDraft = {
  name: "",
  ancestry: "",
  occupation: "",
  home: "",
  status: "",
  born: "",
  died: "",
  description: "",
  motivations: "",
  associates: "",
  tags: "",
  gmOnly: false,
};

const str = (v: string | number | undefined) => (v === undefined ? "" : String(v));

export function draftOf(npc: NpcRecord): NpcDraft {
  return {
    name: npc.name,
    ancestry: str(npc.ancestry),
    occupation: str(npc.occupation),
    home: str(npc.home),
    status: npc.status ?? "",
    born: str(npc.born),
    died: str(npc.died),
    description: str(npc.description),
    motivations: str(npc.motivations),
    associates: str(npc.associates),
    tags: (npc.tags ?? []).join(", "),
    gmOnly: npc.gmOnly === true,
  };
}

/** The API body (NpcCreateBody): empty optional fields are left out, tags split on commas. */
export function bodyOf(draft: NpcDraft, setting: SettingId): NpcFields {
  const body: NpcFields = { name: draft.name.trim(), setting };
  const text = [
    "ancestry",
    "occupation",
    "home",
    "born",
    "died",
    "description",
    "motivations",
    "associates",
  ] as const;
  for (const key of text) {
    const v = draft[key].trim();
    if (v) body[key] = v;
  }
  if (draft.status) body.status = draft.status;
  const tags = draft.tags
    .split(",")
    .map((t) => t.trim())
    .filter(Boolean);
  if (tags.length) body.tags = [...new Set(tags)];
  body.gmOnly = draft.gmOnly;
  return body;
}
