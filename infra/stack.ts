import { resolve } from "node:path";
import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps, Tags } from "aws-cdk-lib";
import {
  AccountRecovery,
  FeaturePlan,
  StandardThreatProtectionMode,
  UserPool,
  type UserPoolClient,
} from "aws-cdk-lib/aws-cognito";
import { AttributeType, BillingMode, ProjectionType, Table } from "aws-cdk-lib/aws-dynamodb";
import { PolicyStatement } from "aws-cdk-lib/aws-iam";
import { EmailIdentity, Identity } from "aws-cdk-lib/aws-ses";
import type { Construct } from "constructs";
import { TABLE_KEYS } from "../lambdas/lib/table.ts";
import { type HandlerGroup, handlerGroups } from "../lambdas/routes.ts";
import { Api } from "./api.ts";
import { VIEWER_IP_HEADER } from "./edge.ts";
import { permissionsFor } from "./permissions.ts";
import type { DeploySettings } from "./settings.ts";
import { Site } from "./site.ts";

/** The repository root (infra/..). */
export const PROJECT_ROOT = resolve(import.meta.dirname, "..");

export interface TabletomeStackProps extends StackProps {
  settings: DeploySettings;
  /** The built SPA; default build/web (`npm run build`). */
  webDir?: string;
  /** The compiled artifacts; default build/data (`npm run build`). */
  dataDir?: string;
  /** Default: every group of lambdas/routes.ts. */
  groups?: readonly HandlerGroup[];
}

/**
 * The owner recorded on the content NPCs and events that `tt seed` loads from data/ (CONTENT_OWNER in
 * cli/pipeline/build.ts); the handlers treat items with this owner as read-only content.
 */
export const CONTENT_OWNER = "tabletome";

const THREAT_PROTECTION = {
  enforced: StandardThreatProtectionMode.FULL_FUNCTION,
  audit: StandardThreatProtectionMode.AUDIT_ONLY,
} as const;

/**
 * Tabletome on AWS in one stack: S3 + CloudFront for the SPA and the artifacts, an HTTP API with one
 * Lambda per handler group, a DynamoDB table, a Cognito user pool and an SES sender identity.
 */
export class TabletomeStack extends Stack {
  readonly table: Table;
  readonly userPool: UserPool;
  readonly userPoolClient: UserPoolClient;
  readonly senderIdentity: EmailIdentity;
  readonly api: Api;
  readonly site: Site;

