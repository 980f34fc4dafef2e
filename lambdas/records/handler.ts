import { randomUUID } from "node:crypto";
import type {
  RecordCreateBody as RecordCreate,
  RecordUpdateBody as RecordUpdate,
} from "../../core/schemas/api.ts";
import { RECORD_KINDS, type RecordKind } from "../../core/schemas/record-kinds.ts";
import { RecordCreateBody, RecordUpdateBody } from "../generated/validators.js";
import { readConfig } from "../lib/config.ts";
import { createDoc, type Doc, deleteDoc, getDoc, queryIndex, replaceDoc } from "../lib/documents.ts";
import { HttpError, json } from "../lib/http.ts";
import { readBody, requireSameOrigin } from "../lib/request.ts";
import { router } from "../lib/router.ts";
import { getSession, requireSession, type Session, withSession } from "../lib/session.ts";

const config = readConfig();
export const RECORD_CONFLICT = "This record was changed elsewhere; reload to see the newer version";

const recordKey = (id: string) => ({ pk: `REC#${id}`, sk: "REC" });

/**
 * A record's `data` is whatever the tool saves, so it is stored as JSON text: DynamoDB numbers cannot
 * hold every JavaScript number and maps nest at most 32 deep, and neither limit is the user's problem.
 */
const toStored = ({ data, ...rest }: Record<string, unknown>) => ({
  ...rest,
  dataJson: JSON.stringify(data ?? {}),
});
function fromStored(doc: Doc): Doc {
  const { dataJson, ...rest } = doc;
  return { ...rest, data: typeof dataJson === "string" ? JSON.parse(dataJson) : {} } as Doc;
}
const ownerIndex = (sub: string, kind: string, id: string, updatedAt: string) => ({
  gsi1pk: `OWNER#${sub}#${kind}`,
  gsi1sk: `${updatedAt}#${id}`,
});

function kindOf(raw: string | undefined): RecordKind {
  if (!RECORD_KINDS.includes(raw as RecordKind))
    throw new HttpError(404, `Unknown record kind: ${raw}; use one of ${RECORD_KINDS.join(", ")}`);
  return raw as RecordKind;
}

/** Someone else's private record answers exactly like a missing one: no existence leak. */
async function findReadable(kind: RecordKind, id: string, session: Session | undefined): Promise<Doc> {
  const rec = await getDoc(config, recordKey(id));
  if (!rec || rec.kind !== kind || (rec.owner !== session?.sub && rec.shared !== true))
    throw new HttpError(404, `Record not found: ${id}`);
  return fromStored(rec);
}

async function findOwn(kind: RecordKind, id: string, session: Session): Promise<Doc> {
  const rec = await getDoc(config, recordKey(id));
  if (!rec || rec.kind !== kind || rec.owner !== session.sub)
    throw new HttpError(404, `Record not found: ${id}`);
  return rec;
}

export const handler = router({
  "GET /api/records/:kind": async (event, { kind }) => {
    const k = kindOf(kind);
    const session = await requireSession(event, config);
    const own = await queryIndex(config, `OWNER#${session.sub}#${k}`, true);
    const summaries = own.map(({ _id, name, shared, version, createdAt, updatedAt }) => ({
      _id,
      kind: k,
      name,
      shared,
      version,
      createdAt,
      updatedAt,
    }));
    return withSession(json(200, summaries), session);
  },

  "POST /api/records/:kind": async (event, { kind }) => {
    const k = kindOf(kind);
    const body = readBody<RecordCreate>(event, RecordCreateBody);
    const session = await requireSession(event, config);
    const _id = randomUUID();
    const now = new Date().toISOString();
    const saved = await createDoc(config, recordKey(_id), ownerIndex(session.sub, k, _id, now), {
      ...toStored(body),
      shared: body.shared === true,
      kind: k,
      _id,
      owner: session.sub,
      ownerName: session.user.username,
    });
    return withSession(json(201, fromStored(saved)), session);
  },

  "GET /api/records/:kind/:id": async (event, { kind, id }) => {
    const session = await getSession(event, config);
    return withSession(json(200, await findReadable(kindOf(kind), id!, session)), session);
  },

  "PUT /api/records/:kind/:id": async (event, { kind, id }) => {
    const k = kindOf(kind);
    const body = readBody<RecordUpdate>(event, RecordUpdateBody);
    const session = await requireSession(event, config);
    const existing = await findOwn(k, id!, session);
    const { version, ...fields } = body;
    const updatedAt = new Date().toISOString();
    const saved = await replaceDoc(
      config,
      recordKey(id!),
      ownerIndex(session.sub, k, id!, updatedAt),
      existing,
      { ...toStored(fields), shared: body.shared === true, kind: k, ownerName: existing.ownerName },
      version,
      RECORD_CONFLICT,
    );
    return withSession(json(200, fromStored(saved)), session);
  },

  "DELETE /api/records/:kind/:id": async (event, { kind, id }) => {
    requireSameOrigin(event);
    const k = kindOf(kind);
    const session = await requireSession(event, config);
    await findOwn(k, id!, session);
    return withSession(
      json(200, { deletedCount: await deleteDoc(config, recordKey(id!), session.sub) }),
      session,
    );
  },
});
