import type { RecordKind } from "../../../core/schemas/api.ts";
import { getJson } from "./client.ts";

export type { RecordKind };

/**
 * The same list as core/schemas/api.ts RECORD_KINDS, repeated here because importing that module's
 * values would pull TypeBox into the bundle; `satisfies` keeps the two in step at type level.
 */
export const RECORD_KINDS = [
  "characters",
  "encounters",
  "creatures",
  "templates",
  "strongholds",
] as const satisfies readonly RecordKind[];

export interface RecordSummary {
  _id: string;
  kind: RecordKind;
  name: string;
  shared?: boolean;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export const recordsApi = {
  list: (kind: RecordKind) => getJson<RecordSummary[]>(`/api/records/${kind}`),
};
