import type { AuditLogProvider } from "@refinedev/core";
import { httpClient } from "./http-client";

// Refine's audit-log provider, read side only: the API records every write itself, in the
// write's own transaction (api/crud/write-rows.ts), so the browser never sends log entries —
// leaving out `create` also keeps Refine from fetching the identity on every mutation.
export const HISTORY_LIMIT = 50;

export interface AuditLogRow {
  id: number;
  user_id: number | null;
  user_name: string | null;
  user_email: string | null;
  action: string;
  resource: string;
  record_id: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  ip: string | null;
  user_agent: string | null;
  request_id: string | null;
  created_at: string;
}

/** The newest changes of one record (meta.id), or of a whole resource without it. */
export async function getLogs({
  resource,
  action,
  meta,
}: {
  resource: string;
  action?: string;
  meta?: Record<string, unknown>;
}): Promise<AuditLogRow[]> {
  const params: Record<string, string | number> = {
    resource,
    _sort: "id",
    _order: "desc",
    _start: 0,
    _end: HISTORY_LIMIT,
  };
  if (meta?.id !== undefined && meta.id !== null) params.record_id = String(meta.id);
  if (action) params.action = action;
  const { data } = await httpClient.get<AuditLogRow[]>("logs", { params });
  return data;
}

export const auditLogProvider = { get: getLogs } as unknown as AuditLogProvider;
