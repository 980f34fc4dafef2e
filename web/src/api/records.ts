import { RECORD_KINDS, type RecordKind } from "../../../core/schemas/record-kinds.ts";
import { getJson } from "./client.ts";

export { RECORD_KINDS, type RecordKind };

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
