import { Annotations, Duration, Fn, RemovalPolicy } from "aws-cdk-lib";
import type { IHttpApi } from "aws-cdk-lib/aws-apigatewayv2";
import { Certificate } from "aws-cdk-lib/aws-certificatemanager";
import {
  AccessLevel,
  AllowedMethods,
  type BehaviorOptions,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Distribution,
  Function as EdgeFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  type ICachePolicy,
  type IOrigin,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  S3OriginAccessControl,
  SecurityPolicyProtocol,
  Signing,
  ViewerProtocolPolicy,
} from "aws-cdk-lib/aws-cloudfront";
import { HttpOrigin, S3BucketOrigin } from "aws-cdk-lib/aws-cloudfront-origins";
import { LogGroup, RetentionDays } from "aws-cdk-lib/aws-logs";
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from "aws-cdk-lib/aws-s3";
import { BucketDeployment, CacheControl, Source } from "aws-cdk-lib/aws-s3-deployment";
import { Construct } from "constructs";
import { contentSecurityPolicy, shellScriptHashes } from "./csp.ts";
import {
  ARTIFACT_PATTERNS,
  apiViewerCode,
  CACHE_CONTROL,
  MANIFEST_PATTERN,
  prerenderedPages,
  spaRewriteCode,
} from "./edge.ts";

/** Key prefixes in the bucket: the SPA build and the data artifacts, each pruned on its own. */
export const WEB_PREFIX = "web";
export const DATA_PREFIX = "data";

/** Folders of build/data that are not for the public: `seed/` holds every NPC, GM-only ones included. */
export const PRIVATE_DATA = ["seed", "seed/*"];

export interface SiteProps {
  /** build/web: the Vite build of the SPA. */
  webDir: string;
  /** build/data: the compiled artifacts. */
  dataDir: string;
  httpApi: IHttpApi;
  domainName?: string | undefined;
  certificateArn?: string | undefined;
  comment: string;
}

/**
 * The private bucket with the SPA and the artifacts, and the CloudFront distribution in front of it and
 * of the HTTP API: one origin for the browser, as with `tt serve`.
 */
