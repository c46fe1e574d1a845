import { sql, type Kysely, type RawBuilder, type SqlBool } from "kysely";
import type { FastifyRequest } from "fastify";
import {
  columnOf,
  getResource,
  isServerField,
  scopeRule,
  type Action,
  type ResourceDef,
} from "../../resources/index.js";
import type { ScopeRule } from "../../resources/kit/row-scope.js";
import { fieldError, forbidden } from "../errors.js";
import { requireUser } from "../plugins/auth.js";
import { fixedRowsCondition, relatedCondition, type RelatedScope } from "./related-scope.js";
import type { Database } from "../db/schema.js";

// Row scope (docs/product.md#roles): the one place that narrows the generic CRUD to the rows a user may
// touch. Every read and write of a declared resource goes through scopeCondition, so a row out of
// scope is simply not there: 404 on show, update and delete (its existence stays hidden), absent
// from lists, getMany and searches.
export type RowScopeValue =
  | { kind: "all" }
  | { kind: "rows"; field: string; value: number | null; unassigned?: boolean; client?: boolean }
  | RelatedScope
  | ParentScope;

/** A row that follows another resource's row: in scope exactly when that row is (RowScope.parent). */
export interface ParentScope {
  kind: "parent";
  role: "commercial" | "client";
  userId: number;
  field: string;
  resource: string;
  /** The reader's scope on the parent resource. */
  parent: RowScopeValue;
  action: Action;
}

export const ALL_ROWS: RowScopeValue = { kind: "all" };

export async function rowScopeFor(
  db: Kysely<Database>,
  def: ResourceDef,
  request: FastifyRequest,
  action: Action,
): Promise<RowScopeValue> {
  const user = requireUser(request);
  const rule = scopeRule(def, user.roles, action);
  if (!rule) throw forbidden();
  const needsClient =
    rule.kind === "client" || ((rule.kind === "related" || rule.kind === "parent") && rule.role === "client");
  return scopeOfRule(rule, user.id, needsClient ? await clientOf(db, user.id) : null, action);
}

/** The scope a rule gives one user, whose client (when the rule needs it) is already known. */
export function scopeOfRule(rule: ScopeRule, userId: number, clientId: number | null, action: Action): RowScopeValue {
  if (rule.kind === "all") return ALL_ROWS;
  if (rule.kind === "owner")
    return rule.unassigned
      ? { kind: "rows", field: rule.field, value: userId, unassigned: true }
      : { kind: "rows", field: rule.field, value: userId };
  if (rule.kind === "related")
    return { kind: "related", role: rule.role, userId, clientId: rule.role === "client" ? clientId : null, action };
  if (rule.kind === "parent") {
    const parentDef = getResource(rule.resource)!;
    const parentRule = scopeRule(parentDef, [rule.role], "show");
    const parent: RowScopeValue = parentRule
      ? scopeOfRule(parentRule, userId, clientId, "show")
      : { kind: "rows", field: "id", value: null };
    return { kind: "parent", role: rule.role, userId, field: rule.field, resource: rule.resource, parent, action };
  }
  // A client's own rows, less those never shown to clients (RowScope.internal: an invoice's draft).
  return { kind: "rows", field: rule.field, value: clientId, client: true };
}

// Read per request, not from the token: re-linking a user to another client takes effect at once.
export async function clientOf(db: Kysely<Database>, userId: number): Promise<number | null> {
  const row = await db.selectFrom("users").select("client_id").where("id", "=", userId).executeTakeFirst();
  return (row?.client_id as number | null | undefined) ?? null;
}

/**
 * The WHERE that keeps a query inside the scope; a user with no client id sees no row at all.
 * `table` is the name the query gives the resource's table (an alias when it reads another
 * resource's rows, such as a lookup's).
 */
export function scopeCondition(def: ResourceDef, scope: RowScopeValue, table = def.table): RawBuilder<SqlBool> {
  const fixed = fixedRowsCondition(def, table);
  const own = ownCondition(def, scope, table);
  return fixed ? sql<SqlBool>`(${fixed} and ${own})` : own;
}

/** Whether scopeCondition narrows anything at all (false for an admin on most resources). */
export function narrows(def: ResourceDef, scope: RowScopeValue): boolean {
  return scope.kind !== "all" || fixedRowsCondition(def) !== null;
}

function ownCondition(def: ResourceDef, scope: RowScopeValue, table: string): RawBuilder<SqlBool> {
  if (scope.kind === "all") return sql<SqlBool>`true`;
  if (scope.kind === "related") return relatedCondition(def, scope, table);
  if (scope.kind === "parent") return parentCondition(def, scope, table);
  const column = sql.ref(`${table}.${columnOf(def, scope.field)}`);
  if (scope.client && def.scope?.shared) {
    const shared = sql<SqlBool>`${sql.ref(`${table}.${columnOf(def, def.scope.shared.field)}`)} =
      ${def.scope.shared.value}`;
    return scope.value === null ? shared : sql<SqlBool>`(${shared} or ${scope.value} = any(${column}))`;
  }
  if (scope.client && def.scope?.internal && scope.value !== null)
    return sql<SqlBool>`(${column} = ${scope.value} and not
      ${sql.ref(`${table}.${columnOf(def, def.scope.internal)}`)})`;
  if (scope.unassigned) return sql<SqlBool>`(${column} = ${scope.value} or ${column} is null)`;
  if (scope.value === null) return sql<SqlBool>`false`;
  return sql<SqlBool>`${column} = ${scope.value}`;
}

