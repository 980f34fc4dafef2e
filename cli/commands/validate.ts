import { resolve } from "node:path";
import { formatDiagnostic } from "../pipeline/diagnostics.ts";
import { validateData } from "../pipeline/validate.ts";

export async function validateCommand(opts: { data: string }): Promise<number> {
  const started = performance.now();
  const { entries, diagnostics } = await validateData(resolve(opts.data));
  for (const d of diagnostics) console.error(formatDiagnostic(d));
  const ms = Math.round(performance.now() - started);
  if (diagnostics.length) {
    console.error(
      `${diagnostics.length} error${diagnostics.length === 1 ? "" : "s"} in ${new Set(diagnostics.map((d) => d.file)).size} file(s)`,
    );
    return 1;
  }
  console.log(`${entries.length} entries valid (${ms} ms)`);
  return 0;
}
