// The CDK stack, proved offline: ONE synthesised stack (synth is slow), many assertions on its template.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { App, type CfnElement } from "aws-cdk-lib";
import { Annotations, Match, Template } from "aws-cdk-lib/assertions";
import { beforeAll, describe, expect, it } from "vitest";
import { CONTENT_OWNER as PIPELINE_CONTENT_OWNER } from "../../cli/pipeline/build.ts";
import { ROUTE_THROTTLE, STRICT_PREFIXES, STRICT_THROTTLE } from "../../infra/api.ts";
import { contentSecurityPolicy, inlineScriptHashes, shellScriptHashes } from "../../infra/csp.ts";
import {
  ARTIFACT_PATTERNS,
  CACHE_CONTROL,
  pathPatternOf,
  prerenderedPages,
  spaRewriteCode,
  VIEWER_IP_HEADER,
} from "../../infra/edge.ts";
import { AUTH_COGNITO_ACTIONS, permissionsFor } from "../../infra/permissions.ts";
import { type DeploySettings, readSettings } from "../../infra/settings.ts";
import { PRIVATE_DATA } from "../../infra/site.ts";
import { PROJECT_ROOT, TabletomeStack } from "../../infra/stack.ts";
import { TABLE_KEYS, tableDefinition } from "../../lambdas/lib/table.ts";
import { ARTIFACT_PATHS } from "../../lambdas/local/server.ts";
import { handlerGroups } from "../../lambdas/routes.ts";

type Json = Record<string, unknown>;
interface Resource {
  Type: string;
  Properties: Json;
  DependsOn?: string[];
  DeletionPolicy?: string;
  UpdateReplacePolicy?: string;
}
interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Principal?: unknown;
  Condition?: unknown;
}
interface Behaviour {
  PathPattern?: string;
  TargetOriginId: string;
  CachePolicyId: unknown;
  OriginRequestPolicyId?: unknown;
  ResponseHeadersPolicyId: unknown;
  AllowedMethods: string[];
  Compress: boolean;
  ViewerProtocolPolicy: string;
  FunctionAssociations?: { EventType: string; FunctionARN: unknown }[];
}

const SETTINGS: DeploySettings = {
  stage: "test",
  domainName: "tabletome.example.org",
  certificateArn: "arn:aws:acm:us-east-1:123456789012:certificate/0f0e-test",
  senderEmail: "mail@example.org",
  threatProtection: "enforced",
};
const ONE_YEAR = 365 * 24 * 3600;
/** Managed CloudFront policy ids (the same in every account). */
const CACHING_DISABLED = "4135ea2d-6df8-44a3-9df3-4b5a84be39ad";
const ALL_VIEWER_EXCEPT_HOST_HEADER = "b689b0a8-53d0-40ab-baf2-68738e2966ac";

let stack: TabletomeStack;
let template: Template;
let resources: Record<string, Resource>;
let outdir: string;
let webDir: string;
let dataDir: string;

/** build/web and build/data when `npm test` (or `npm run build`) made them, else a small stand-in of each. */
function contentDirs(): { web: string; data: string } {
  const web = join(PROJECT_ROOT, "build/web");
  const data = join(PROJECT_ROOT, "build/data");
  if (existsSync(join(web, "index.html")) && existsSync(join(data, "manifest.json"))) return { web, data };
  const root = mkdtempSync(join(tmpdir(), "tt-infra-"));
  const files: Record<string, string> = {
    "web/index.html":
      '<!doctype html><title>t</title><script>document.documentElement.dataset.t="1"</script>' +
      '<script type="module" crossorigin src="/assets/index-abc123.js"></script>',
    "web/assets/index-abc123.js": "export {};",
    "web/brand/logo.svg": "<svg/>",
    "data/api/statics": "{}",
    "data/statics/spells.json": "[]",
    "data/api/materia/gods": "[]",
    "data/elthelas/gods.json": '{"documents":[]}',
    "data/pages/ref/create.json": "{}",
    "data/search/index.json": "{}",
    "data/manifest.json": "{}",
    "data/seed/npcs.json": "[]",
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return { web: join(root, "web"), data: join(root, "data") };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => statSync(join(dir, f)).isFile())
    .map((f) => f.split("\\").join("/"));
}

function propsOf(id: string): Json {
  const r = resources[id];
  if (!r) throw new Error(`no resource ${id}`);
  return r.Properties;
}
function ofType(type: string): [string, Resource][] {
  return Object.entries(resources).filter(([, r]) => r.Type === type);
}
function only(type: string): [string, Resource] {
  const all = ofType(type);
  expect(all, type).toHaveLength(1);
  return all[0] as [string, Resource];
}
const logicalId = (construct: { node: { defaultChild?: unknown } }) =>
  stack.getLogicalId(construct.node.defaultChild as CfnElement);
const list = <T>(v: T | T[]): T[] => (Array.isArray(v) ? v : [v]);
const ref = (id: string) => ({ Ref: id });
const arnOf = (id: string) => ({ "Fn::GetAtt": [id, "Arn"] });

/** CloudFront path-pattern matching: `*` any characters (slashes included), `?` one; case-sensitive. */
function matches(pattern: string, path: string): boolean {
  const re = pattern
    .replace(/[.+^${}()|[\]\\]/g, "\\$&")
    .replace(/\*/g, ".*")
    .replace(/\?/g, ".");
  return new RegExp(`^${re}$`).test(path);
}

