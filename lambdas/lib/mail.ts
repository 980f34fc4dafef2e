import { SESv2Client, SendEmailCommand } from "@aws-sdk/client-sesv2";
import { type ApiConfig, localCredentials } from "./config.ts";

let cached: { key: string; client: SESv2Client } | undefined;

function sesClient(config: ApiConfig): SESv2Client {
  const key = `${config.region}|${config.sesEndpoint ?? ""}`;
  if (cached?.key === key) return cached.client;
  const client = new SESv2Client({
    region: config.region,
    ...(config.sesEndpoint
      ? { endpoint: config.sesEndpoint, credentials: localCredentials(config.sesEndpoint) }
      : {}),
  });
  cached = { key, client };
  return client;
}

export async function sendMail(config: ApiConfig, to: string, subject: string, text: string): Promise<void> {
  await sesClient(config).send(
    new SendEmailCommand({
      FromEmailAddress: config.mailFrom,
      Destination: { ToAddresses: [to] },
      Content: { Simple: { Subject: { Data: subject }, Body: { Text: { Data: text } } } },
    }),
  );
}
