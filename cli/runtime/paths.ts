import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The project root: the folder holding package.json above cli/. */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

export const paths = {
  root: ROOT,
  data: join(ROOT, "data"),
  buildData: join(ROOT, "build/data"),
  buildWeb: join(ROOT, "build/web"),
  local: join(ROOT, ".local"),
  module: (relative: string) => join(ROOT, "node_modules", relative),
};

export function requireBuilt(dir: string, hint: string): void {
  if (!existsSync(dir)) throw new Error(`${dir} does not exist; ${hint}`);
}
