// What travels on the `live` channel (keys only, never row data): a table's rows changed, or who
// views a record changed. Anything else on the channel is ignored rather than trusted.
export interface TableChange {
  kind: "rows";
  table: string;
  type: "created" | "updated" | "deleted";
  ids: (number | string)[];
  by: number | null;
  /** For an update of a table that names them (live_watch_columns): the columns it changed. */
  columns?: string[];
}

export interface PresenceChange {
  kind: "presence";
  resource: string;
  id: number;
}

export type LiveChange = TableChange | PresenceChange;

const TYPES = new Set(["created", "updated", "deleted"]);

export function parseChange(payload: string): LiveChange | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (!value || typeof value !== "object") return null;
  const v = value as Record<string, unknown>;
  if (typeof v.presence === "string" && Number.isInteger(v.id))
    return { kind: "presence", resource: v.presence, id: v.id as number };
  if (typeof v.table !== "string" || typeof v.type !== "string" || !TYPES.has(v.type) || !Array.isArray(v.ids))
    return null;
  const ids = v.ids.filter((id): id is number | string => typeof id === "number" || typeof id === "string");
  const by = typeof v.by === "number" ? v.by : null;
  const change: TableChange = { kind: "rows", table: v.table, type: v.type as TableChange["type"], ids, by };
  if (Array.isArray(v.columns)) change.columns = v.columns.filter((c): c is string => typeof c === "string");
  return change;
}

/** The payload the API sends itself when a record's viewers change. */
export function presencePayload(resource: string, id: number): string {
  return JSON.stringify({ presence: resource, id });
}