export class Site extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  /** https://<custom domain or the distribution's domain>, no trailing slash. */
  readonly url: string;
  /** Every origin the browser may send state-changing calls from (ALLOWED_ORIGINS of the handlers). */
  readonly origins: string[];
  /** The Content-Security-Policy header sent with every response. */
  readonly contentSecurityPolicy: string;

  constructor(scope: Construct, id: string, props: SiteProps) {
    super(scope, id);

    this.bucket = new Bucket(this, "Bucket", {
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      versioned: true,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      removalPolicy: RemovalPolicy.RETAIN,
      // Every deploy rewrites the objects; old versions are kept a month, then go (cost at rest stays ~0).
      lifecycleRules: [
        {
          id: "expire-old-versions",
          noncurrentVersionExpiration: Duration.days(30),
          abortIncompleteMultipartUploadAfter: Duration.days(7),
        },
      ],
    });

    this.deployContent(props);

    // One OAC for both S3 origins. LIST lets S3 answer 404 (not 403) for a missing key, so a missing asset
    // is a real 404. Listing itself is out of reach: every S3 origin has an origin path, so no request
    // CloudFront makes ever names the bucket root.
    const oac = new S3OriginAccessControl(this, "OriginAccessControl", {
      description: props.comment,
      signing: Signing.SIGV4_ALWAYS,
    });
    const s3Origin = (prefix: string) =>
      S3BucketOrigin.withOriginAccessControl(this.bucket, {
        originPath: `/${prefix}`,
        originAccessControl: oac,
        originAccessLevels: [AccessLevel.READ, AccessLevel.LIST],
      });
    const webOrigin = s3Origin(WEB_PREFIX);
    const dataOrigin = s3Origin(DATA_PREFIX);
    const apiOrigin = new HttpOrigin(Fn.select(2, Fn.split("/", props.httpApi.apiEndpoint)), {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [OriginSslPolicy.TLS_V1_2],
    });

    const compression = { enableAcceptEncodingGzip: true, enableAcceptEncodingBrotli: true };
    const nothingInKey = {
      headerBehavior: CacheHeaderBehavior.none(),
      cookieBehavior: CacheCookieBehavior.none(),
      queryStringBehavior: CacheQueryStringBehavior.none(),
    };
    const immutable = new CachePolicy(this, "ImmutablePolicy", {
      comment: "Hashed build assets: cached a year, never revalidated",
      minTtl: Duration.days(365),
      defaultTtl: Duration.days(365),
      maxTtl: Duration.days(365),
      ...nothingInKey,
      ...compression,
    });
    // Follows the object's Cache-Control: `no-cache` (index.html, manifest.json) is not kept at the edge,
    // `max-age=0, must-revalidate` (artifacts) is kept and revalidated by ETag on every request.
    const revalidate = new CachePolicy(this, "RevalidatePolicy", {
      comment: "SPA shell, manifest and data artifacts: origin Cache-Control, revalidated",
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.days(365),
      ...nothingInKey,
      ...compression,
    });

    this.contentSecurityPolicy = contentSecurityPolicy(shellScriptHashes(props.webDir));
    const headers = new ResponseHeadersPolicy(this, "SecurityHeaders", {
      comment: "CSP, HSTS, nosniff, referrer policy, no framing",
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: this.contentSecurityPolicy, override: true },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(730),
          includeSubdomains: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        referrerPolicy: {
          referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
      },
      customHeadersBehavior: {
        customHeaders: [
          {
            header: "Permissions-Policy",
            value: "camera=(), microphone=(), geolocation=(), payment=()",
            override: true,
          },
        ],
      },
    });

    const spaRewrite = new EdgeFunction(this, "SpaRewrite", {
      comment: "Client routes to /index.html; paths with an extension stay as they are",
      code: FunctionCode.fromInline(spaRewriteCode(undefined, prerenderedPages(props.webDir))),
      runtime: FunctionRuntime.JS_2_0,
    });
    const viewerIp = new EdgeFunction(this, "ApiViewerIp", {
      comment: "Passes the viewer's IP to the API in a header the client cannot set",
      code: FunctionCode.fromInline(apiViewerCode()),
      runtime: FunctionRuntime.JS_2_0,
    });

    const s3Behaviour = (origin: IOrigin, cachePolicy: ICachePolicy): BehaviorOptions => ({
      origin,
      cachePolicy,
      responseHeadersPolicy: headers,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      compress: true,
    });

    // Order matters: CloudFront takes the first match, so the artifact paths under /api come before /api/*.
    const additionalBehaviors: Record<string, BehaviorOptions> = {
      "/assets/*": s3Behaviour(webOrigin, immutable),
    };
    for (const pattern of ARTIFACT_PATTERNS)
      additionalBehaviors[pattern] = s3Behaviour(dataOrigin, revalidate);
    additionalBehaviors["/api/*"] = {
      origin: apiOrigin,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: headers,
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      compress: true,
      functionAssociations: [{ function: viewerIp, eventType: FunctionEventType.VIEWER_REQUEST }],
    };

    const custom = props.domainName && props.certificateArn;
    this.distribution = new Distribution(this, "Distribution", {
      comment: props.comment,
      defaultRootObject: "index.html",
      defaultBehavior: {
        ...s3Behaviour(webOrigin, revalidate),
        functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors,
      httpVersion: HttpVersion.HTTP2_AND_3,
      enableIpv6: true,
      priceClass: PriceClass.PRICE_CLASS_100,
      ...(custom
        ? {
            // Only a custom certificate has a choice of TLS policy (the default one is fixed by CloudFront).
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
            domainNames: [props.domainName as string],
            certificate: Certificate.fromCertificateArn(this, "Certificate", props.certificateArn as string),
          }
        : {}),
    });
    Annotations.of(this).acknowledgeWarning(
      "@aws-cdk/aws-cloudfront-origins:listBucketSecurityRisk",
      "Both S3 origins have an origin path (/web, /data), so no CloudFront request reaches the bucket root",
    );

    const defaultUrl = `https://${this.distribution.distributionDomainName}`;
    this.url = custom ? `https://${props.domainName}` : defaultUrl;
    this.origins = custom ? [this.url, defaultUrl] : [defaultUrl];
  }

  /**
   * build/web and build/data into the bucket, each kind of object with its own Cache-Control (and
   * Content-Type for the extension-less artifacts). Deployments that share a prefix split it with
   * include/exclude filters; a file a deployment excludes is also never pruned by it.
   */
  private deployContent(props: SiteProps) {
    const logGroup = new LogGroup(this, "DeploymentLogs", {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const web = Source.asset(props.webDir);
    const data = Source.asset(props.dataDir, { exclude: PRIVATE_DATA });
    const deploy = (
      id: string,
      source: typeof web,
      prefix: string,
      cacheControl: string,
      filters: { include?: string[]; exclude?: string[] },
      extra: { contentType?: string; prune?: boolean } = {},
    ) =>
      new BucketDeployment(this, id, {
        sources: [source],
        destinationBucket: this.bucket,
        destinationKeyPrefix: `${prefix}/`,
        cacheControl: [CacheControl.fromString(cacheControl)],
        memoryLimit: 512,
        logGroup,
        ...filters,
        ...extra,
      });

    // Old hashed assets stay (prune off): a tab still running the previous build can load its chunks.
    deploy(
      "WebAssets",
      web,
      WEB_PREFIX,
      CACHE_CONTROL.immutable,
      { exclude: ["*"], include: ["assets/*"] },
      {
        prune: false,
      },
    );
    deploy("WebShell", web, WEB_PREFIX, CACHE_CONTROL.noCache, { exclude: ["assets/*"] });
    deploy(
      "DataApi",
      data,
      DATA_PREFIX,
      CACHE_CONTROL.revalidate,
      { exclude: ["*"], include: ["api/*"] },
      { contentType: "application/json; charset=utf-8" },
    );
    deploy("DataManifest", data, DATA_PREFIX, CACHE_CONTROL.noCache, {
      exclude: ["*"],
      include: [MANIFEST_PATTERN.slice(1)],
    });
    deploy("DataFiles", data, DATA_PREFIX, CACHE_CONTROL.revalidate, {
      exclude: ["api/*", MANIFEST_PATTERN.slice(1), ...PRIVATE_DATA],
    });
  }
}
