import type { Position } from "./locate.ts";

/** One loaded content entry with enough of its source kept to point errors at lines. */
export interface Entry {
  set: string;
  id: string;
  file: string;
  data: Record<string, unknown>;
  /** Where the value at a field path starts in the file. */
  locate: (path: (string | number)[]) => Position;
}