  constructor(scope: Construct, id: string, props: TabletomeStackProps) {
    super(scope, id, props);
    const { settings } = props;
    Tags.of(this).add("project", "tabletome");
    Tags.of(this).add("stage", settings.stage);

    // --- DynamoDB: the single table of lambdas/lib/table.ts --------------------------------------------
    const { gsi1 } = TABLE_KEYS;
    this.table = new Table(this, "Table", {
      partitionKey: { name: TABLE_KEYS.partitionKey, type: AttributeType.STRING },
      sortKey: { name: TABLE_KEYS.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: TABLE_KEYS.ttlAttribute,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.table.addGlobalSecondaryIndex({
      indexName: gsi1.name,
      partitionKey: { name: gsi1.partitionKey, type: AttributeType.STRING },
      sortKey: { name: gsi1.sortKey, type: AttributeType.STRING },
      projectionType: ProjectionType.ALL,
    });

    // --- Cognito ---------------------------------------------------------------------------------------
    const threat =
      settings.threatProtection === "off" ? undefined : THREAT_PROTECTION[settings.threatProtection];
    this.userPool = new UserPool(this, "UserPool", {
      userPoolName: `tabletome-${settings.stage}`,
      selfSignUpEnabled: true,
      signInAliases: { username: true },
      // Usernames match exactly, as with cognito-local.
      signInCaseSensitive: true,
      standardAttributes: { email: { required: true, mutable: true } },
      // The API's rule is "8 or more with a letter and a digit"; Cognito checks what it can express.
      passwordPolicy: {
        minLength: 8,
        requireDigits: true,
        requireLowercase: false,
        requireUppercase: false,
        requireSymbols: false,
      },
      // Password resets go through the API's own tokens (mailed by SES), not Cognito's recovery flow.
      accountRecovery: AccountRecovery.NONE,
      ...(threat
        ? { featurePlan: FeaturePlan.PLUS, standardThreatProtectionMode: threat }
        : { featurePlan: FeaturePlan.ESSENTIALS }),
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.userPoolClient = this.userPool.addClient("WebClient", {
      userPoolClientName: "tabletome-web",
      generateSecret: false,
      authFlows: { userPassword: true },
      disableOAuth: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
    });

    // --- SES -------------------------------------------------------------------------------------------
    this.senderIdentity = new EmailIdentity(this, "SenderIdentity", {
      identity: Identity.email(settings.senderEmail),
    });

    // --- API -------------------------------------------------------------------------------------------
    const groups = props.groups ?? handlerGroups;
    this.api = new Api(this, "Api", {
      groups,
      projectRoot: PROJECT_ROOT,
      apiName: `tabletome-${settings.stage}`,
      // What lambdas/lib/config.ts reads. No *_ENDPOINT: the SDKs use the real services. AWS_REGION is
      // set by Lambda itself.
      environment: {
        TABLE_NAME: this.table.tableName,
        USER_POOL_ID: this.userPool.userPoolId,
        USER_POOL_CLIENT_ID: this.userPoolClient.userPoolClientId,
        MAIL_FROM: settings.senderEmail,
        CONTENT_OWNER,
        // Behind CloudFront the API sees the edge's address; a viewer-request function puts the
        // viewer's own in this header (overwriting whatever the client sent).
        VIEWER_IP_HEADER,
      },
    });

    for (const group of groups) {
      const fn = this.api.functions.get(group.name);
      if (!fn) continue;
      const allowed = permissionsFor(group.name);
      if (allowed.table === "readWrite") this.table.grantReadWriteData(fn);
      else this.table.grantReadData(fn);
      if (allowed.cognito.length)
        fn.addToRolePolicy(
          new PolicyStatement({ actions: allowed.cognito, resources: [this.userPool.userPoolArn] }),
        );
      if (allowed.sendMail)
        fn.addToRolePolicy(
          new PolicyStatement({
            actions: ["ses:SendEmail"],
            resources: [this.senderIdentity.emailIdentityArn],
          }),
        );
    }

    // --- S3 + CloudFront -------------------------------------------------------------------------------
    this.site = new Site(this, "Site", {
      webDir: props.webDir ?? resolve(PROJECT_ROOT, "build/web"),
      dataDir: props.dataDir ?? resolve(PROJECT_ROOT, "build/data"),
      httpApi: this.api.httpApi,
      domainName: settings.domainName,
      certificateArn: settings.certificateArn,
      comment: `Tabletome ${settings.stage}`,
    });
    // CloudFront hides the viewer's Host from the API, so the same-origin check of state-changing calls
    // (lambdas/lib/request.ts) compares the Origin header with these.
    for (const fn of this.api.functions.values())
      fn.addEnvironment("ALLOWED_ORIGINS", this.site.origins.join(","));

    // --- Outputs ---------------------------------------------------------------------------------------
    const output = (id: string, value: string, description: string) =>
      new CfnOutput(this, id, { value, description });
    output("SiteUrl", this.site.url, "The site (SPA, artifacts and /api on one origin)");
    output("ApiUrl", this.api.httpApi.apiEndpoint, "The HTTP API itself; the SPA calls it as <SiteUrl>/api");
    output("UserPoolId", this.userPool.userPoolId, "Cognito user pool");
    output("UserPoolClientId", this.userPoolClient.userPoolClientId, "Cognito app client of the API");
    output("TableName", this.table.tableName, "DynamoDB table: TABLE_NAME for `npx tt seed`");
    output("BucketName", this.site.bucket.bucketName, "S3 bucket of the SPA and the artifacts (retained)");
    output("DistributionId", this.site.distribution.distributionId, "CloudFront distribution");
    output(
      "DistributionDomainName",
      this.site.distribution.distributionDomainName,
      "Point the custom domain's CNAME or alias record here",
    );
  }
}
