import { resolve } from "node:path";
import { formatDiagnostic } from "../pipeline/diagnostics.ts";
import { watchData } from "../pipeline/watch.ts";
import { UserError } from "../runtime/errors.ts";
import { paths } from "../runtime/paths.ts";
import { assertPortFree, portFor } from "../runtime/ports.ts";
import { stopOnSignals } from "../runtime/processes.ts";
import { startLocalStack } from "../runtime/stack.ts";

/**
 * What Vite forwards to the local API server (which also serves the data artifacts). Keys starting with
 * ^ are patterns: /elthelas/gods is a page of the SPA, /elthelas/gods.json an artifact.
 */
export const PROXIED = [
  "/api",
  "^/statics/[a-z]+\\.json$",
  "^/elthelas/[a-z]+\\.json$",
  "^/pages/.+\\.json$",
  "^/search/.+\\.json$",
  "^/manifest\\.json$",
];

export async function devCommand(opts: { verbose: boolean }): Promise<void> {
  const started = performance.now();
  const signals = stopOnSignals();
  const webPort = portFor("web");
  const apiPort = portFor("api");
  await assertPortFree("web", webPort);
  await assertPortFree("api", apiPort);

  let notify: ((buildId: string) => void) | undefined;
  let first = true;
  const watcher = watchData(paths.data, paths.buildData, {
    onBuild: (r) => {
      if (!r.ok) {
        for (const d of r.diagnostics) console.error(formatDiagnostic(d));
        console.error(`data: ${r.diagnostics.length} error(s); the site keeps the last good build`);
        return;
      }
      if (!first) console.log(`data rebuilt in ${Math.round(r.ms)} ms`);
      first = false;
      notify?.(String(Date.now()));
    },
  });
  const initial = await watcher.ready;
  if (!initial.ok) {
    watcher.close();
    throw new UserError("the content in data/ has errors (listed above); fix them and run npm start again");
  }

  const stack = await startLocalStack({ port: apiPort, verbose: opts.verbose });
  const { createServer } = await import("vite");
  const target = stack.api.url;
  const vite = await createServer({
    configFile: resolve(paths.root, "web/vite.config.ts"),
    server: {
      host: "127.0.0.1",
      port: webPort,
      strictPort: true,
      proxy: Object.fromEntries(PROXIED.map((p) => [p, { target, changeOrigin: false }])),
    },
  });
  await vite.listen();
  notify = (buildId) => vite.ws.send({ type: "custom", event: "tt:data", data: { buildId } });

  const url = `http://localhost:${webPort}/`;
  console.log(
    `\n  Tabletome is running at ${url}  (ready in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
  console.log(
    `  API ${target}, DynamoDB ${stack.endpoints.dynamo}, Cognito ${stack.endpoints.cognito}, mail ${stack.endpoints.ses}`,
  );
  console.log(
    `  state in ${paths.local}${stack.seeded ? " (first run: database seeded)" : ""}; Ctrl-C stops everything\n`,
  );

  signals.setCleanup(async () => {
    watcher.close();
    await Promise.allSettled([vite.close(), stack.api.close()]);
  });
}