/** Every environment variable name the deployed handler code reads (lambdas/, without the local runtime). */
function envNamesReadByHandlers(): Set<string> {
  const names = new Set<string>();
  const root = join(PROJECT_ROOT, "lambdas");
  for (const file of filesUnder(root)) {
    if (!file.endsWith(".ts") || file.startsWith("local/")) continue;
    const text = readFileSync(join(root, file), "utf8");
    for (const m of text.matchAll(/\benv\.([A-Z][A-Z0-9_]*)|\benv\[["']([A-Z][A-Z0-9_]*)["']\]/g))
      names.add((m[1] ?? m[2]) as string);
  }
  return names;
}

/** Cognito commands the handlers send, as IAM actions. */
function cognitoActionsUsedByHandlers(): Set<string> {
  const actions = new Set<string>();
  const root = join(PROJECT_ROOT, "lambdas");
  for (const file of filesUnder(root)) {
    if (!file.endsWith(".ts") || file.startsWith("local/")) continue;
    const text = readFileSync(join(root, file), "utf8");
    for (const m of text.matchAll(
      /import\s*\{([^}]*)\}\s*from\s*["']@aws-sdk\/client-cognito-identity-provider["']/g,
    ))
      for (const name of (m[1] ?? "").split(","))
        if (/^\s*\w+Command\s*$/.test(name))
          actions.add(`cognito-idp:${name.trim().replace(/Command$/, "")}`);
  }
  return actions;
}

/** Runs a CloudFront Function's code (runtime 2.0 accepts this ES5) on one viewer request. */
function runEdgeFunction(code: string, event: Json): Json {
  const handler = new Function(`${code}\nreturn handler;`)() as (e: Json) => Json;
  return handler(event);
}

beforeAll(() => {
  const cdkJson = JSON.parse(readFileSync(join(PROJECT_ROOT, "cdk.json"), "utf8")) as { context: Json };
  outdir = mkdtempSync(join(tmpdir(), "tt-cdk-out-"));
  const app = new App({ context: cdkJson.context, outdir });
  ({ web: webDir, data: dataDir } = contentDirs());
  stack = new TabletomeStack(app, "Tabletome-test", {
    settings: SETTINGS,
    webDir,
    dataDir,
    env: { account: "123456789012", region: "eu-west-1" },
  });
  template = Template.fromStack(stack);
  resources = template.toJSON().Resources as Record<string, Resource>;
}, 180_000);

describe("settings (context and environment)", () => {
  const node = (ctx: Json) => ({ tryGetContext: (k: string) => ctx[k] });

  it("has defaults for an offline synth, context before environment", () => {
    expect(readSettings(node({}), {})).toEqual({
      stage: "prod",
      domainName: undefined,
      certificateArn: undefined,
      senderEmail: "no-reply@example.com",
      threatProtection: "enforced",
    });
    const s = readSettings(node({ senderEmail: "a@b.org", stage: "dev" }), {
      SENDER_EMAIL: "x@y.org",
      STAGE: "qa",
      THREAT_PROTECTION: "off",
    });
    expect([s.senderEmail, s.stage, s.threatProtection]).toEqual(["a@b.org", "dev", "off"]);
  });

  it("refuses a domain without its certificate, a certificate outside us-east-1, a bad stage or sender", () => {
    expect(() => readSettings(node({ domainName: "a.example.org" }), {})).toThrow(/go together/);
    expect(() =>
      readSettings(
        node({
          domainName: "a.example.org",
          certificateArn: "arn:aws:acm:eu-west-1:123456789012:certificate/x",
        }),
        {},
      ),
    ).toThrow(/us-east-1/);
    expect(() => readSettings(node({ stage: "Prod!" }), {})).toThrow(/stage/);
    expect(() => readSettings(node({ senderEmail: "nobody" }), {})).toThrow(/senderEmail/);
  });
});

describe("synth", () => {
  it("has no errors or warnings", () => {
    const annotations = Annotations.fromStack(stack);
    annotations.hasNoError("*", Match.anyValue());
    annotations.hasNoWarning("*", Match.anyValue());
  });

  it("has no dependency cycle (Ref, GetAtt, Sub and DependsOn edges)", () => {
    const edges = new Map<string, Set<string>>();
    const collect = (value: unknown, into: Set<string>) => {
      if (Array.isArray(value)) for (const v of value) collect(v, into);
      else if (value && typeof value === "object") {
        for (const [k, v] of Object.entries(value)) {
          if (k === "Ref" && typeof v === "string") {
            if (v in resources) into.add(v);
          } else if (k === "Fn::GetAtt" && Array.isArray(v) && typeof v[0] === "string") {
            into.add(v[0]);
          } else if (k === "Fn::Sub" && typeof v === "string") {
            for (const m of v.matchAll(/\$\{([A-Za-z0-9]+)[.}]/g))
              if (m[1] && m[1] in resources) into.add(m[1]);
          } else {
            collect(v, into);
          }
        }
      }
    };
    for (const [id, r] of Object.entries(resources)) {
      const deps = new Set<string>(r.DependsOn ?? []);
      collect(r.Properties, deps);
      edges.set(id, deps);
    }
    const state = new Map<string, "visiting" | "done">();
    const visit = (id: string, path: string[]): void => {
      if (state.get(id) === "done") return;
      if (state.get(id) === "visiting") throw new Error(`cycle: ${[...path, id].join(" -> ")}`);
      state.set(id, "visiting");
      for (const d of edges.get(id) ?? []) visit(d, [...path, id]);
      state.set(id, "done");
    };
    for (const id of edges.keys()) visit(id, []);
  });
});

describe("S3 bucket and content", () => {
  it("is private, encrypted, versioned, TLS only and retained", () => {
    const [id, bucket] = only("AWS::S3::Bucket");
    expect(bucket.DeletionPolicy).toBe("Retain");
    expect(bucket.Properties).toMatchObject({
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: "AES256" } }],
      },
      VersioningConfiguration: { Status: "Enabled" },
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      OwnershipControls: { Rules: [{ ObjectOwnership: "BucketOwnerEnforced" }] },
    });
    const [, policy] = only("AWS::S3::BucketPolicy");
    const statements = (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement;
    expect(statements).toContainEqual(
      expect.objectContaining({
        Effect: "Deny",
        Action: "s3:*",
        Condition: { Bool: { "aws:SecureTransport": "false" } },
        Principal: { AWS: "*" },
      }),
    );
    // The only Allow: CloudFront's service principal, for this distribution only, read and list.
    const allows = statements.filter((s) => s.Effect === "Allow");
    expect(allows).toHaveLength(1);
    const distributionId = logicalId(stack.site.distribution);
    expect(allows[0]).toMatchObject({
      Principal: { Service: "cloudfront.amazonaws.com" },
      Action: ["s3:GetObject", "s3:ListBucket"],
      Condition: {
        StringEquals: {
          "AWS:SourceArn": {
            "Fn::Join": ["", expect.arrayContaining([":distribution/", ref(distributionId)])],
          },
        },
      },
    });
    expect(list(allows[0]?.Resource)).toEqual([arnOf(id), { "Fn::Join": ["", [arnOf(id), "/*"]] }]);
  });

  it("deploys build/web and build/data with Cache-Control per kind, JSON type for extension-less artifacts", () => {
    const deployments = ofType("Custom::CDKBucketDeployment").map(([, r]) => r.Properties);
    const byPrefix = (prefix: string) => deployments.filter((d) => d.DestinationBucketKeyPrefix === prefix);
    const meta = (d: Json) => d.SystemMetadata as Record<string, string>;
    const web = byPrefix("web/");
    const data = byPrefix("data/");
    expect(web.length + data.length).toBe(deployments.length);

    const assets = web.find((d) => (d.Include as string[] | undefined)?.includes("assets/*"));
    expect(assets).toMatchObject({ Exclude: ["*"], Prune: false });
    expect(meta(assets as Json)["cache-control"]).toBe(CACHE_CONTROL.immutable);
    const shell = web.find((d) => !d.Include);
    expect(shell).toMatchObject({ Exclude: ["assets/*"], Prune: true });
    expect(meta(shell as Json)["cache-control"]).toBe("no-cache");

    const api = data.find((d) => (d.Include as string[] | undefined)?.includes("api/*"));
    expect(meta(api as Json)["content-type"]).toMatch(/^application\/json\b/);
    expect(meta(api as Json)["cache-control"]).toBe("public, max-age=0, must-revalidate");
    const manifest = data.find((d) => (d.Include as string[] | undefined)?.includes("manifest.json"));
    expect(meta(manifest as Json)["cache-control"]).toBe("no-cache");
    const rest = data.find((d) => !d.Include);
    expect(rest?.Exclude).toEqual(expect.arrayContaining(["api/*", "manifest.json", "seed/*"]));
    expect(meta(rest as Json)["cache-control"]).toBe(CACHE_CONTROL.revalidate);
  });

  it("never uploads build/data/seed (it holds GM-only NPCs)", () => {
    const keys = new Set(
      ofType("Custom::CDKBucketDeployment")
        .filter(([, r]) => r.Properties.DestinationBucketKeyPrefix === "data/")
        .flatMap(([, r]) => r.Properties.SourceObjectKeys as string[]),
    );
    expect(keys.size).toBe(1);
    const staged = join(outdir, `asset.${[...keys][0]?.replace(/\.zip$/, "")}`);
    const files = filesUnder(staged);
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((f) => f.startsWith("seed/"))).toEqual([]);
    expect(PRIVATE_DATA).toContain("seed");
    expect(files).toEqual(expect.arrayContaining(["manifest.json", "api/statics"]));
  });
});