/**
 * Fills a client user's own client into a create body that leaves the scope field out, before the
 * schema checks it: forceScope would set it anyway, so a portal form need not ask for it.
 */
export async function presetClientScope(
  db: Kysely<Database>,
  def: ResourceDef,
  request: FastifyRequest,
): Promise<void> {
  const body = request.body as Record<string, unknown> | null;
  if (!body || typeof body !== "object" || Array.isArray(body) || !request.auth) return;
  const rule = scopeRule(def, request.auth.roles, "create");
  if (rule?.kind !== "client" || Object.hasOwn(body, rule.field)) return;
  const field = def.fields[rule.field];
  if (!field || isServerField(field) || field.type !== "reference") return;
  const clientId = await clientOf(db, request.auth.id);
  if (clientId !== null) body[rule.field] = clientId;
}

/**
 * A scoped user's writes cannot leave the scope: the scope field is set to the user's own value,
 * whatever the body says. Where the server owns that field (the row's id), a scoped user cannot
 * create at all.
 */
export function forceScope(
  def: ResourceDef,
  scope: RowScopeValue,
  body: Record<string, unknown>,
  creating: boolean,
): Record<string, unknown> {
  if (scope.kind === "parent") return forceParentShape(def, scope, body);
  if (scope.kind === "all" || scope.kind === "related") return body;
  const field = def.fields[scope.field];
  const writable = field && !isServerField(field);
  if (!writable) {
    if (creating) throw forbidden();
    return body;
  }
  if (scope.value === null) throw forbidden();
  return creating || Object.hasOwn(body, scope.field) ? { ...body, [scope.field]: scope.value } : body;
}

/**
 * A row that follows a project or a task may only be put under one: a scoped user cannot create
 * a row that follows nothing, nor take a row out from under its owner. Which project or task a
 * JSON body may name is checked with every other reference (reference-check.ts).
 */
export function assertRelatedShape(
  def: ResourceDef,
  scope: RowScopeValue,
  body: Record<string, unknown>,
  creating: boolean,
): void {
  if (scope.kind !== "related") return;
  const owner = def.scope?.project ?? def.scope?.task;
  if (!owner || owner === "id") {
    if (creating) throw forbidden();
    return;
  }
  if (Object.hasOwn(body, owner) && body[owner] === null) throw fieldError(owner, "validation:reference");
}

/**
 * The same, and the project or task named must be one the user may read (uploads, which name
 * only their owner): another id answers 422 on that field, exactly like one that does not exist.
 */
export async function assertRelatedOwner(
  db: Kysely<Database>,
  def: ResourceDef,
  scope: RowScopeValue,
  body: Record<string, unknown>,
  creating: boolean,
): Promise<void> {
  assertRelatedShape(def, scope, body, creating);
  if (scope.kind === "parent") return assertParentReachable(db, scope, body);
  if (scope.kind !== "related") return;
  for (const [field, f] of Object.entries(def.fields)) {
    const target =
      f.type === "reference" && (f.reference === "projects" || f.reference === "tasks")
        ? getResource(f.reference)
        : undefined;
    if (!target || !Object.hasOwn(body, field) || body[field] === null) continue;
    const id = body[field];
    const readable = { ...scope, action: "show" as const };
    const found =
      typeof id === "number"
      && (
        await sql`select 1 from ${sql.table(target.table)} as ref_row where ref_row.id = ${id} and
          ${scopeCondition(target, readable, "ref_row")}`.execute(db)
      ).rows.length > 0;
    if (!found) throw fieldError(field, "validation:reference");
  }
}

const WRITES: ReadonlySet<Action> = new Set(["edit", "delete"]);

function parentCondition(def: ResourceDef, scope: ParentScope, table: string): RawBuilder<SqlBool> {
  const parentDef = getResource(scope.resource)!;
  const alias = `scope_${parentDef.table}`;
  const ref = (field: string) => sql.ref(`${table}.${columnOf(def, field)}`);
  const parts: RawBuilder<SqlBool>[] = [
    sql<SqlBool>`exists (select 1 from ${sql.table(parentDef.table)} as ${sql.table(alias)} where
      ${sql.ref(`${alias}.id`)} = ${ref(scope.field)} and ${scopeCondition(parentDef, scope.parent, alias)})`,
  ];
  if (def.scope?.internal && scope.role === "client") parts.push(sql<SqlBool>`not ${ref(def.scope.internal)}`);
  if (def.scope?.author && WRITES.has(scope.action))
    parts.push(sql<SqlBool>`${ref(def.scope.author)} = ${scope.userId}`);
  return sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}

// A client never writes an internal row (an internal note): the flag is theirs to leave unset.
function forceParentShape(
  def: ResourceDef,
  scope: ParentScope,
  body: Record<string, unknown>,
): Record<string, unknown> {
  const internal = def.scope?.internal;
  if (!internal || scope.role !== "client") return body;
  if (body[internal] === true) throw forbidden();
  return { ...body, [internal]: false };
}

/** An upload names its parent row only: it must be one the user reaches, like any reference. */
async function assertParentReachable(
  db: Kysely<Database>,
  scope: ParentScope,
  body: Record<string, unknown>,
): Promise<void> {
  const id = body[scope.field];
  if (id === undefined) return;
  const parentDef = getResource(scope.resource)!;
  const found =
    typeof id === "number"
    && (
      await sql`select 1 from ${sql.table(parentDef.table)} as ref_row where ref_row.id = ${id} and
        ${scopeCondition(parentDef, scope.parent, "ref_row")}`.execute(db)
    ).rows.length > 0;
  if (!found) throw fieldError(scope.field, "validation:reference");
}
