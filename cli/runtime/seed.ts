import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { GetCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import { sortableDate } from "../../core/rules/calendar.ts";
import { readConfig } from "../../lambdas/lib/config.ts";
import { documentClient } from "../../lambdas/lib/db.ts";
import { keys } from "../../lambdas/lib/table.ts";
import { hashOf } from "../pipeline/artifacts.ts";

type Doc = Record<string, unknown> & { _id: string };

export interface SeedResult {
  written: number;
  unchanged: number;
}

/**
 * Upserts the content NPCs and events compiled into build/data/seed. Idempotent: an item whose content
 * is unchanged is left alone; a changed one is rewritten with its version raised, so API clients holding
 * the old version get a conflict instead of overwriting the editors' change.
 */
export async function seedContent(outDir: string, env: NodeJS.ProcessEnv = process.env): Promise<SeedResult> {
  const config = readConfig(env);
  const db = documentClient(config);
  const load = async (name: string) =>
    JSON.parse(await readFile(join(outDir, "seed", name), "utf8")) as Doc[];
  const [npcs, events] = await Promise.all([load("npcs.json"), load("events.json")]);
  const now = new Date().toISOString();
  let written = 0;
  let unchanged = 0;

  const upsert = async (key: { pk: string; sk: string }, index: Record<string, string>, doc: Doc) => {
    const contentHash = hashOf(JSON.stringify(doc));
    const existing = (await db.send(new GetCommand({ TableName: config.tableName, Key: key }))).Item;
    if (existing?.contentHash === contentHash) {
      unchanged++;
      return;
    }
    await db.send(
      new PutCommand({
        TableName: config.tableName,
        Item: {
          ...key,
          ...index,
          ...doc,
          contentHash,
          version: Number(existing?.version ?? 0) + 1,
          createdAt: existing?.createdAt ?? now,
          updatedAt: now,
        },
      }),
    );
    written++;
  };

  for (const npc of npcs) {
    await upsert(keys.npc(npc._id), keys.npcIndex(String(npc.setting), String(npc.name), npc._id), npc);
  }
  for (const ev of events) {
    const start = ev.start as { year: number; month: number; day: number };
    await upsert(keys.event(ev._id), keys.eventIndex(String(ev.setting), sortableDate(start), ev._id), ev);
  }
  return { written, unchanged };
}