describe("CloudFront", () => {
  let distribution: Json;
  let behaviours: Behaviour[];
  let originIdOf: (path: string) => string;
  let origins: { Id: string; DomainName: unknown; OriginPath?: string; [k: string]: unknown }[];
  let oacId: string;

  beforeAll(() => {
    const [, d] = only("AWS::CloudFront::Distribution");
    distribution = d.Properties.DistributionConfig as Json;
    behaviours = distribution.CacheBehaviors as Behaviour[];
    origins = distribution.Origins as typeof origins;
    [oacId] = only("AWS::CloudFront::OriginAccessControl");
    originIdOf = (path: string) =>
      (
        behaviours.find((b) => matches(b.PathPattern as string, path)) ??
        (distribution.DefaultCacheBehavior as Behaviour)
      ).TargetOriginId;
  });
  const origin = (id: string) => origins.find((o) => o.Id === id);
  const behaviour = (pattern: string) => {
    const b = behaviours.find((x) => x.PathPattern === pattern);
    expect(b, pattern).toBeDefined();
    return b as Behaviour;
  };
  const policyId = (name: "ImmutablePolicy" | "RevalidatePolicy") =>
    ref(stack.getLogicalId(stack.site.node.findChild(name).node.defaultChild as CfnElement));

  it("reads S3 through Origin Access Control with origin paths /web and /data", () => {
    expect(resources[oacId]?.Properties.OriginAccessControlConfig).toMatchObject({
      OriginAccessControlOriginType: "s3",
      SigningBehavior: "always",
      SigningProtocol: "sigv4",
    });
    const s3 = origins.filter((o) => o.S3OriginConfig);
    expect(s3.map((o) => o.OriginPath).sort()).toEqual(["/data", "/web"]);
    for (const o of s3) {
      expect(o.OriginAccessControlId).toEqual({ "Fn::GetAtt": [oacId, "Id"] });
      expect(o.S3OriginConfig).toEqual({ OriginAccessIdentity: "" });
    }
    const api = origins.find((o) => o.CustomOriginConfig);
    expect(api?.CustomOriginConfig).toMatchObject({
      OriginProtocolPolicy: "https-only",
      OriginSSLProtocols: ["TLSv1.2"],
    });
    expect(JSON.stringify(api?.DomainName)).toContain(logicalId(stack.api.httpApi));
  });

  it("serves the SPA by default: index.html root, the rewrite function, revalidating policy", () => {
    expect(distribution).toMatchObject({
      DefaultRootObject: "index.html",
      Enabled: true,
      HttpVersion: "http2and3",
      IPV6Enabled: true,
      PriceClass: "PriceClass_100",
      // No distribution-wide error pages: they would turn API errors and missing assets into index.html.
    });
    expect(distribution.CustomErrorResponses).toBeUndefined();
    const def = distribution.DefaultCacheBehavior as Behaviour;
    expect(origin(def.TargetOriginId)?.OriginPath).toBe("/web");
    expect(def.CachePolicyId).toEqual(policyId("RevalidatePolicy"));
    expect(def.AllowedMethods).toEqual(["GET", "HEAD"]);
    expect(def.FunctionAssociations).toEqual([
      {
        EventType: "viewer-request",
        FunctionARN: { "Fn::GetAtt": [logicalId(stack.site.node.findChild("SpaRewrite")), "FunctionARN"] },
      },
    ]);
  });

  it("has one S3 behaviour per artifact path of the local runtime, before /api/*", () => {
    expect(ARTIFACT_PATTERNS).toEqual([
      "/api/statics",
      "/statics/*.json",
      "/api/materia/gods",
      "/elthelas/*.json",
      "/pages/*.json",
      "/search/*.json",
      "/manifest.json",
    ]);
    const apiIndex = behaviours.findIndex((b) => b.PathPattern === "/api/*");
    for (const pattern of ARTIFACT_PATTERNS) {
      const b = behaviour(pattern);
      expect(behaviours.indexOf(b)).toBeLessThan(apiIndex);
      expect(origin(b.TargetOriginId)?.OriginPath).toBe("/data");
      expect(b.CachePolicyId).toEqual(policyId("RevalidatePolicy"));
      expect(b.AllowedMethods).toEqual(["GET", "HEAD"]);
    }
    expect(() => pathPatternOf(/^\/a(b|c)$/)).toThrow(/no CloudFront pattern/);
    expect(() => pathPatternOf(/\/x/)).toThrow(/anchored/);
  });

  it("routes every deployed file to the origin it lives in, and what the local runtime calls artifacts to /data", () => {
    const dataFiles = filesUnder(dataDir).filter((f) => !f.startsWith("seed/"));
    for (const file of dataFiles) {
      const path = `/${file}`;
      expect(
        ARTIFACT_PATHS.some((re) => re.test(path)),
        path,
      ).toBe(true);
      expect(origin(originIdOf(path))?.OriginPath, path).toBe("/data");
    }
    for (const file of filesUnder(webDir)) {
      const path = `/${file}`;
      expect(origin(originIdOf(path))?.OriginPath, path).toBe("/web");
    }
    expect(origin(originIdOf("/seed/npcs.json"))?.OriginPath).toBe("/web");
  });

  it("caches hashed assets a year as immutable, revalidates the rest", () => {
    const assets = behaviour("/assets/*");
    expect(origin(assets.TargetOriginId)?.OriginPath).toBe("/web");
    expect(assets.CachePolicyId).toEqual(policyId("ImmutablePolicy"));
    const config = (id: { Ref: string }) => resources[id.Ref]?.Properties.CachePolicyConfig as Json;
    const noKeyExtras = {
      HeadersConfig: { HeaderBehavior: "none" },
      CookiesConfig: { CookieBehavior: "none" },
      QueryStringsConfig: { QueryStringBehavior: "none" },
      EnableAcceptEncodingGzip: true,
      EnableAcceptEncodingBrotli: true,
    };
    expect(config(policyId("ImmutablePolicy"))).toMatchObject({
      MinTTL: ONE_YEAR,
      DefaultTTL: ONE_YEAR,
      MaxTTL: ONE_YEAR,
      ParametersInCacheKeyAndForwardedToOrigin: noKeyExtras,
    });
    expect(config(policyId("RevalidatePolicy"))).toMatchObject({
      MinTTL: 0,
      DefaultTTL: 0,
      MaxTTL: ONE_YEAR,
      ParametersInCacheKeyAndForwardedToOrigin: noKeyExtras,
    });
    expect(CACHE_CONTROL.immutable).toBe(`public, max-age=${ONE_YEAR}, immutable`);
  });

  it("sends /api/* to the HTTP API uncached, with every viewer header but Host, cookies and query", () => {
    const api = behaviour("/api/*");
    expect(origin(api.TargetOriginId)?.CustomOriginConfig).toBeDefined();
    expect(api.CachePolicyId).toBe(CACHING_DISABLED);
    expect(api.OriginRequestPolicyId).toBe(ALL_VIEWER_EXCEPT_HOST_HEADER);
    expect(api.AllowedMethods.sort()).toEqual(["DELETE", "GET", "HEAD", "OPTIONS", "PATCH", "POST", "PUT"]);
    expect(api.ViewerProtocolPolicy).toBe("https-only");
    expect(api.FunctionAssociations?.[0]?.EventType).toBe("viewer-request");
  });

  it("compresses and applies the security headers on every behaviour", () => {
    const [headersId] = only("AWS::CloudFront::ResponseHeadersPolicy");
    for (const b of [distribution.DefaultCacheBehavior as Behaviour, ...behaviours]) {
      expect(b.Compress, b.PathPattern).toBe(true);
      expect(b.ResponseHeadersPolicyId, b.PathPattern).toEqual(ref(headersId));
      if (b.PathPattern !== "/api/*") expect(b.ViewerProtocolPolicy).toBe("redirect-to-https");
    }
  });

  it("sends a strict CSP, HSTS, nosniff, the referrer policy and no framing", () => {
    const [, policy] = only("AWS::CloudFront::ResponseHeadersPolicy");
    const security = (policy.Properties.ResponseHeadersPolicyConfig as Json).SecurityHeadersConfig as Json;
    const csp = stack.site.contentSecurityPolicy;
    expect(csp).toBe(contentSecurityPolicy(shellScriptHashes(webDir)));
    expect(security).toMatchObject({
      ContentSecurityPolicy: { ContentSecurityPolicy: csp, Override: true },
      StrictTransportSecurity: { IncludeSubdomains: true, Override: true },
      ContentTypeOptions: { Override: true },
      ReferrerPolicy: { ReferrerPolicy: "strict-origin-when-cross-origin", Override: true },
      FrameOptions: { FrameOption: "DENY", Override: true },
    });
    const hsts = security.StrictTransportSecurity as { AccessControlMaxAgeSec: number };
    expect(hsts.AccessControlMaxAgeSec).toBeGreaterThanOrEqual(ONE_YEAR);
    const directives = new Map(
      csp.split(";").map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name as string, values];
      }),
    );
    expect(directives.get("default-src")).toEqual(["'self'"]);
    // Module scripts from the site, and exactly the inline scripts of the deployed index.html by hash.
    const [self, ...hashes] = directives.get("script-src") ?? [];
    expect(self).toBe("'self'");
    expect(hashes).toEqual(inlineScriptHashes(readFileSync(join(webDir, "index.html"), "utf8")));
    for (const h of hashes) expect(h).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    expect(directives.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directives.get("img-src")).toEqual(["'self'", "data:"]);
    expect(directives.get("connect-src")).toEqual(["'self'"]);
    expect(directives.get("frame-ancestors")).toEqual(["'none'"]);
    expect(directives.get("object-src")).toEqual(["'none'"]);
    expect(csp).not.toMatch(/unsafe-eval|\*|script-src[^;]*unsafe-inline/);
  });

  it("hashes the executable inline scripts of a page, nothing else", () => {
    const page =
      '<script type="module" src="/assets/a.js"></script><script>alert(1)</script>' +
      '<script type="application/ld+json">{"@type":"WebSite"}</script><SCRIPT type="module">alert(1)</SCRIPT>';
    const alert1 = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";
    expect(inlineScriptHashes(page)).toEqual([alert1, alert1]);
    expect(inlineScriptHashes("<p>no scripts</p>")).toEqual([]);
  });

  it("the SPA function rewrites client routes only: missing assets stay 404, artifacts stay artifacts", () => {
    const [, fn] = ofType("AWS::CloudFront::Function").find(([id]) => id.includes("SpaRewrite")) as [
      string,
      Resource,
    ];
    expect((fn.Properties.FunctionConfig as Json).Runtime).toBe("cloudfront-js-2.0");
    const code = fn.Properties.FunctionCode as string;
    // CloudFront Functions take at most 10 KB of code; the prerendered pages' list is in it.
    expect(Buffer.byteLength(code)).toBeLessThan(10 * 1024);
    const uriAfter = (uri: string) =>
      (runEdgeFunction(code, { request: { uri, headers: {} } }).uri as string | undefined) ?? "";
    for (const route of ["/", "/ref/spells", "/tools/charbuilder/", "/tools/runner/abc", "/profile"])
      expect(uriAfter(route), route).toBe("/index.html");
    // Pages the build prerendered get their own file (with the fixture build there are none).
    const pages = prerenderedPages(webDir);
    for (const route of ["/elthelas/gods", "/options/spells/", "/es/options/spells"]) {
      const path = route.replace(/\/$/, "");
      expect(uriAfter(route), route).toBe(pages.includes(path) ? `${path}/index.html` : "/index.html");
    }
    for (const kept of [
      "/index.html",
      "/assets/missing-123.js",
      "/brand/logo.svg",
      "/favicon.ico",
      "/api/statics",
      "/statics/spells.json",
      "/api/materia/gods",
      "/manifest.json",
      "/elthelas/gods.json",
    ])
      expect(uriAfter(kept), kept).toBe(kept);
  });

  it("the SPA function sends prerendered pages their own file, with or without a trailing slash", () => {
    const code = spaRewriteCode(undefined, ["/options/spells", "/es/options/spells"]);
    const uriAfter = (uri: string) => runEdgeFunction(code, { request: { uri, headers: {} } }).uri;
    expect(uriAfter("/options/spells")).toBe("/options/spells/index.html");
    expect(uriAfter("/options/spells/")).toBe("/options/spells/index.html");
    expect(uriAfter("/es/options/spells")).toBe("/es/options/spells/index.html");
    for (const other of ["/", "/options/feats", "/options/spells/x", "/constructor", "/hasOwnProperty"])
      expect(uriAfter(other), other).toBe("/index.html");
  });

  it("finds the prerendered pages of a built SPA: every <path>/index.html but the root one and assets", () => {
    const web = mkdtempSync(join(tmpdir(), "tt-web-"));
    for (const file of [
      "index.html",
      "options/spells/index.html",
      "es/options/spells/index.html",
      "assets/x/index.html",
      "brand/logo.svg",
    ]) {
      mkdirSync(dirname(join(web, file)), { recursive: true });
      writeFileSync(join(web, file), "x");
    }
    expect(prerenderedPages(web)).toEqual(["/es/options/spells", "/options/spells"]);
    expect(prerenderedPages(join(web, "missing"))).toEqual([]);
  });

  it("the /api function passes the viewer's IP and overwrites whatever the client sent", () => {
    const [, fn] = ofType("AWS::CloudFront::Function").find(([id]) => id.includes("ApiViewerIp")) as [
      string,
      Resource,
    ];
    const out = runEdgeFunction(fn.Properties.FunctionCode as string, {
      viewer: { ip: "203.0.113.9" },
      request: { uri: "/api/auth/login", headers: { [VIEWER_IP_HEADER]: { value: "1.2.3.4" } } },
    });
    expect((out.headers as Json)[VIEWER_IP_HEADER]).toEqual({ value: "203.0.113.9" });
  });

  it("takes the custom domain and its us-east-1 certificate when given", () => {
    expect(distribution.Aliases).toEqual([SETTINGS.domainName]);
    expect(distribution.ViewerCertificate).toMatchObject({
      AcmCertificateArn: SETTINGS.certificateArn,
      SslSupportMethod: "sni-only",
      MinimumProtocolVersion: "TLSv1.2_2021",
    });
  });
});

