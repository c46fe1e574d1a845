import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";

// One row of the activity log. Call it with the transaction of the write it describes, so the
// write and its record commit or roll back together.
export interface AuditEntry {
  /** create, update, delete, login, login_failed, logout, password_change, password_reset, two_factor_enable, … */
  action: string;
  /** The API resource name ("project-states", "users", "company", "auth"). */
  resource: string;
  recordId?: string | number | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** Who did it when the request has no signed-in user yet (sign-in, registration). */
  userId?: number | null;
}

// Never logged, whatever the resource: secrets stay out of the activity log.
const SECRET_FIELDS = new Set([
  "password",
  "password_hash",
  "two_factor_secret",
  "code_hash",
  "token_hash",
  "password_confirmation",
  "current_password",
]);

function clean(values: Record<string, unknown> | null | undefined): Record<string, unknown> | null {
  if (!values) return null;
  return Object.fromEntries(Object.entries(values).filter(([k]) => !SECRET_FIELDS.has(k)));
}

/** For updates: only the fields that changed, before and after. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = Object.keys(after).filter(
    (k) => !["version", "updated_at"].includes(k) && JSON.stringify(before[k]) !== JSON.stringify(after[k]),
  );
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k] ?? null])),
    after: Object.fromEntries(keys.map((k) => [k, after[k] ?? null])),
  };
}

export async function recordAudit(
  db: Kysely<Database>,
  request: FastifyRequest | null,
  entry: AuditEntry,
): Promise<void> {
  const userAgent = request?.headers["user-agent"];
  await (db as Kysely<Database>)
    .insertInto("audit_logs")
    .values({
      user_id: entry.userId !== undefined ? entry.userId : (request?.auth?.id ?? null),
      action: entry.action,
      resource: entry.resource,
      record_id: entry.recordId === undefined || entry.recordId === null ? null : String(entry.recordId),
      before: JSON.stringify(clean(entry.before)),
      after: JSON.stringify(clean(entry.after)),
      ip: request?.ip?.slice(0, 64) ?? null,
      user_agent: typeof userAgent === "string" ? userAgent.slice(0, 400) : null,
      request_id: request?.id?.slice(0, 64) ?? null,
    })
    .execute();
}
