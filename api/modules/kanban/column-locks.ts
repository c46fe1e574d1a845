import { sql, type Kysely } from "kysely";
import type { ResourceDef } from "../../../resources/index.js";
import { columnKey, type BoardColumn } from "./board-column.js";
import type { Database } from "../../db/schema.js";

/**
 * Serializes writers of the same columns until the transaction ends: two moves into one column
 * would otherwise both read the same neighbours and take the same place. Keys are taken in one
 * fixed order (ascending), so two moves between the same two columns in opposite directions
 * cannot wait on each other. Works the same on PGlite, whose one connection already serializes.
 */
export async function lockColumns(
  trx: Kysely<Database>,
  def: ResourceDef,
  col: BoardColumn,
  values: unknown[],
): Promise<void> {
  const keys = [...new Set(values.map((v) => columnKey(col, v)).filter((k): k is number => k !== null))].sort(
    (a, b) => a - b,
  );
  for (const key of keys)
    await sql`select pg_advisory_xact_lock(hashtext(${`board:${def.table}:${col.column}`}), ${key}::int)`.execute(trx);
}