describe("HTTP API and Lambda", () => {
  const fnId = (group: string) => {
    const fn = stack.api.functions.get(group);
    if (!fn) throw new Error(`no function for ${group}`);
    return logicalId(fn);
  };

  it("has one function per handler group: Node.js 22, arm64, ESM bundle with the SDK left out", () => {
    expect(ofType("AWS::Lambda::Function").filter(([id]) => id.startsWith("Api"))).toHaveLength(
      handlerGroups.length,
    );
    for (const group of handlerGroups) {
      const fn = resources[fnId(group.name)];
      expect(fn?.Properties, group.name).toMatchObject({
        Runtime: "nodejs22.x",
        Architectures: ["arm64"],
        Handler: "index.handler",
      });
      const assetHash = ((propsOf(fnId(group.name)).Code as Json).S3Key as string).replace(/\.zip$/, "");
      const bundle = readFileSync(join(outdir, `asset.${assetHash}`, "index.mjs"), "utf8");
      // Booleans only: a failure must not print a bundle of several megabytes.
      const banner = "import{createRequire}from'module';const require=createRequire(import.meta.url);";
      expect(bundle.startsWith(banner), `${group.name}: banner`).toBe(true);
      const averageLine = bundle.length / bundle.split("\n").length;
      expect(averageLine > 200, `${group.name}: minified`).toBe(true);
      // The handlers import the SDK; it stays an import of the runtime's copy and none of its code is inside.
      expect(/from"@aws-sdk\/[a-z-]+"/.test(bundle), `${group.name}: SDK imported`).toBe(true);
      expect(
        bundle.includes("@smithy/smithy-client") || bundle.includes("SigV4"),
        `${group.name}: SDK code`,
      ).toBe(false);
    }
  });

  it("gives every function the configuration the handlers read, and no local endpoints", () => {
    const read = envNamesReadByHandlers();
    expect(read).toContain("TABLE_NAME");
    const expected = [...read].filter((n) => n !== "AWS_REGION" && !n.endsWith("_ENDPOINT")).sort();
    const tableId = logicalId(stack.table);
    for (const group of handlerGroups) {
      const vars = ((propsOf(fnId(group.name)).Environment as Json).Variables ?? {}) as Json;
      expect(Object.keys(vars).sort(), group.name).toEqual(expected);
      expect(vars).toMatchObject({
        TABLE_NAME: ref(tableId),
        USER_POOL_ID: ref(logicalId(stack.userPool)),
        USER_POOL_CLIENT_ID: ref(logicalId(stack.userPoolClient)),
        MAIL_FROM: SETTINGS.senderEmail,
        CONTENT_OWNER: PIPELINE_CONTENT_OWNER,
      });
      const origins = JSON.stringify(vars.ALLOWED_ORIGINS);
      expect(origins).toContain(`https://${SETTINGS.domainName},https://`);
      expect(origins).toContain(logicalId(stack.site.distribution));
    }
  });

  it("routes ANY /api/<prefix> and ANY /api/<prefix>/{proxy+} of every group to its function", () => {
    const routes = ofType("AWS::ApiGatewayV2::Route").map(([, r]) => r.Properties);
    const expectedKeys = handlerGroups.flatMap((g) =>
      g.prefixes.flatMap((p) => [`ANY ${p}`, `ANY ${p}/{proxy+}`]),
    );
    expect(routes.map((r) => r.RouteKey).sort()).toEqual([...expectedKeys].sort());
    for (const group of handlerGroups) {
      for (const prefix of group.prefixes) {
        for (const key of [`ANY ${prefix}`, `ANY ${prefix}/{proxy+}`]) {
          const route = routes.find((r) => r.RouteKey === key);
          const integrationId = (
            ((route ?? { Target: {} }).Target as Json)["Fn::Join"] as [string, [string, { Ref: string }]]
          )[1][1].Ref;
          expect(JSON.stringify(resources[integrationId]?.Properties.IntegrationUri), key).toContain(
            fnId(group.name),
          );
        }
      }
    }
    for (const [, integration] of ofType("AWS::ApiGatewayV2::Integration"))
      expect(integration.Properties).toMatchObject({
        IntegrationType: "AWS_PROXY",
        PayloadFormatVersion: "2.0",
      });
  });

  it("throttles every route, auth routes harder, and logs access to a log group with retention", () => {
    const [, stage] = only("AWS::ApiGatewayV2::Stage");
    expect(stage.Properties).toMatchObject({
      StageName: "$default",
      AutoDeploy: true,
      DefaultRouteSettings: {
        ThrottlingRateLimit: ROUTE_THROTTLE.rateLimit,
        ThrottlingBurstLimit: ROUTE_THROTTLE.burstLimit,
      },
    });
    const settings = stage.Properties.RouteSettings as Record<string, Json>;
    const keys = handlerGroups.flatMap((g) => g.prefixes.flatMap((p) => [`ANY ${p}`, `ANY ${p}/{proxy+}`]));
    expect(Object.keys(settings).sort()).toEqual([...keys].sort());
    expect(STRICT_THROTTLE.rateLimit).toBeLessThan(ROUTE_THROTTLE.rateLimit);
    expect(STRICT_THROTTLE.burstLimit).toBeLessThan(ROUTE_THROTTLE.burstLimit);
    expect(keys.some((k) => k.startsWith("ANY /api/auth"))).toBe(true);
    for (const key of keys) {
      const strict = STRICT_PREFIXES.some((p) => key.startsWith(`ANY ${p}`));
      const limits = strict ? STRICT_THROTTLE : ROUTE_THROTTLE;
      expect(settings[key], key).toEqual({
        ThrottlingRateLimit: limits.rateLimit,
        ThrottlingBurstLimit: limits.burstLimit,
      });
    }
    // RouteSettings name routes, so the stage must come after them.
    const routeIds = ofType("AWS::ApiGatewayV2::Route").map(([id]) => id);
    expect(stage.DependsOn).toEqual(expect.arrayContaining(routeIds));
    const logs = stage.Properties.AccessLogSettings as {
      DestinationArn: { "Fn::GetAtt": [string, string] };
      Format: string;
    };
    expect(resources[logs.DestinationArn["Fn::GetAtt"][0]]?.Type).toBe("AWS::Logs::LogGroup");
    expect(JSON.parse(logs.Format)).toMatchObject({
      requestId: "$context.requestId",
      status: "$context.status",
    });
  });

  it("keeps every log group for a bounded time", () => {
    const groups = ofType("AWS::Logs::LogGroup");
    expect(groups.length).toBeGreaterThanOrEqual(handlerGroups.length + 1);
    for (const [id, g] of groups) expect(g.Properties.RetentionInDays, id).toBeGreaterThan(0);
    for (const [id, fn] of ofType("AWS::Lambda::Function"))
      expect((fn.Properties.LoggingConfig as Json | undefined)?.LogGroup, id).toBeDefined();
  });
});

