import { sql, type Kysely } from "kysely";
import type { FastifyRequest } from "fastify";
import { columnOf, writableFields, type ResourceDef } from "../../resources/index.js";
import { conflict } from "../errors.js";
import { refusalFor } from "./refusal.js";
import { changedFields, recordAudit } from "../audit/record-audit.js";
import { assertNotBefore } from "./not-before.js";
import { byId, findRow, type Row } from "./read-rows.js";
import { ALL_ROWS, assertRelatedShape, forceScope, scopeCondition, type RowScopeValue } from "./row-scope.js";
import { writeErrorToAppError } from "./write-errors.js";
import { withCreatorDefaults } from "./creator-defaults.js";
import { assertReferences } from "./reference-check.js";
import { readViewFor } from "./reference-scope.js";
import { runAfterWrite, runBeforeWrite } from "./write-hooks.js";
import { asSqlValues, withChoiceIds, type Choice } from "./list-values.js";
import { readChildren, writeChildren } from "./child-rows.js";
import { dynamicTable } from "../db/dynamic-table.js";
import type { Database } from "../db/schema.js";

// Every write runs in one transaction with the read of the row it answers and with its activity
// log entry: the write, its answer and its record commit or roll back together.

export interface WriteContext {
  /** The request the write answers: who, from where (null for scripts such as the seed). */
  request: FastifyRequest | null;
  scope?: RowScopeValue;
}

/** Declared, writable fields present in the body, keyed by column. */
function columnValues(def: ResourceDef, body: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [field, f] of writableFields(def)) {
    if (Object.hasOwn(body, field) && body[field] !== undefined)
      values[columnOf(def, field)] = f.type === "choices" ? withChoiceIds(body[field] as Choice[]) : body[field];
  }
  return values;
}

export async function guarded<T>(def: ResourceDef, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw writeErrorToAppError(def, error);
  }
}

// Bookkeeping columns would only repeat the log row's own time.
function withoutBookkeeping(row: Row): Row {
  const { version: _v, created_at: _c, updated_at: _u, ...rest } = row;
  return rest;
}

/**
 * The row as its writer may read it: the server's own read (hooks and the activity log) sees
 * every looked-up value, the answer only those of rows the writer may read; with its inline
 * children (an invoice's lines). A module's own write (issuing an invoice) answers the same way.
 */
export async function answerFor(
  trx: Kysely<Database>,
  def: ResourceDef,
  row: Row,
  request: FastifyRequest | null,
): Promise<Row> {
  const looksUp = Object.values(def.fields).some((f) => f.lookup || f.count);
  const answer =
    !request?.auth || !looksUp
      ? row
      : ((await findRow(trx, def, Number(row.id), ALL_ROWS, false, await readViewFor(trx, def, request))) ?? row);
  return def.children ? { ...answer, [def.children.field]: await readChildren(trx, def, Number(row.id)) } : answer;
}

/** The inline children of a body (an invoice's lines), when the resource has them and the body sends them. */
function childItems(def: ResourceDef, body: Record<string, unknown>): Record<string, unknown>[] | undefined {
  const items = def.children ? body[def.children.field] : undefined;
  return Array.isArray(items) ? (items as Record<string, unknown>[]) : undefined;
}

/** Fields the server fills with the signed-in user on create (author, uploaded by). */
function currentUserValues(def: ResourceDef, request: FastifyRequest | null): Record<string, unknown> {
  const userId = request?.auth?.id;
  if (userId === undefined) return {};
  return Object.fromEntries(
    Object.entries(def.fields)
      .filter(([, f]) => f.currentUser)
      .map(([name]) => [columnOf(def, name), userId]),
  );
}

