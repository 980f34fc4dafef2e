import { checkEntries } from "./check.ts";
import { type Diagnostic, sortDiagnostics } from "./diagnostics.ts";
import type { Entry } from "./entry.ts";
import { type FileCache, loadAll } from "./load.ts";

export interface ValidatedContent {
  entries: Entry[];
  diagnostics: Diagnostic[];
}

/** Loads and checks all of data/; never throws for content problems, it reports them. */
export async function validateData(dataDir: string, cache?: FileCache): Promise<ValidatedContent> {
  const loaded = await loadAll(dataDir, cache);
  const diagnostics = [...loaded.diagnostics, ...checkEntries(loaded.entries)];
  return { entries: loaded.entries, diagnostics: sortDiagnostics(diagnostics) };
}