describe("DynamoDB", () => {
  it("is the table of lambdas/lib/table.ts: keys, gsi1, TTL, on demand, PITR, retained", () => {
    const [, table] = only("AWS::DynamoDB::Table");
    const def = tableDefinition("x");
    expect(table.DeletionPolicy).toBe("Retain");
    expect(table.Properties).toMatchObject({
      BillingMode: "PAY_PER_REQUEST",
      KeySchema: def.KeySchema,
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      TimeToLiveSpecification: { AttributeName: TABLE_KEYS.ttlAttribute, Enabled: true },
    });
    expect(new Set(table.Properties.AttributeDefinitions as unknown[])).toEqual(
      new Set(def.AttributeDefinitions),
    );
    expect(table.Properties.GlobalSecondaryIndexes).toEqual(def.GlobalSecondaryIndexes);
  });
});

describe("Cognito and SES", () => {
  it("has a self-service user pool: username sign-in, email required, the API's password policy, threat protection", () => {
    const [, pool] = only("AWS::Cognito::UserPool");
    expect(pool.DeletionPolicy).toBe("Retain");
    expect(pool.Properties).toMatchObject({
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      Policies: {
        PasswordPolicy: {
          MinimumLength: 8,
          RequireNumbers: true,
          RequireLowercase: false,
          RequireUppercase: false,
          RequireSymbols: false,
        },
      },
      Schema: [{ Name: "email", Required: true, Mutable: true }],
      UserPoolTier: "PLUS",
      UserPoolAddOns: { AdvancedSecurityMode: "ENFORCED" },
    });
    // Username sign-in: no alias attributes, no username-is-email.
    expect(pool.Properties.AliasAttributes).toBeUndefined();
    expect(pool.Properties.UsernameAttributes).toBeUndefined();
  });

  it("has an app client for USER_PASSWORD_AUTH and refresh tokens, with the token lifetimes set", () => {
    const [, client] = only("AWS::Cognito::UserPoolClient");
    expect(client.Properties).toMatchObject({
      ExplicitAuthFlows: ["ALLOW_USER_PASSWORD_AUTH", "ALLOW_REFRESH_TOKEN_AUTH"],
      GenerateSecret: false,
      AccessTokenValidity: 60,
      IdTokenValidity: 60,
      RefreshTokenValidity: 30 * 24 * 60,
      TokenValidityUnits: { AccessToken: "minutes", IdToken: "minutes", RefreshToken: "minutes" },
      PreventUserExistenceErrors: "ENABLED",
      EnableTokenRevocation: true,
      AllowedOAuthFlowsUserPoolClient: false,
    });
  });

  it("has an SES identity for the sender", () => {
    template.hasResourceProperties("AWS::SES::EmailIdentity", { EmailIdentity: SETTINGS.senderEmail });
  });
});

