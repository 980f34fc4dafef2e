import { QueryCommand } from "@aws-sdk/lib-dynamodb";
import { readConfig } from "../lib/config.ts";
import { documentClient } from "../lib/db.ts";
import { json } from "../lib/http.ts";
import { router } from "../lib/router.ts";
import { TABLE_KEYS } from "../lib/table.ts";

const config = readConfig();

/** Strips the storage keys so clients only see the NPC itself. */
function toNpc(item: Record<string, unknown>): Record<string, unknown> {
  const { pk: _pk, sk: _sk, gsi1pk: _g1, gsi1sk: _g2, ...npc } = item;
  return npc;
}

async function listNpcs(): Promise<Record<string, unknown>[]> {
  const db = documentClient(config);
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: config.tableName,
        IndexName: TABLE_KEYS.gsi1.name,
        KeyConditionExpression: "gsi1pk = :npc",
        ExpressionAttributeValues: { ":npc": "NPC" },
        ExclusiveStartKey: start,
      }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  // The index sorts by setting, then lower-cased name: the contract's grouping and order.
  return items.filter((item) => item.gmOnly !== true).map(toNpc);
}

export const handler = router({
  "GET /api/npcs": async () => json(200, await listNpcs()),
});
