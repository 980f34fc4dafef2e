import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { type ApiConfig, localCredentials } from "./config.ts";

let cached: { key: string; client: DynamoDBDocumentClient } | undefined;

/** One document client per endpoint, reused across warm invocations. */
export function documentClient(config: ApiConfig): DynamoDBDocumentClient {
  const key = `${config.region}|${config.dynamoEndpoint ?? ""}`;
  if (cached?.key === key) return cached.client;
  const base = new DynamoDBClient({
    region: config.region,
    ...(config.dynamoEndpoint
      ? { endpoint: config.dynamoEndpoint, credentials: localCredentials(config.dynamoEndpoint) }
      : {}),
  });
  const client = DynamoDBDocumentClient.from(base, { marshallOptions: { removeUndefinedValues: true } });
  cached = { key, client };
  return client;
}
