import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import { errorName } from "./cognito.ts";
import type { ApiConfig } from "./config.ts";
import { documentClient } from "./db.ts";
import { HttpError } from "./http.ts";
import { TABLE_KEYS } from "./table.ts";

export type Key = { pk: string; sk: string };
export type IndexKeys = { gsi1pk: string; gsi1sk: string };
export type Doc = Record<string, unknown> & { _id: string; owner: string; version: number };

const STORAGE_FIELDS = new Set(["pk", "sk", "gsi1pk", "gsi1sk", "contentHash"]);

/** What clients see of a stored item: everything but the storage keys. */
export function publicDoc(item: Record<string, unknown>): Doc {
  return Object.fromEntries(Object.entries(item).filter(([k]) => !STORAGE_FIELDS.has(k))) as Doc;
}

export async function getDoc(config: ApiConfig, key: Key): Promise<Doc | undefined> {
  const item = (await documentClient(config).send(new GetCommand({ TableName: config.tableName, Key: key })))
    .Item;
  return item ? publicDoc(item) : undefined;
}

export async function queryIndex(config: ApiConfig, gsi1pk: string, newestFirst = false): Promise<Doc[]> {
  const db = documentClient(config);
  const items: Doc[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: config.tableName,
        IndexName: TABLE_KEYS.gsi1.name,
        KeyConditionExpression: "gsi1pk = :pk",
        ExpressionAttributeValues: { ":pk": gsi1pk },
        ScanIndexForward: !newestFirst,
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) items.push(publicDoc(item));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

/** Creates an item that must not exist yet. */
export async function createDoc(
  config: ApiConfig,
  key: Key,
  index: IndexKeys,
  doc: Record<string, unknown> & { _id: string; owner: string },
): Promise<Doc> {
  const now = new Date().toISOString();
  const saved: Doc = { ...doc, _id: doc._id, owner: doc.owner, version: 1, createdAt: now, updatedAt: now };
  await documentClient(config).send(
    new PutCommand({
      TableName: config.tableName,
      Item: { ...key, ...index, ...saved },
      ConditionExpression: "attribute_not_exists(pk)",
    }),
  );
  return saved;
}

/**
 * Replaces an item only if it still has the version the client read: a stale version is 409 and writes
 * nothing, so concurrent edits are detected instead of silently overwritten.
 */
export async function replaceDoc(
  config: ApiConfig,
  key: Key,
  index: IndexKeys,
  previous: Doc,
  next: Record<string, unknown>,
  expectedVersion: number,
  conflict: string,
): Promise<Doc> {
  if (previous.version !== expectedVersion) throw new HttpError(409, conflict);
  const saved = {
    ...next,
    _id: previous._id,
    owner: previous.owner,
    createdAt: previous.createdAt,
    version: expectedVersion + 1,
    updatedAt: new Date().toISOString(),
  } as Doc;
  try {
    await documentClient(config).send(
      new PutCommand({
        TableName: config.tableName,
        Item: { ...key, ...index, ...saved },
        ConditionExpression: "attribute_exists(pk) AND version = :v",
        ExpressionAttributeValues: { ":v": expectedVersion },
      }),
    );
  } catch (err) {
    if (errorName(err) === "ConditionalCheckFailedException") throw new HttpError(409, conflict);
    throw err;
  }
  return saved;
}

export async function deleteDoc(config: ApiConfig, key: Key, owner: string): Promise<number> {
  try {
    await documentClient(config).send(
      new DeleteCommand({
        TableName: config.tableName,
        Key: key,
        ConditionExpression: "attribute_exists(pk) AND #o = :o",
        ExpressionAttributeNames: { "#o": "owner" },
        ExpressionAttributeValues: { ":o": owner },
      }),
    );
    return 1;
  } catch (err) {
    if (errorName(err) === "ConditionalCheckFailedException") return 0;
    throw err;
  }
}
