import type { Node } from "constructs";

export type ThreatProtection = "enforced" | "audit" | "off";

/** What a deploy can be told from outside: `-c key=value` on the cdk command line, or the environment. */
export interface DeploySettings {
  /** Names the stack (`Tabletome-<stage>`) and tags every resource; several stages fit one account. */
  stage: string;
  /** Optional custom domain for the site; needs `certificateArn` (an ACM certificate in us-east-1). */
  domainName: string | undefined;
  certificateArn: string | undefined;
  /** The From address of every mail; an SES identity is created for it. */
  senderEmail: string;
  /** Cognito threat protection (the old "advanced security"): needs the Plus feature plan unless off. */
  threatProtection: ThreatProtection;
}

export const DEFAULT_SENDER = "no-reply@example.com";

/** Context keys and the environment variables that stand in for them. */
const SOURCES = {
  stage: "STAGE",
  domainName: "DOMAIN_NAME",
  certificateArn: "CERTIFICATE_ARN",
  senderEmail: "SENDER_EMAIL",
  threatProtection: "THREAT_PROTECTION",
} as const;

export function readSettings(node: Pick<Node, "tryGetContext">, env: NodeJS.ProcessEnv = process.env) {
  const get = (key: keyof typeof SOURCES): string | undefined => {
    const fromContext: unknown = node.tryGetContext(key);
    const value = typeof fromContext === "string" ? fromContext : env[SOURCES[key]];
    return value?.trim() || undefined;
  };
  const settings: DeploySettings = {
    stage: get("stage") ?? "prod",
    domainName: get("domainName"),
    certificateArn: get("certificateArn"),
    senderEmail: get("senderEmail") ?? DEFAULT_SENDER,
    threatProtection: (get("threatProtection") ?? "enforced") as ThreatProtection,
  };
  validateSettings(settings);
  return settings;
}

export function validateSettings(s: DeploySettings): void {
  if (!/^[a-z][a-z0-9-]{0,19}$/.test(s.stage))
    throw new Error(`stage "${s.stage}": use 1-20 lower-case letters, digits and dashes`);
  if (Boolean(s.domainName) !== Boolean(s.certificateArn))
    throw new Error("domainName and certificateArn go together: give both or neither");
  if (s.certificateArn && !/^arn:aws[\w-]*:acm:us-east-1:\d{12}:certificate\/[\w-]+$/.test(s.certificateArn))
    throw new Error(
      `certificateArn must be an ACM certificate in us-east-1 (CloudFront): ${s.certificateArn}`,
    );
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(s.senderEmail))
    throw new Error(`senderEmail "${s.senderEmail}" is not an email address`);
  if (!["enforced", "audit", "off"].includes(s.threatProtection))
    throw new Error(`threatProtection "${s.threatProtection}": use enforced, audit or off`);
}
