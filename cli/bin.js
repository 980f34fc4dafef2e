#!/usr/bin/env node
// The `tt` entry: registers tsx so the TypeScript sources run as they are, then starts the CLI.
import { register } from "tsx/esm/api";

register();
await import("./main.ts");
