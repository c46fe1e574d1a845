import { sql, type Kysely, type SelectQueryBuilder } from "kysely";
import type { ResourceDef } from "../../../resources/index.js";
import type { BoardColumn } from "./board-column.js";
import { dynamicTable } from "../../db/dynamic-table.js";
import type { Database } from "../../db/schema.js";

// Cards are ordered by an integer position, then id. Positions leave gaps, so a card dropped
// between two others takes the midpoint and no other card is written; when two neighbours
// have no integer left between them, the column is renumbered with fresh gaps first. The
// caller holds the column's lock (column-locks.ts), so nobody else places a card meanwhile.

export const GAP = 1024;
/** Positions stay well inside int4; past this the column is renumbered instead. */
const LIMIT = 2 ** 30;

type Narrow = (query: SelectQueryBuilder<any, any, any>) => SelectQueryBuilder<any, any, any>;

export interface Placement {
  trx: Kysely<Database>;
  def: ResourceDef;
  col: BoardColumn;
  /** The column the card goes to. */
  value: unknown;
  /** The card being placed (left out of its column's count), or null for a new row. */
  cardId: number | null;
  /** 0-based place among the cards the caller sees; past the end means last. */
  index: number;
  /** The cards the caller sees (row scope and board filters): `index` counts among these. */
  visible?: Narrow;
}

/** The position that puts the card at `index`, renumbering the column when there is no room. */
export async function positionFor(p: Placement): Promise<number> {
  const first = await tryPosition(p);
  if (first !== null) return first;
  await renumber(p);
  return (await tryPosition(p))!;
}

/** The end of a column: where a new card, or one sent to the column without a place, goes. */
export function endPosition(
  trx: Kysely<Database>,
  def: ResourceDef,
  col: BoardColumn,
  value: unknown,
  cardId: number | null,
): Promise<number> {
  return positionFor({ trx, def, col, value, cardId, index: Number.MAX_SAFE_INTEGER });
}

function others(p: Placement) {
  const { def, col, value, cardId } = p;
  let query = dynamicTable(p.trx)
    .selectFrom(def.table)
    .where(sql.ref(`${def.table}.${col.column}`), "=", value);
  if (cardId !== null) query = query.where(sql.ref(`${def.table}.id`), "<>", cardId);
  return query;
}

async function tryPosition(p: Placement): Promise<number | null> {
  const { def, col } = p;
  const pos = sql.ref(`${def.table}.${col.order}`);
  const id = sql.ref(`${def.table}.id`);
  const visible = (p.visible ?? ((q) => q))(
    others(p).select([sql<number>`${pos}`.as("pos"), sql<number>`${id}`.as("id")]),
  );
  const next =
    p.index > 1_000_000
      ? undefined
      : await visible.orderBy(pos).orderBy(id).offset(p.index).limit(1).executeTakeFirst();
  if (!next) {
    const { max } = await others(p).select(sql<number | null>`max(${pos})`.as("max")).executeTakeFirstOrThrow();
    const end = (max === null ? 0 : Number(max)) + GAP;
    return end <= LIMIT ? end : null;
  }
  // The card right before `next` in the whole column, seen or not: the new place is between them.
  const prev = await others(p)
    .select(sql<number>`${pos}`.as("pos"))
    .where(sql<boolean>`(${pos}, ${id}) < (${next.pos}, ${next.id})`)
    .orderBy(pos, "desc")
    .orderBy(id, "desc")
    .limit(1)
    .executeTakeFirst();
  const high = Number(next.pos);
  const low = prev ? prev.pos : high - 2 * GAP;
  if (high - low < 2 || low < -LIMIT) return null;
  return low + Math.floor((high - low) / 2);
}

/** Fresh positions GAP, 2·GAP, … in the column's current order. Only positions change. */
async function renumber(p: Placement): Promise<void> {
  const { def, col, value, cardId } = p;
  const table = sql.table(def.table);
  const order = sql.ref(col.order);
  const skip = cardId === null ? sql`` : sql`and id <> ${cardId}`;
  await sql`
    update ${table} set ${order} = renumbered.rn * ${GAP}
    from (select id, row_number() over (order by ${order}, id) as rn from ${table} where ${sql.ref(col.column)} =
    ${value} ${skip}) as renumbered
    where ${sql.ref(`${def.table}.id`)} = renumbered.id`.execute(p.trx);
}
