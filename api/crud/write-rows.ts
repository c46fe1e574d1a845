import { sql, type Kysely } from "kysely";
import { columnOf, writableFields, type ResourceDef } from "../../resources/index.js";
import { conflict, notFound } from "../errors.js";
import { byId, findRow, type Row } from "./read-rows.js";
import { writeErrorToAppError } from "./write-errors.js";

// Every write runs in one transaction with the read of the row it answers, so the answer is
// the row as that write left it.

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

export function insertRow(db: Kysely<any>, def: ResourceDef, body: Record<string, unknown>): Promise<Row> {
  const values = columnValues(def, body);
  return guarded(def, () =>
    db.transaction().execute(async (trx) => {
      const insert = trx.insertInto(def.table);
      const { id } = await (Object.keys(values).length ? insert.values(values) : insert.defaultValues()).returning("id").executeTakeFirstOrThrow();
      return (await findRow(trx, def, id))!;
    }),
  );
}

/**
 * `version`, when sent, must still be the row's: the check and the write are one statement, so
 * two editors cannot both win. An update without fields answers the row as it is.
 */
export function updateRow(db: Kysely<any>, def: ResourceDef, id: number, body: Record<string, unknown>): Promise<Row> {
  const values = columnValues(def, body);
  const version = typeof body.version === "number" ? body.version : undefined;
  return guarded(def, () =>
    db.transaction().execute(async (trx) => {
      if (Object.keys(values).length) {
        let update = trx
          .updateTable(def.table)
          .set({ ...values, version: sql`${sql.ref("version")} + 1`, updated_at: sql`now()` })
          .where(byId(def, id));
        if (version !== undefined) update = update.where(sql.ref(`${def.table}.version`), "=", version);
        const updated = await update.returning("id").executeTakeFirst();
        if (!updated) throw (await findRow(trx, def, id)) ? conflict() : notFound();
        return (await findRow(trx, def, id))!;
      }
      const row = await findRow(trx, def, id);
      if (!row) throw notFound();
      if (version !== undefined && row.version !== version) throw conflict();
      return row;
    }),
  );
}

/** Answers the row as it was; a row other rows still point to is refused by the database. */
export function deleteRow(db: Kysely<any>, def: ResourceDef, id: number): Promise<Row> {
  return db.transaction().execute(async (trx) => {
    const row = await findRow(trx, def, id);
    if (!row) throw notFound();
    await trx.deleteFrom(def.table).where(byId(def, id)).execute();
    return row;
  });
}
