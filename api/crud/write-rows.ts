import { sql, type Kysely } from "kysely";
import type { FastifyRequest } from "fastify";
import { columnOf, writableFields, type ResourceDef } from "../../resources/index.js";
import { conflict, notFound } from "../errors.js";
import { changedFields, recordAudit } from "../audit/record-audit.js";
import { byId, findRow, type Row } from "./read-rows.js";
import { ALL_ROWS, forceScope, scopeCondition, type RowScopeValue } from "./row-scope.js";
import { writeErrorToAppError } from "./write-errors.js";

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
  for (const [field] of writableFields(def)) {
    if (Object.hasOwn(body, field) && body[field] !== undefined) values[columnOf(def, field)] = body[field];
  }
  return values;
}

async function guarded<T>(def: ResourceDef, work: () => Promise<T>): Promise<T> {
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

export function insertRow(db: Kysely<any>, def: ResourceDef, body: Record<string, unknown>, ctx: WriteContext): Promise<Row> {
  const values = columnValues(def, forceScope(def, ctx.scope ?? ALL_ROWS, body, true));
  return guarded(def, () =>
    db.transaction().execute(async (trx) => {
      const insert = trx.insertInto(def.table);
      const { id } = await (Object.keys(values).length ? insert.values(values) : insert.defaultValues()).returning("id").executeTakeFirstOrThrow();
      const row = (await findRow(trx, def, id))!;
      await recordAudit(trx, ctx.request, { action: "create", resource: def.name, recordId: id, after: withoutBookkeeping(row) });
      return row;
    }),
  );
}

/**
 * `version`, when sent, must still be the row's: the row is locked while it is checked and
 * written, so two editors cannot both win. An update without fields answers the row as it is.
 */
export function updateRow(db: Kysely<any>, def: ResourceDef, id: number, body: Record<string, unknown>, ctx: WriteContext): Promise<Row> {
  const scope = ctx.scope ?? ALL_ROWS;
  const values = columnValues(def, forceScope(def, scope, body, false));
  const version = typeof body.version === "number" ? body.version : undefined;
  return guarded(def, () =>
    db.transaction().execute(async (trx) => {
      const before = await findRow(trx, def, id, scope, Object.keys(values).length > 0);
      if (!before) throw notFound();
      if (version !== undefined && before.version !== version) throw conflict();
      if (!Object.keys(values).length) return before;
      await trx
        .updateTable(def.table)
        .set({ ...values, version: sql`${sql.ref("version")} + 1`, updated_at: sql`now()` })
        .where(byId(def, id))
        .where(scopeCondition(def, scope))
        .execute();
      const after = (await findRow(trx, def, id))!;
      await recordAudit(trx, ctx.request, { action: "update", resource: def.name, recordId: id, ...changedFields(before, after) });
      return after;
    }),
  );
}

/** Answers the row as it was; a row other rows still point to is refused by the database. */
export function deleteRow(db: Kysely<any>, def: ResourceDef, id: number, ctx: WriteContext): Promise<Row> {
  const scope = ctx.scope ?? ALL_ROWS;
  return db.transaction().execute(async (trx) => {
    const row = await findRow(trx, def, id, scope, true);
    if (!row) throw notFound();
    await trx.deleteFrom(def.table).where(byId(def, id)).execute();
    await recordAudit(trx, ctx.request, { action: "delete", resource: def.name, recordId: id, before: withoutBookkeeping(row) });
    return row;
  });
}
