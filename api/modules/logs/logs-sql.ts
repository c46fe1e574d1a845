import { sql, type Kysely, type SqlBool } from "kysely";
import { applyFilters, applySort, contains } from "../../crud/list-sql.js";
import type { ListQuery } from "../../crud/list-query.js";
import { auditLogView, systemLogView } from "./log-views.js";
import type { Database } from "../../db/schema.js";

export type LogRow = Record<string, unknown>;

// bigserial ids: float8 keeps them plain JSON numbers on both drivers (exact up to 2^53).
const numericId = (table: string) => sql<number>`cast(${sql.ref(`${table}.id`)} as double precision)`.as("id");
const userName = sql<string | null>`nullif(concat_ws(' ', ${sql.ref("u.name")}, ${sql.ref("u.lastname")}), '')`;

/** q over what a reader remembers: resource, action, record id, IP and the user's name or email. */
function auditSearch(text: string) {
  const fields = ["audit_logs.resource", "audit_logs.action", "audit_logs.record_id", "audit_logs.ip", "u.email"].map(
    (f) => contains(sql.ref(f), text),
  );
  return sql<SqlBool>`(${sql.join([...fields, contains(userName, text)], sql` or `)})`;
}

export async function listAuditLogs(
  db: Kysely<Database>,
  query: ListQuery,
): Promise<{ rows: LogRow[]; total: number }> {
  const base = () => {
    const from = db.selectFrom("audit_logs").leftJoin("users as u", "u.id", "audit_logs.user_id");
    const filtered = applyFilters(from, auditLogView, { filters: query.filters });
    return query.search === undefined ? filtered : filtered.where(auditSearch(query.search));
  };
  const page = applySort(base(), auditLogView, query.sort)
    .select([
      numericId("audit_logs"),
      "audit_logs.user_id",
      userName.as("user_name"),
      "u.email as user_email",
      "audit_logs.action",
      "audit_logs.resource",
      "audit_logs.record_id",
      "audit_logs.before",
      "audit_logs.after",
      "audit_logs.ip",
      "audit_logs.user_agent",
      "audit_logs.request_id",
      "audit_logs.created_at",
    ])
    .offset(query.offset)
    .limit(query.limit);
  const rows = query.limit === 0 ? [] : await page.execute();
  const { total } = await base().select(sql<number>`count(*)::int`.as("total")).executeTakeFirstOrThrow();
  return { rows, total: Number(total) };
}

export async function listSystemLogs(
  db: Kysely<Database>,
  query: ListQuery,
): Promise<{ rows: LogRow[]; total: number }> {
  const base = () => applyFilters(db.selectFrom("system_logs"), systemLogView, query);
  const page = applySort(base(), systemLogView, query.sort)
    .select([
      numericId("system_logs"),
      "level",
      "status",
      "method",
      "url",
      "message",
      "stack",
      "request_id",
      "user_id",
      "created_at",
    ])
    .offset(query.offset)
    .limit(query.limit);
  const rows = query.limit === 0 ? [] : await page.execute();
  const { total } = await base().select(sql<number>`count(*)::int`.as("total")).executeTakeFirstOrThrow();
  return { rows, total: Number(total) };
}