describe("IAM", () => {
  /** Every statement of every policy the stack creates, with the logical id of the role it is attached to. */
  function roleStatements(): { role: string; statement: Statement }[] {
    const out: { role: string; statement: Statement }[] = [];
    for (const [, policy] of ofType("AWS::IAM::Policy")) {
      const doc = policy.Properties.PolicyDocument as { Statement: Statement[] };
      for (const role of policy.Properties.Roles as { Ref: string }[])
        for (const statement of doc.Statement) out.push({ role: role.Ref, statement });
    }
    for (const [id, role] of ofType("AWS::IAM::Role"))
      for (const p of (role.Properties.Policies as
        | { PolicyDocument: { Statement: Statement[] } }[]
        | undefined) ?? [])
        for (const statement of p.PolicyDocument.Statement) out.push({ role: id, statement });
    return out;
  }
  const roleOf = (group: string) =>
    ((resources[logicalId(stack.api.functions.get(group) as { node: { defaultChild?: unknown } })]?.Properties
      .Role as { "Fn::GetAtt": [string, string] }) ?? { "Fn::GetAtt": [""] })["Fn::GetAtt"][0];

  it("grants no wildcard action on Resource '*' anywhere; no statement at all on '*'", () => {
    const all = roleStatements();
    expect(all.length).toBeGreaterThan(0);
    const onStar = all.filter(
      ({ statement }) => statement.Effect === "Allow" && list(statement.Resource).includes("*"),
    );
    for (const { statement } of onStar)
      for (const action of list(statement.Action)) expect(action).not.toMatch(/^\*$|^[a-z0-9-]+:\*$/);
    // Exceptions: none. CDK's helpers here (the BucketDeployment handler) are scoped to their buckets, and
    // no LogRetention helper exists (log groups are declared with retention). The only managed policy is
    // AWSLambdaBasicExecutionRole (CloudWatch Logs writes), which every Lambda role carries.
    expect(onStar).toEqual([]);
    for (const [id, role] of ofType("AWS::IAM::Role"))
      expect(JSON.stringify(role.Properties.ManagedPolicyArns ?? []), id).toMatch(
        /^\[(\{"Fn::Join":\["",\["arn:",\{"Ref":"AWS::Partition"\},":iam::aws:policy\/service-role\/AWSLambdaBasicExecutionRole"\]\]\})?\]$/,
      );
  });

  it("scopes each function to the table (read or read/write as decided per group), the pool and the sender", () => {
    const statements = roleStatements();
    const tableArn = arnOf(logicalId(stack.table));
    const poolArn = arnOf(logicalId(stack.userPool));
    const writes = [
      "dynamodb:PutItem",
      "dynamodb:UpdateItem",
      "dynamodb:DeleteItem",
      "dynamodb:BatchWriteItem",
    ];
    for (const group of handlerGroups) {
      const allowed = permissionsFor(group.name);
      const mine = statements.filter((s) => s.role === roleOf(group.name)).map((s) => s.statement);
      const actions = (prefix: string) =>
        mine.flatMap((s) => list(s.Action)).filter((a) => a.startsWith(prefix));
      for (const s of mine) {
        const service = list(s.Action)[0]?.split(":")[0];
        expect(
          list(s.Action).every((a) => a.startsWith(`${service}:`)),
          JSON.stringify(s),
        ).toBe(true);
        if (service === "dynamodb")
          expect(s.Resource).toEqual([tableArn, { "Fn::Join": ["", [tableArn, "/index/*"]] }]);
        else if (service === "cognito-idp") expect(s.Resource).toEqual(poolArn);
        else if (service === "ses") {
          expect(s.Action).toBe("ses:SendEmail");
          expect(JSON.stringify(s.Resource)).toMatch(/:identity\/.*SenderIdentity/);
        } else throw new Error(`${group.name}: unexpected ${JSON.stringify(s)}`);
      }
      expect(actions("dynamodb:")).toEqual(expect.arrayContaining(["dynamodb:GetItem", "dynamodb:Query"]));
      if (allowed.table === "readWrite") expect(actions("dynamodb:")).toEqual(expect.arrayContaining(writes));
      else for (const w of writes) expect(actions("dynamodb:")).not.toContain(w);
      expect(actions("cognito-idp:").sort()).toEqual([...allowed.cognito].sort());
      expect(actions("ses:")).toEqual(allowed.sendMail ? ["ses:SendEmail"] : []);
    }
    expect(permissionsFor("some-new-group")).toMatchObject({ table: "read", sendMail: false });
  });

  it("grants the auth function every Cognito call the handlers make, and nothing like Admin*", () => {
    const used = cognitoActionsUsedByHandlers();
    expect(used.size).toBeGreaterThan(0);
    expect(AUTH_COGNITO_ACTIONS).toEqual(expect.arrayContaining([...used]));
    for (const action of AUTH_COGNITO_ACTIONS) expect(action).not.toContain("*");
    expect(permissionsFor("auth").sendMail).toBe(true);
  });
});

