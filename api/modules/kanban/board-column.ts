import { sql, type Kysely } from "kysely";
import { columnOf, getResource, type BoardDef, type ResourceDef } from "../../../resources/index.js";
import { fieldError } from "../../errors.js";
import { dynamicTable } from "../../db/dynamic-table.js";
import type { Database } from "../../db/schema.js";

// What a board's column field is: a reference to an ordered resource (task states) or an enum
// (a ticket's status). Both have a small integer per column, which keys the column's lock.

export interface BoardColumn {
  board: BoardDef;
  /** Database columns of the column field and of the order field. */
  column: string;
  order: string;
  /** The referenced table, for a reference column. */
  target?: ResourceDef;
  options?: readonly string[];
}

/** Every board of a resource: the main one (name null) and the named ones. */
export function boardsOf(def: ResourceDef): { name: string | null; board: BoardDef }[] {
  return [
    ...(def.board ? [{ name: null, board: def.board }] : []),
    ...Object.entries(def.boards ?? {}).map(([name, board]) => ({ name, board })),
  ];
}

export function boardColumn(def: ResourceDef, board: BoardDef = def.board!): BoardColumn {
  const field = def.fields[board.column];
  const target = field.type === "reference" ? getResource(field.reference!) : undefined;
  return {
    board,
    column: columnOf(def, board.column),
    order: columnOf(def, board.order),
    target,
    options: field.type === "enum" ? field.options : undefined,
  };
}

/** The integer that names a column value in its lock: the id, or the enum option's place. */
export function columnKey(col: BoardColumn, value: unknown): number | null {
  if (col.options) {
    const index = col.options.indexOf(String(value));
    return index >= 0 ? index : null;
  }
  return typeof value === "number" && Number.isInteger(value) ? value : null;
}

/**
 * A card goes to a column that exists (422 on `column` otherwise), and not to a retired one
 * (its `active` field off) unless it is already there: a board shows active columns only.
 */
export async function assertColumn(
  trx: Kysely<Database>,
  col: BoardColumn,
  value: unknown,
  current: unknown,
): Promise<void> {
  if (!col.target) return; // an enum value was checked by the body schema
  const hasActive = Boolean(col.target.fields.active);
  const row = await dynamicTable(trx)
    .selectFrom(col.target.table)
    .select(hasActive ? [sql<boolean>`${sql.ref("active")}`.as("active")] : [sql<boolean>`true`.as("active")])
    .where("id", "=", value as number)
    .executeTakeFirst();
  if (!row) throw fieldError("column", "board:unknownColumn");
  if (!row.active && value !== current) throw fieldError("column", "board:inactiveColumn");
}
