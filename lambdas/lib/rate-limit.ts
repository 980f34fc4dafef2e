import { GetCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import type { ApiConfig } from "./config.ts";
import { documentClient } from "./db.ts";
import { HttpError } from "./http.ts";

export interface Limit {
  /** What is counted, e.g. "login-user". */
  scope: string;
  max: number;
  windowSeconds: number;
}

export const LIMITS = {
  loginPerUser: { scope: "login-user", max: 5, windowSeconds: 15 * 60 },
  loginPerIp: { scope: "login-ip", max: 20, windowSeconds: 15 * 60 },
  resetPerUser: { scope: "reset-user", max: 3, windowSeconds: 60 * 60 },
} satisfies Record<string, Limit>;

/**
 * Fixed-window counters in DynamoDB, one item per key and window. The window is part of the key, so an
 * old window is simply never read again; `expiresAt` lets TTL delete it in AWS.
 */
function keyOf(limit: Limit, subject: string, now: number) {
  const window = Math.floor(now / 1000 / limit.windowSeconds);
  return {
    key: { pk: `RATE#${limit.scope}#${subject.toLowerCase()}`, sk: `W#${window}` },
    windowEnd: (window + 1) * limit.windowSeconds,
  };
}

/** Throws 429 with Retry-After when the subject has used up its window. */
export async function assertUnderLimit(
  config: ApiConfig,
  limit: Limit,
  subject: string,
  now = Date.now(),
): Promise<void> {
  const { key, windowEnd } = keyOf(limit, subject, now);
  const item = (await documentClient(config).send(new GetCommand({ TableName: config.tableName, Key: key })))
    .Item;
  if (item && Number(item.count) >= limit.max) {
    const retryAfter = Math.max(1, Math.ceil(windowEnd - now / 1000));
    throw new HttpError(429, "Too many attempts; try again later", undefined, {
      "retry-after": String(retryAfter),
    });
  }
}

export async function countAttempt(
  config: ApiConfig,
  limit: Limit,
  subject: string,
  now = Date.now(),
): Promise<void> {
  const { key, windowEnd } = keyOf(limit, subject, now);
  await documentClient(config).send(
    new UpdateCommand({
      TableName: config.tableName,
      Key: key,
      UpdateExpression: "ADD #count :one SET expiresAt = if_not_exists(expiresAt, :end)",
      ExpressionAttributeNames: { "#count": "count" },
      ExpressionAttributeValues: { ":one": 1, ":end": windowEnd },
    }),
  );
}
