import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { buildData } from "../pipeline/build.ts";
import { formatDiagnostic } from "../pipeline/diagnostics.ts";
import { UserError } from "../runtime/errors.ts";
import { paths } from "../runtime/paths.ts";
import { assertPortFree, portFor } from "../runtime/ports.ts";
import { stopOnSignals } from "../runtime/processes.ts";
import { startLocalStack } from "../runtime/stack.ts";

export async function serveCommand(opts: { port?: string; state: string; verbose: boolean }): Promise<void> {
  const signals = stopOnSignals();
  const port = portFor("serve", opts.port ? { SERVE_PORT: opts.port } : process.env);
  await assertPortFree("serve", port);
  if (!existsSync(paths.buildData)) {
    const result = await buildData(paths.data, paths.buildData);
    if (!result.ok) {
      for (const d of result.diagnostics) console.error(formatDiagnostic(d));
      throw new UserError("the content has errors; fix them and run `npx tt build-data`");
    }
  }
  if (!existsSync(resolve(paths.buildWeb, "index.html"))) {
    const { build } = await import("vite");
    await build({ configFile: resolve(paths.root, "web/vite.config.ts"), logLevel: "warn" });
  }
  const stack = await startLocalStack({
    port,
    stateDir: resolve(opts.state),
    webDir: paths.buildWeb,
    verbose: opts.verbose,
  });
  console.log(
    `Tabletome is serving at ${stack.api.url.replace("127.0.0.1", "localhost")}${stack.seeded ? " (database seeded)" : ""}`,
  );
  signals.setCleanup(() => stack.api.close());
}
