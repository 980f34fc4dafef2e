import { resolve } from "node:path";
import { buildData } from "../pipeline/build.ts";
import { formatDiagnostic } from "../pipeline/diagnostics.ts";
import { watchData } from "../pipeline/watch.ts";

export async function buildDataCommand(opts: { data: string; out: string; watch: boolean }): Promise<number> {
  const dataDir = resolve(opts.data);
  const outDir = resolve(opts.out);
  if (opts.watch) {
    watchData(dataDir, outDir, {
      onBuild: (r) => {
        if (r.ok) console.log(`built ${r.artifacts} artifacts in ${Math.round(r.ms)} ms`);
        else for (const d of r.diagnostics) console.error(formatDiagnostic(d));
      },
    });
    return new Promise<number>(() => {});
  }
  const result = await buildData(dataDir, outDir);
  for (const d of result.diagnostics) console.error(formatDiagnostic(d));
  if (!result.ok) {
    console.error(
      `${result.diagnostics.length} error(s): nothing was written; ${outDir} keeps the last good build`,
    );
    return 1;
  }
  const total = Object.entries(result.counts)
    .filter(([k]) => !k.startsWith("statics."))
    .reduce((a, [, n]) => a + n, 0);
  console.log(
    `built ${result.artifacts} artifacts from ${total} entries in ${Math.round(result.ms)} ms -> ${outDir}`,
  );
  return 0;
}
