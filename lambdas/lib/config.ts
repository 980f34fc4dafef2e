/**
 * Everything a handler needs to know about its surroundings comes from the environment: `tt` sets these
 * locally, the CDK stack sets them in AWS. An endpoint variable is only set for a local stand-in, so the
 * SDK's defaults apply on AWS.
 */
export interface ApiConfig {
  region: string;
  tableName: string;
  dynamoEndpoint: string | undefined;
  cognitoEndpoint: string | undefined;
  userPoolId: string;
  userPoolClientId: string;
  sesEndpoint: string | undefined;
  mailFrom: string;
  contentOwner: string;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  return {
    region: env.AWS_REGION ?? "eu-west-1",
    tableName: env.TABLE_NAME ?? "tabletome",
    dynamoEndpoint: env.DYNAMODB_ENDPOINT || undefined,
    cognitoEndpoint: env.COGNITO_ENDPOINT || undefined,
    userPoolId: env.USER_POOL_ID ?? "",
    userPoolClientId: env.USER_POOL_CLIENT_ID ?? "",
    sesEndpoint: env.SES_ENDPOINT || undefined,
    mailFrom: env.MAIL_FROM ?? "no-reply@tabletome.local",
    contentOwner: env.CONTENT_OWNER ?? "tabletome",
  };
}

/** Local stand-ins accept any credentials; real AWS uses the default provider chain. */
export function localCredentials(endpoint: string | undefined) {
  return endpoint ? { accessKeyId: "local", secretAccessKey: "local" } : undefined;
}
