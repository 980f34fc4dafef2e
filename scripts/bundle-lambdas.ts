// One esbuild bundle per handler group (the AWS SDK stays external: the Node.js 22 runtime has it).
import { rm } from "node:fs/promises";
import { join, resolve } from "node:path";
import { build } from "esbuild";
import { handlerGroups } from "../lambdas/routes.ts";

const root = resolve(import.meta.dirname, "..");
const out = join(root, "build/lambdas");
await rm(out, { recursive: true, force: true });
for (const group of handlerGroups) {
  const result = await build({
    entryPoints: [join(root, "lambdas", group.entry)],
    outfile: join(out, group.name, "index.mjs"),
    bundle: true,
    minify: true,
    platform: "node",
    target: "node22",
    format: "esm",
    external: ["@aws-sdk/*"],
    metafile: true,
    banner: { js: "import{createRequire}from'module';const require=createRequire(import.meta.url);" },
  });
  const bytes = Object.values(result.metafile.outputs).reduce((a, o) => a + o.bytes, 0);
  console.log(`${group.name}: ${(bytes / 1024).toFixed(1)} KB`);
}
