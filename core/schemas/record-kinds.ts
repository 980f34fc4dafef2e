/** The tools whose saves the records API keeps (kept apart from the schemas so handlers stay small). */
export const RECORD_KINDS = ["characters", "encounters", "creatures", "templates", "strongholds"] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];
