import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import {
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolCommand,
} from "@aws-sdk/client-cognito-identity-provider";
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { tableDefinition } from "../../lambdas/lib/table.ts";

const credentials = { accessKeyId: "local", secretAccessKey: "local" };
const region = "local";

/** Creates the table when it does not exist yet. Returns true when it was created (a first run). */
export async function ensureTable(endpoint: string, tableName: string): Promise<boolean> {
  const db = new DynamoDBClient({ endpoint, region, credentials });
  try {
    await db.send(new DescribeTableCommand({ TableName: tableName }));
    return false;
  } catch (err) {
    if ((err as { name?: string }).name !== "ResourceNotFoundException") throw err;
  }
  await db.send(new CreateTableCommand(tableDefinition(tableName)));
  return true;
}

export interface PoolIds {
  userPoolId: string;
  userPoolClientId: string;
}

/**
 * Creates the local user pool and app client on first start and keeps their ids in `stateFile`, so the
 * users registered in one session can sign in the next.
 */
export async function ensureUserPool(endpoint: string, stateFile: string): Promise<PoolIds> {
  const cognito = new CognitoIdentityProviderClient({ endpoint, region, credentials });
  if (existsSync(stateFile)) {
    const saved = JSON.parse(readFileSync(stateFile, "utf8")) as PoolIds;
    try {
      const found = await cognito.send(new DescribeUserPoolCommand({ UserPoolId: saved.userPoolId }));
      // Pools made before usernames were plain names (cognito-local defaults to email usernames) are replaced.
      if (!found.UserPool?.UsernameAttributes?.length) return saved;
    } catch {
      // The pool was wiped (cognito state removed): create a fresh one below.
    }
  }
  const pool = await cognito.send(
    new CreateUserPoolCommand({
      PoolName: "tabletome",
      Policies: {
        PasswordPolicy: {
          MinimumLength: 8,
          RequireLowercase: false,
          RequireUppercase: false,
          RequireNumbers: true,
          RequireSymbols: false,
        },
      },
      Schema: [{ Name: "email", AttributeDataType: "String", Required: true, Mutable: true }],
    }),
  );
  const userPoolId = pool.UserPool?.Id;
  if (!userPoolId) throw new Error("cognito-local did not return a user pool id");
  const client = await cognito.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: "tabletome-web",
      ExplicitAuthFlows: ["ALLOW_USER_PASSWORD_AUTH", "ALLOW_REFRESH_TOKEN_AUTH"],
    }),
  );
  const userPoolClientId = client.UserPoolClient?.ClientId;
  if (!userPoolClientId) throw new Error("cognito-local did not return an app client id");
  const ids = { userPoolId, userPoolClientId };
  mkdirSync(dirname(stateFile), { recursive: true });
  writeFileSync(stateFile, `${JSON.stringify(ids, null, 2)}\n`);
  return ids;
}
