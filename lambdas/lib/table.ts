import type { CreateTableCommandInput } from "@aws-sdk/client-dynamodb";

/**
 * The single-table design (see lambdas/README.md). Every item has `pk` and `sk`; items that must be
 * listed by type carry `gsi1pk`/`gsi1sk`. `expiresAt` (epoch seconds) is the TTL attribute in AWS and is
 * also checked on read, because dynalite never expires anything.
 */
export const TABLE_KEYS = {
  partitionKey: "pk",
  sortKey: "sk",
  gsi1: { name: "gsi1", partitionKey: "gsi1pk", sortKey: "gsi1sk" },
  ttlAttribute: "expiresAt",
} as const;

export function tableDefinition(tableName: string): CreateTableCommandInput {
  const { gsi1 } = TABLE_KEYS;
  return {
    TableName: tableName,
    BillingMode: "PAY_PER_REQUEST",
    AttributeDefinitions: [
      { AttributeName: TABLE_KEYS.partitionKey, AttributeType: "S" },
      { AttributeName: TABLE_KEYS.sortKey, AttributeType: "S" },
      { AttributeName: gsi1.partitionKey, AttributeType: "S" },
      { AttributeName: gsi1.sortKey, AttributeType: "S" },
    ],
    KeySchema: [
      { AttributeName: TABLE_KEYS.partitionKey, KeyType: "HASH" },
      { AttributeName: TABLE_KEYS.sortKey, KeyType: "RANGE" },
    ],
    GlobalSecondaryIndexes: [
      {
        IndexName: gsi1.name,
        KeySchema: [
          { AttributeName: gsi1.partitionKey, KeyType: "HASH" },
          { AttributeName: gsi1.sortKey, KeyType: "RANGE" },
        ],
        Projection: { ProjectionType: "ALL" },
      },
    ],
  };
}

export const keys = {
  npc: (id: string) => ({ pk: `NPC#${id}`, sk: "NPC" }),
  npcIndex: (setting: string, name: string, id: string) => ({
    gsi1pk: "NPC",
    gsi1sk: `${setting}#${name.toLowerCase()}#${id}`,
  }),
  event: (id: string) => ({ pk: `EVENT#${id}`, sk: "EVENT" }),
  eventIndex: (setting: string, sortableDate: string, id: string) => ({
    gsi1pk: "EVENT",
    gsi1sk: `${setting}#${sortableDate}#${id}`,
  }),
};
