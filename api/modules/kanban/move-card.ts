import type { FastifyRequest } from "fastify";
import { sql, type Kysely } from "kysely";
import type { BoardDef, ResourceDef } from "../../../resources/index.js";
import { conflict, notFound } from "../../errors.js";
import { changedFields, recordAudit } from "../../audit/record-audit.js";
import type { Filter } from "../../crud/list-query.js";
import { applyFilters } from "../../crud/list-sql.js";
import { byId, findRow, type Row } from "../../crud/read-rows.js";
import { scopeCondition, type RowScopeValue } from "../../crud/row-scope.js";
import { writeErrorToAppError } from "../../crud/write-errors.js";
import { runAfterWrite, runBeforeWrite } from "../../crud/write-hooks.js";
import { refusalFor } from "../../crud/refusal.js";
import { assertColumn, boardColumn } from "./board-column.js";
import { lockColumns } from "./column-locks.js";
import { positionFor } from "./board-position.js";
import { dynamicTable } from "../../db/dynamic-table.js";
import type { Database } from "../../db/schema.js";

export interface Move {
  column: unknown;
  index: number;
  version?: number;
}

export interface MoveContext {
  /** Which of the resource's boards the card moves on. */
  board: BoardDef;
  request: FastifyRequest;
  /** Rows the user may edit: the card must be one of them (404 otherwise). */
  editScope: RowScopeValue;
  /** Rows the user sees on the board, and the board's filters: `index` counts among them. */
  listScope: RowScopeValue;
  filters: Filter[];
}

// The card changed column between the first read and the lock: lock again with the new one.
class ColumnChanged extends Error {}

const RETRYABLE = new Set(["40P01", "40001"]);
const ATTEMPTS = 4;

/** Column and position in one transaction, with the version check, the write hooks and the activity record. */
export async function moveCard(
  db: Kysely<Database>,
  def: ResourceDef,
  id: number,
  move: Move,
  ctx: MoveContext,
): Promise<Row> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute((trx) => moveOnce(trx, def, id, move, ctx));
    } catch (error) {
      const code = (error as { code?: string }).code;
      const again = error instanceof ColumnChanged || (code !== undefined && RETRYABLE.has(code));
      if (again && attempt < ATTEMPTS) continue;
      throw writeErrorToAppError(def, error instanceof ColumnChanged ? conflict() : error);
    }
  }
}

async function moveOnce(
  trx: Kysely<Database>,
  def: ResourceDef,
  id: number,
  move: Move,
  ctx: MoveContext,
): Promise<Row> {
  const col = boardColumn(def, ctx.board);
  const field = col.board.column;
  const seen = await findRow(trx, def, id, ctx.editScope);
  if (!seen) throw await refusalFor(trx, def, id, ctx.request);
  await assertColumn(trx, col, move.column, seen[field]);
  // Both columns, in a fixed order, before the card itself: see column-locks.ts.
  await lockColumns(trx, def, col, [seen[field], move.column]);
  const before = await findRow(trx, def, id, ctx.editScope, true);
  if (!before) throw notFound();
  if (before[field] !== seen[field]) throw new ColumnChanged();
  if (move.version !== undefined && before.version !== move.version) throw conflict();

  const visible = (query: any) =>
    applyFilters(query.where(scopeCondition(def, ctx.listScope)), def, { filters: ctx.filters });
  const position = await positionFor({ trx, def, col, value: move.column, cardId: id, index: move.index, visible });
  const event = {
    trx,
    def,
    action: "edit" as const,
    request: ctx.request,
    values: { [col.column]: move.column, [col.order]: position },
    before,
  };
  await runBeforeWrite(event);
  await dynamicTable(trx)
    .updateTable(def.table)
    .set({ ...event.values, version: sql`${sql.ref("version")} + 1`, updated_at: sql`now()` })
    .where(byId(def, id))
    .execute();
  const after = (await findRow(trx, def, id))!;
  await runAfterWrite({ ...event, after });
  await recordAudit(trx, ctx.request, {
    action: "update",
    resource: def.name,
    recordId: id,
    ...changedFields(before, after),
  });
  return after;
}
