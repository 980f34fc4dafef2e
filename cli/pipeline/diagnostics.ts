import { relative } from "node:path";

/** One problem in one content file, reported as `file:line:col message`. */
export interface Diagnostic {
  file: string;
  line: number;
  col: number;
  message: string;
}

export function formatDiagnostic(d: Diagnostic, cwd = process.cwd()): string {
  return `${relative(cwd, d.file) || d.file}:${d.line}:${d.col} ${d.message}`;
}

export function sortDiagnostics(list: Diagnostic[]): Diagnostic[] {
  return [...list].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col);
}

/** Thrown when a build must stop; carries every diagnostic found so far. */
export class ContentError extends Error {
  constructor(readonly diagnostics: Diagnostic[]) {
    super(`${diagnostics.length} content error${diagnostics.length === 1 ? "" : "s"}`);
  }
}
