import { randomUUID } from "node:crypto";
import type { NpcCreateBody as NpcCreate, NpcUpdateBody as NpcUpdate } from "../../core/schemas/api.ts";
import { NpcCreateBody, NpcUpdateBody } from "../generated/validators.js";
import { readConfig } from "../lib/config.ts";
import { createDoc, type Doc, deleteDoc, getDoc, queryIndex, replaceDoc } from "../lib/documents.ts";
import { HttpError, json } from "../lib/http.ts";
import { renderFields } from "../lib/markdown.ts";
import { readBody, requireSameOrigin } from "../lib/request.ts";
import { router } from "../lib/router.ts";
import { getSession, requireSession, type Session, withSession } from "../lib/session.ts";
import { keys } from "../lib/table.ts";

const config = readConfig();
const MARKDOWN_FIELDS = ["description", "motivations", "associates"];
export const NPC_CONFLICT = "Someone else changed this NPC; reload to see their version";

/** GM-only NPCs are spoilers: only their owner sees them (anyone else gets the same 404 as for nothing). */
const visibleTo = (npc: Doc, session: Session | undefined) =>
  npc.gmOnly !== true || npc.owner === session?.sub;

/** Content NPCs come from data/ and change there; users edit only their own. */
function assertEditable(npc: Doc, session: Session) {
  if (npc.owner === config.contentOwner)
    throw new HttpError(403, "This NPC is part of the published content and changes through data/");
  if (npc.owner !== session.sub) throw new HttpError(403, "Only the NPC's owner can change it");
}

async function findVisible(id: string, session: Session | undefined): Promise<Doc> {
  const npc = await getDoc(config, keys.npc(id));
  if (!npc || !visibleTo(npc, session)) throw new HttpError(404, `NPC not found: ${id}`);
  return npc;
}

export const handler = router({
  "GET /api/npcs": async (event) => {
    const session = await getSession(event, config);
    const npcs = (await queryIndex(config, "NPC")).filter((n) => visibleTo(n, session));
    return withSession(json(200, npcs), session);
  },

  "GET /api/npcs/:id": async (event, { id }) => {
    const session = await getSession(event, config);
    return withSession(json(200, await findVisible(id!, session)), session);
  },

  "POST /api/npcs": async (event) => {
    const body = readBody<NpcCreate>(event, NpcCreateBody);
    const session = await requireSession(event, config);
    const _id = randomUUID();
    const doc = await renderFields(
      {
        ...body,
        _id,
        owner: session.sub,
        ownerName: session.user.username,
        tags: body.tags ?? [],
        gmOnly: body.gmOnly === true,
      },
      MARKDOWN_FIELDS,
    );
    const saved = await createDoc(config, keys.npc(_id), keys.npcIndex(body.setting, body.name, _id), doc);
    return withSession(json(201, saved), session);
  },

  "PUT /api/npcs": async (event) => {
    const body = readBody<NpcUpdate>(event, NpcUpdateBody);
    const session = await requireSession(event, config);
    const existing = await findVisible(body._id, session);
    assertEditable(existing, session);
    const { version, ...fields } = body;
    const next = await renderFields(
      { ...fields, ownerName: existing.ownerName, tags: body.tags ?? [], gmOnly: body.gmOnly === true },
      MARKDOWN_FIELDS,
    );
    const saved = await replaceDoc(
      config,
      keys.npc(body._id),
      keys.npcIndex(body.setting, body.name, body._id),
      existing,
      next,
      version,
      NPC_CONFLICT,
    );
    return withSession(json(200, saved), session);
  },

  "DELETE /api/npcs/:id": async (event, { id }) => {
    requireSameOrigin(event);
    const session = await requireSession(event, config);
    const existing = await findVisible(id!, session);
    assertEditable(existing, session);
    return withSession(
      json(200, { deletedCount: await deleteDoc(config, keys.npc(id!), session.sub) }),
      session,
    );
  },
});
