import { join } from "node:path";
import { Duration, RemovalPolicy } from "aws-cdk-lib";
import { AccessLogFormat } from "aws-cdk-lib/aws-apigateway";
import {
  type CfnStage,
  HttpApi,
  HttpMethod,
  type HttpRoute,
  HttpStage,
  LogGroupLogDestination,
  type ThrottleSettings,
} from "aws-cdk-lib/aws-apigatewayv2";
import { HttpLambdaIntegration } from "aws-cdk-lib/aws-apigatewayv2-integrations";
import { Architecture, Runtime } from "aws-cdk-lib/aws-lambda";
import { NodejsFunction, OutputFormat } from "aws-cdk-lib/aws-lambda-nodejs";
import { LogGroup, RetentionDays } from "aws-cdk-lib/aws-logs";
import { Construct } from "constructs";
import type { HandlerGroup } from "../lambdas/routes.ts";

/** Every route: steady requests per second and burst, applied to each route on its own. */
export const ROUTE_THROTTLE: Required<ThrottleSettings> = { rateLimit: 50, burstLimit: 100 };
/** Routes under these prefixes (sign-in, registration, reset) get far less: guessing passwords is slow. */
export const STRICT_PREFIXES = ["/api/auth"];
export const STRICT_THROTTLE: Required<ThrottleSettings> = { rateLimit: 5, burstLimit: 10 };

/** The same banner as scripts/bundle-lambdas.ts: lets bundled CommonJS call require() inside ESM. */
export const ESM_REQUIRE_BANNER =
  "import{createRequire}from'module';const require=createRequire(import.meta.url);";

export interface ApiProps {
  groups: readonly HandlerGroup[];
  /** The repository root: entries are lambdas/<entry>, the lock file and tsconfig are here. */
  projectRoot: string;
  apiName: string;
  /** Environment shared by every function. */
  environment: Record<string, string>;
}

export interface RouteInfo {
  group: HandlerGroup;
  path: string;
  routeKey: string;
  route: HttpRoute;
  throttle: Required<ThrottleSettings>;
}

const pascal = (name: string) =>
  name.replace(/(^|[^a-zA-Z0-9])([a-zA-Z0-9])/g, (_m, _sep: string, c: string) => c.toUpperCase());

/**
 * The HTTP API: one Lambda per handler group of lambdas/routes.ts, bundled by esbuild from the same entry
 * the local runtime loads, and `ANY /api/<prefix>` plus `ANY /api/<prefix>/{proxy+}` for each prefix.
 */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  readonly functions = new Map<string, NodejsFunction>();
  readonly routes: RouteInfo[] = [];

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);

    this.httpApi = new HttpApi(this, "HttpApi", {
      apiName: props.apiName,
      description: "Tabletome API (reached through CloudFront at /api/*)",
      createDefaultStage: false,
    });

    for (const group of props.groups) {
      const name = pascal(group.name);
      const fn = new NodejsFunction(this, `${name}Function`, {
        description: `Tabletome API: ${group.prefixes.join(", ")}`,
        entry: join(props.projectRoot, "lambdas", group.entry),
        handler: "handler",
        projectRoot: props.projectRoot,
        depsLockFilePath: join(props.projectRoot, "package-lock.json"),
        runtime: Runtime.NODEJS_22_X,
        architecture: Architecture.ARM_64,
        memorySize: 256,
        timeout: Duration.seconds(10),
        environment: { ...props.environment },
        logGroup: new LogGroup(this, `${name}Logs`, {
          retention: RetentionDays.ONE_MONTH,
          removalPolicy: RemovalPolicy.DESTROY,
        }),
        bundling: {
          format: OutputFormat.ESM,
          target: "node22",
          minify: true,
          sourceMap: false,
          mainFields: ["module", "main"],
          // The nodejs22.x runtime ships AWS SDK v3.
          externalModules: ["@aws-sdk/*"],
          banner: ESM_REQUIRE_BANNER,
        },
      });
      this.functions.set(group.name, fn);

      const integration = new HttpLambdaIntegration(`${name}Integration`, fn);
      for (const prefix of group.prefixes) {
        if (!/^\/api\/[a-z0-9/-]+$/.test(prefix) || prefix.endsWith("/"))
          throw new Error(`handler group ${group.name}: prefix ${prefix} is not a path under /api`);
        const strict = STRICT_PREFIXES.some((p) => prefix === p || prefix.startsWith(`${p}/`));
        for (const path of [prefix, `${prefix}/{proxy+}`]) {
          const [route] = this.httpApi.addRoutes({ path, methods: [HttpMethod.ANY], integration });
          if (!route) throw new Error(`no route for ${path}`);
          this.routes.push({
            group,
            path,
            routeKey: `ANY ${path}`,
            route,
            throttle: strict ? STRICT_THROTTLE : ROUTE_THROTTLE,
          });
        }
      }
    }

    const accessLogs = new LogGroup(this, "AccessLogs", {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.stage = new HttpStage(this, "DefaultStage", {
      httpApi: this.httpApi,
      stageName: "$default",
      autoDeploy: true,
      throttle: ROUTE_THROTTLE,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: "$context.requestId",
            time: "$context.requestTime",
            ip: "$context.identity.sourceIp",
            method: "$context.httpMethod",
            path: "$context.path",
            routeKey: "$context.routeKey",
            status: "$context.status",
            bytes: "$context.responseLength",
            latencyMs: "$context.responseLatency",
            integrationLatencyMs: "$context.integrationLatency",
            integrationError: "$context.integrationErrorMessage",
          }),
        ),
      },
    });

    // Per-route throttling: every route named with its own limits (stricter on the strict prefixes). The
    // stage must be created after the routes it names.
    const cfnStage = this.stage.node.defaultChild as CfnStage;
    const routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
    for (const r of this.routes) {
      routeSettings[r.routeKey] = {
        ThrottlingRateLimit: r.throttle.rateLimit,
        ThrottlingBurstLimit: r.throttle.burstLimit,
      };
      cfnStage.node.addDependency(r.route);
    }
    cfnStage.addPropertyOverride("RouteSettings", routeSettings);
  }
}
