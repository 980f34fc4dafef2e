import { CognitoIdentityProviderClient } from "@aws-sdk/client-cognito-identity-provider";
import { type ApiConfig, localCredentials } from "./config.ts";

let cached: { key: string; client: CognitoIdentityProviderClient } | undefined;

export function cognitoClient(config: ApiConfig): CognitoIdentityProviderClient {
  const key = `${config.region}|${config.cognitoEndpoint ?? ""}`;
  if (cached?.key === key) return cached.client;
  const client = new CognitoIdentityProviderClient({
    region: config.region,
    ...(config.cognitoEndpoint
      ? { endpoint: config.cognitoEndpoint, credentials: localCredentials(config.cognitoEndpoint) }
      : {}),
  });
  cached = { key, client };
  return client;
}

/** The token issuer: cognito-local serves it under its own endpoint, AWS under cognito-idp. */
export function issuerOf(config: ApiConfig): string {
  return config.cognitoEndpoint
    ? `${config.cognitoEndpoint.replace(/\/$/, "")}/${config.userPoolId}`
    : `https://cognito-idp.${config.region}.amazonaws.com/${config.userPoolId}`;
}

export function errorName(err: unknown): string {
  return (err as { name?: string } | null)?.name ?? "";
}
