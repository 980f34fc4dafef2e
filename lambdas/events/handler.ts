import { randomUUID } from "node:crypto";
import { sortableDate } from "../../core/rules/calendar.ts";
import type {
  EventCreateBody as EventCreate,
  EventUpdateBody as EventUpdate,
} from "../../core/schemas/api.ts";
import { EventCreateBody, EventUpdateBody } from "../generated/validators.js";
import { readConfig } from "../lib/config.ts";
import { createDoc, type Doc, deleteDoc, getDoc, queryIndex, replaceDoc } from "../lib/documents.ts";
import { HttpError, json } from "../lib/http.ts";
import { renderFields } from "../lib/markdown.ts";
import { readBody, requireSameOrigin } from "../lib/request.ts";
import { router } from "../lib/router.ts";
import { getSession, requireSession, type Session, withSession } from "../lib/session.ts";
import { keys } from "../lib/table.ts";

const config = readConfig();
export const EVENT_CONFLICT = "Someone else changed this event; reload to see their version";

function assertEditable(ev: Doc, session: Session) {
  if (ev.owner === config.contentOwner)
    throw new HttpError(403, "This event is part of the published history and changes through data/");
  if (ev.owner !== session.sub) throw new HttpError(403, "Only the event's owner can change it");
}

async function find(id: string): Promise<Doc> {
  const ev = await getDoc(config, keys.event(id));
  if (!ev) throw new HttpError(404, `Event not found: ${id}`);
  return ev;
}

export const handler = router({
  "GET /api/events": async (event) => {
    const session = await getSession(event, config);
    return withSession(json(200, await queryIndex(config, "EVENT")), session);
  },

  "GET /api/events/:id": async (_event, { id }) => json(200, await find(id!)),

  "POST /api/events": async (event) => {
    const body = readBody<EventCreate>(event, EventCreateBody);
    const session = await requireSession(event, config);
    const _id = randomUUID();
    const doc = await renderFields({ ...body, _id, owner: session.sub, ownerName: session.user.username }, [
      "text",
    ]);
    const saved = await createDoc(
      config,
      keys.event(_id),
      keys.eventIndex(body.setting, sortableDate(body.start), _id),
      doc,
    );
    return withSession(json(201, saved), session);
  },

  "PUT /api/events": async (event) => {
    const body = readBody<EventUpdate>(event, EventUpdateBody);
    const session = await requireSession(event, config);
    const existing = await find(body._id);
    assertEditable(existing, session);
    const { version, ...fields } = body;
    const next = await renderFields({ ...fields, ownerName: existing.ownerName }, ["text"]);
    const saved = await replaceDoc(
      config,
      keys.event(body._id),
      keys.eventIndex(body.setting, sortableDate(body.start), body._id),
      existing,
      next,
      version,
      EVENT_CONFLICT,
    );
    return withSession(json(200, saved), session);
  },

  "DELETE /api/events/:id": async (event, { id }) => {
    requireSameOrigin(event);
    const session = await requireSession(event, config);
    const existing = await find(id!);
    assertEditable(existing, session);
    return withSession(
      json(200, { deletedCount: await deleteDoc(config, keys.event(id!), session.sub) }),
      session,
    );
  },
});
