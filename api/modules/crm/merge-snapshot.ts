import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/schema.js";

// Rows as the database holds them (every column, internal ones too), kept in a merge so its undo
// can put them back exactly, ids included. Generated columns are left out: the database computes them.
export type RawRow = Record<string, unknown>;

const GENERATED: Record<string, string[]> = { leads: ["weighted_value"] };

export async function rawRows(
  trx: Kysely<Database>,
  table: string,
  column: string,
  ids: readonly number[],
): Promise<RawRow[]> {
  if (!ids.length) return [];
  const drop = GENERATED[table] ?? [];
  const { rows } = await sql<{ row: RawRow }>`
    select to_jsonb(t) as row from ${sql.table(table)} t where ${sql.ref(`t.${column}`)} =
    any(cast(${`{${ids.join(",")}}`} as integer[]))`.execute(trx);
  return rows.map((r) => Object.fromEntries(Object.entries(r.row).filter(([k]) => !drop.includes(k))));
}

/** Inserts rows read by rawRows back into `table`, with their own ids. */
export async function restoreRows(trx: Kysely<Database>, table: string, rows: readonly RawRow[]): Promise<void> {
  for (const row of rows) {
    const columns = Object.keys(row).map((c) => sql.ref(c));
    await sql`
      insert into ${sql.table(table)} (${sql.join(columns)})
      select ${sql.join(columns)} from jsonb_populate_record(null::${sql.table(table)}, cast(${JSON.stringify(row)} as
      jsonb))`.execute(trx);
  }
}