export function insertRow(
  db: Kysely<Database>,
  def: ResourceDef,
  sent: Record<string, unknown>,
  ctx: WriteContext,
): Promise<Row> {
  // The scope's own value replaces what was sent (a client's ticket is for its client), before
  // the references are checked: the forced value is the one written.
  const body = forceScope(def, ctx.scope ?? ALL_ROWS, withCreatorDefaults(def, sent, ctx.request?.auth?.id), true);
  const values = { ...columnValues(def, body), ...currentUserValues(def, ctx.request) };
  return guarded(def, () =>
    db.transaction().execute(async (trx) => {
      assertNotBefore(def, body, ctx.request);
      assertRelatedShape(def, ctx.scope ?? ALL_ROWS, body, true);
      await assertReferences(trx, def, ctx.request, body);
      const items = childItems(def, body);
      const event = { trx, def, action: "create" as const, request: ctx.request, values, children: items };
      await runBeforeWrite(event);
      const insert = dynamicTable(trx).insertInto(def.table);
      const { id } = await (Object.keys(values).length
        ? insert.values(asSqlValues(def, values))
        : insert.defaultValues()
      )
        .returning("id")
        .executeTakeFirstOrThrow();
      if (items) await writeChildren(trx, def, id, items, false);
      const row = (await findRow(trx, def, id))!;
      await runAfterWrite({ ...event, after: row });
      await recordAudit(trx, ctx.request, {
        action: "create",
        resource: def.name,
        recordId: id,
        after: withoutBookkeeping(row),
      });
      return answerFor(trx, def, row, ctx.request);
    }),
  );
}

/**
 * `version`, when sent, must still be the row's: the row is locked while it is checked and
 * written, so two editors cannot both win. An update without fields answers the row as it is.
 */
export function updateRow(
  db: Kysely<Database>,
  def: ResourceDef,
  id: number,
  sent: Record<string, unknown>,
  ctx: WriteContext,
): Promise<Row> {
  return guarded(def, () => db.transaction().execute((trx) => updateRowIn(trx, def, id, sent, ctx)));
}

/** updateRow inside a transaction the caller holds (a write of several rows that stand or fall together). */
export async function updateRowIn(
  trx: Kysely<Database>,
  def: ResourceDef,
  id: number,
  sent: Record<string, unknown>,
  ctx: WriteContext,
): Promise<Row> {
  const scope = ctx.scope ?? ALL_ROWS;
  const body = forceScope(def, scope, sent, false);
  const values = columnValues(def, body);
  const version = typeof body.version === "number" ? body.version : undefined;
  const before = await findRow(trx, def, id, scope, Object.keys(values).length > 0);
  if (!before) throw await refusalFor(trx, def, id, ctx.request);
  if (version !== undefined && before.version !== version) throw conflict();
  assertRelatedShape(def, scope, body, false);
  await assertReferences(trx, def, ctx.request, body, before);
  const items = childItems(def, body);
  if (!Object.keys(values).length && !items) return answerFor(trx, def, before, ctx.request);
  assertNotBefore(def, { ...before, ...body }, ctx.request, body);
  const event = { trx, def, action: "edit" as const, request: ctx.request, values, before, children: items };
  await runBeforeWrite(event);
  if (items) await writeChildren(trx, def, id, items, true);
  await dynamicTable(trx)
    .updateTable(def.table)
    .set({ ...asSqlValues(def, values), version: sql`${sql.ref("version")} + 1`, updated_at: sql`now()` })
    .where(byId(def, id))
    .where(scopeCondition(def, scope))
    .execute();
  const after = (await findRow(trx, def, id))!;
  await runAfterWrite({ ...event, after });
  await recordAudit(trx, ctx.request, {
    action: "update",
    resource: def.name,
    recordId: id,
    ...changedFields(before, after),
  });
  return answerFor(trx, def, after, ctx.request);
}

/** Answers the row as it was; a row other rows still point to is refused by the database. */
export function deleteRow(db: Kysely<Database>, def: ResourceDef, id: number, ctx: WriteContext): Promise<Row> {
  const scope = ctx.scope ?? ALL_ROWS;
  return db.transaction().execute(async (trx) => {
    const row = await findRow(trx, def, id, scope, true);
    if (!row) throw await refusalFor(trx, def, id, ctx.request);
    const answer = await answerFor(trx, def, row, ctx.request);
    await runBeforeWrite({ trx, def, action: "delete", request: ctx.request, values: {}, before: row });
    await dynamicTable(trx).deleteFrom(def.table).where(byId(def, id)).execute();
    await runAfterWrite({ trx, def, action: "delete", request: ctx.request, values: {}, before: row });
    await recordAudit(trx, ctx.request, {
      action: "delete",
      resource: def.name,
      recordId: id,
      before: withoutBookkeeping(row),
    });
    return answer;
  });
}
