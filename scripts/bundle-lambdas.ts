// One esbuild bundle per handler group (the AWS SDK stays external: the Node.js 22 runtime has it).
import { rm } from "node:fs/promises";
import { join, resolve } from "node:path";
import { build } from "esbuild";
import { handlerGroups } from "../lambdas/routes.ts";

const root = resolve(import.meta.dirname, "..");

export async function bundleLambdas(
  out = join(root, "build/lambdas"),
): Promise<{ name: string; file: string; bytes: number }[]> {
  await rm(out, { recursive: true, force: true });
  const results = [];
  for (const group of handlerGroups) {
    const file = join(out, group.name, "index.mjs");
    const result = await build({
      entryPoints: [join(root, "lambdas", group.entry)],
      outfile: file,
      bundle: true,
      minify: true,
      platform: "node",
      target: "node22",
      format: "esm",
      external: ["@aws-sdk/*"],
      metafile: true,
      logLevel: "warning",
      banner: { js: "import{createRequire}from'module';const require=createRequire(import.meta.url);" },
    });
    const bytes = Object.values(result.metafile.outputs).reduce((a, o) => a + o.bytes, 0);
    results.push({ name: group.name, file, bytes });
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const b of await bundleLambdas()) console.log(`${b.name}: ${(b.bytes / 1024).toFixed(1)} KB`);
}
