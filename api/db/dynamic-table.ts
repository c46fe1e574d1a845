import type { Generated, Kysely, Selectable } from "kysely";
import type { Database } from "./schema.js";

/** A row of a table named at run time: its columns are known only from its declaration (but every table has its id). */
export type DynamicRow = { id: Generated<number> } & Record<string, unknown>;

/** Every table seen as rows of columns of unknown type. */
export type DynamicDatabase = Record<string, DynamicRow>;

/**
 * The generic CRUD layer queries the table a declaration names (`def.table`), a string Kysely
 * cannot check against Database. This is the one place that handle is seen untyped: its rows
 * come back as unknown values, which the caller checks or hands on as JSON.
 */
export function dynamicTable(db: Kysely<Database>): Kysely<DynamicDatabase> {
  return db as unknown as Kysely<DynamicDatabase>;
}

/**
 * A row the generic layer read (a write hook's before or after), seen as a row of the table its
 * hook knows it comes from. The generic layer reads every column of that table, named as in it.
 */
export function rowOf<T extends keyof Database>(_table: T, row: Record<string, unknown>): Selectable<Database[T]> {
  return row as Selectable<Database[T]>;
}
