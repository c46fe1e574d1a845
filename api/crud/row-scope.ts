import { sql, type Kysely, type RawBuilder, type SqlBool } from "kysely";
import type { FastifyRequest } from "fastify";
import { columnOf, scopeRule, type Action, type ResourceDef } from "../../resources/index.js";
import { forbidden } from "../errors.js";
import { requireUser } from "../plugins/auth.js";

// Row scope (DESIGN §5): the one place that narrows the generic CRUD to the rows a user may
// touch. Every read and write of a declared resource goes through scopeCondition, so a row out of
// scope is simply not there: 404 on show, update and delete (its existence stays hidden), absent
// from lists, getMany and searches.
export type RowScopeValue = { kind: "all" } | { kind: "rows"; field: string; value: number | null };

export const ALL_ROWS: RowScopeValue = { kind: "all" };

export async function rowScopeFor(db: Kysely<any>, def: ResourceDef, request: FastifyRequest, action: Action): Promise<RowScopeValue> {
  const user = requireUser(request);
  const rule = scopeRule(def, user.roles, action);
  if (!rule) throw forbidden();
  if (rule.kind === "all") return ALL_ROWS;
  if (rule.kind === "owner") return { kind: "rows", field: rule.field, value: user.id };
  // Read per request, not from the token: re-linking a user to another client takes effect at once.
  const row = await db.selectFrom("users").select("client_id").where("id", "=", user.id).executeTakeFirst();
  return { kind: "rows", field: rule.field, value: (row?.client_id as number | null | undefined) ?? null };
}

/** The WHERE that keeps a query inside the scope; a user with no client id sees no row at all. */
export function scopeCondition(def: ResourceDef, scope: RowScopeValue): RawBuilder<SqlBool> {
  if (scope.kind === "all") return sql<SqlBool>`true`;
  if (scope.value === null) return sql<SqlBool>`false`;
  return sql<SqlBool>`${sql.ref(`${def.table}.${columnOf(def, scope.field)}`)} = ${scope.value}`;
}

/**
 * A scoped user's writes cannot leave the scope: the scope field is set to the user's own value,
 * whatever the body says. Where the server owns that field (the row's id), a scoped user cannot
 * create at all.
 */
export function forceScope(def: ResourceDef, scope: RowScopeValue, body: Record<string, unknown>, creating: boolean): Record<string, unknown> {
  if (scope.kind === "all") return body;
  const field = def.fields[scope.field];
  const writable = field && !field.readOnly && !field.count;
  if (!writable) {
    if (creating) throw forbidden();
    return body;
  }
  if (scope.value === null) throw forbidden();
  return creating || Object.hasOwn(body, scope.field) ? { ...body, [scope.field]: scope.value } : body;
}
