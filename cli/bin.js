#!/usr/bin/env node
// The `tt` entry: registers tsx so the TypeScript sources run as they are, then starts the CLI.
import { register } from "tsx/esm/api";

// The AWS SDK warns on every start that its 2027 releases will need Node 22; the versions pinned here
// run on Node 20, so the notice is noise at the terminal.
const emitWarning = process.emitWarning.bind(process);
process.emitWarning = (warning, ...rest) => {
  const text = typeof warning === "string" ? warning : warning?.message;
  const type = typeof rest[0] === "string" ? rest[0] : rest[0]?.type;
  if (type === "NodeVersionSupportWarning" || String(text).includes("will require node >=22")) return;
  emitWarning(warning, ...rest);
};

register();
await import("./main.ts");
