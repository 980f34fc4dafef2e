import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Command } from "commander";
import { UserError } from "./runtime/errors.ts";
import { paths } from "./runtime/paths.ts";

const { version } = JSON.parse(readFileSync(join(paths.root, "package.json"), "utf8")) as { version: string };

const program = new Command("tt")
  .description("Tabletome: validate and compile content, run the site locally, seed the database")
  .version(version, "-v, --version", "print the version")
  .showSuggestionAfterError()
  .showHelpAfterError("(run `tt --help` for the list of commands)");

program
  .command("validate")
  .description("check every content source in data/ and print each error as file:line:col")
  .option("--data <dir>", "content folder", paths.data)
  .action(async (opts: { data: string }) => {
    const { validateCommand } = await import("./commands/validate.ts");
    process.exitCode = await validateCommand(opts);
  });

program
  .command("build-data")
  .description("validate, then compile every artifact into build/data (atomically)")
  .option("--data <dir>", "content folder", paths.data)
  .option("--out <dir>", "output folder", paths.buildData)
  .option("--watch", "rebuild when a file in data/ changes", false)
  .action(async (opts: { data: string; out: string; watch: boolean }) => {
    const { buildDataCommand } = await import("./commands/build-data.ts");
    process.exitCode = await buildDataCommand(opts);
  });

program
  .command("dev")
  .description("run the whole site locally: data watch, stand-ins, API and Vite (npm start)")
  .option("--verbose", "show the stand-ins' output", false)
  .action(async (opts: { verbose: boolean }) => {
    const { devCommand } = await import("./commands/dev.ts");
    await devCommand(opts);
  });

program
  .command("serve")
  .description("serve the built site, artifacts and API on one port, stand-ins included")
  .option("--port <port>", "port to listen on (or SERVE_PORT)")
  .option("--state <dir>", "folder for the stand-ins' state", paths.local)
  .option("--verbose", "show the stand-ins' output", false)
  .action(async (opts: { port?: string; state: string; verbose: boolean }) => {
    const { serveCommand } = await import("./commands/serve.ts");
    await serveCommand(opts);
  });

program
  .command("seed")
  .description("load the content NPCs and events into DynamoDB (local or AWS, by environment); idempotent")
  .option("--out <dir>", "compiled data folder", paths.buildData)
  .action(async (opts: { out: string }) => {
    const { seedCommand } = await import("./commands/seed.ts");
    await seedCommand(opts);
  });

try {
  await program.parseAsync(process.argv);
} catch (err) {
  if (err instanceof UserError) {
    console.error(err.message);
  } else {
    console.error(process.env.DEBUG ? err : `tt: ${(err as Error).message ?? String(err)}`);
  }
  process.exitCode = 1;
}
