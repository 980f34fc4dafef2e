// The CDK app: `npx cdk synth -q` (offline) and `npm run deploy` (cdk.json runs this file with tsx).
import { App } from "aws-cdk-lib";
import { readSettings } from "./settings.ts";
import { TabletomeStack } from "./stack.ts";

const app = new App();
const settings = readSettings(app.node);
new TabletomeStack(app, `Tabletome-${settings.stage}`, {
  settings,
  description: `Tabletome (${settings.stage}): SPA, artifacts, API, table, user pool, mail sender`,
  // The account and region of the CLI's credentials and profile; none at all for an offline synth.
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
});
app.synth();