describe("outputs", () => {
  it("names the site, the API, the pool and client ids and the table", () => {
    const outputs = template.toJSON().Outputs as Record<string, { Value: unknown }>;
    expect(Object.keys(outputs)).toEqual(
      expect.arrayContaining(["SiteUrl", "ApiUrl", "UserPoolId", "UserPoolClientId", "TableName"]),
    );
    expect(outputs.SiteUrl?.Value).toBe(`https://${SETTINGS.domainName}`);
    expect(outputs.TableName?.Value).toEqual(ref(logicalId(stack.table)));
    expect(outputs.UserPoolId?.Value).toEqual(ref(logicalId(stack.userPool)));
    expect(outputs.UserPoolClientId?.Value).toEqual(ref(logicalId(stack.userPoolClient)));
    expect(outputs.ApiUrl?.Value).toEqual({ "Fn::GetAtt": [logicalId(stack.api.httpApi), "ApiEndpoint"] });
  });

  it("cdk.json runs the app with tsx and keeps the CLI offline (no notices, no telemetry)", () => {
    const cdkJson = JSON.parse(readFileSync(join(PROJECT_ROOT, "cdk.json"), "utf8")) as Json;
    expect(cdkJson).toMatchObject({
      app: "npx tsx infra/app.ts",
      notices: false,
      context: { "cli-telemetry": false },
    });
  });
});
