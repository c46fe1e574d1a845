import { sql, type Kysely } from "kysely";
import type { FastifyRequest } from "fastify";
import { conflict, fieldError } from "../../errors.js";
import type { RowScopeValue } from "../../crud/row-scope.js";
import { findRow, type Row } from "../../crud/read-rows.js";
import { refusalFor } from "../../crud/refusal.js";
import { guarded, updateRowIn } from "../../crud/write-rows.js";
import type { Dated, RescheduleBody, ShiftBody } from "./reschedule-schemas.js";
import type { Database } from "../../db/schema.js";
import { tasks } from "../../../resources/projects/tasks.js";

// Several tasks' dates in one transaction, each through the generic edit (row scope, version,
// the planning warning, the activity log, live events): a task moved with its successors, or a
// drag undone. The writes go in the order that never passes through a broken dependency on the
// way: when tasks move later, the last ones first; when earlier, the first ones first.

const TASKS = tasks;
const DAY_MS = 86_400_000;

export interface Moved extends Dated {
  id: number;
  version: number;
  previous: Dated;
}

interface Write extends Dated {
  id: number;
  version?: number;
  before: Dated;
}

interface Context {
  request: FastifyRequest;
  scope: RowScopeValue;
}

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const plusDays = (date: string | null, days: number) =>
  date === null ? null : new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const dated = (row: Row): Dated => ({
  start_date: (row.start_date as string | null) ?? null,
  due_date: (row.due_date as string | null) ?? null,
});

/** How many days a move shifts what comes after: its end's shift, or its start's without an end. */
function shiftOf(before: Dated, after: Dated): number {
  if (before.due_date && after.due_date) return dayNumber(after.due_date) - dayNumber(before.due_date);
  if (before.start_date && after.start_date) return dayNumber(after.start_date) - dayNumber(before.start_date);
  return 0;
}

/** Every task that depends on `taskId`, directly or through others, with its dates, locked. */
async function successorsOf(trx: Kysely<Database>, taskId: number): Promise<Row[]> {
  const { rows } = await sql<Row>`
    with recursive downstream(id) as (
      select task_id from task_dependencies where depends_on_id = ${taskId}
      union
      select d.task_id from task_dependencies d join downstream on d.depends_on_id = downstream.id
    )
    select t.id, t.version, to_char(t.start_date, 'YYYY-MM-DD') as start_date, to_char(t.due_date, 'YYYY-MM-DD') as
    due_date
    from tasks t join downstream on downstream.id = t.id
    where t.id <> ${taskId}
    order by t.id
    for update of t`.execute(trx);
  return rows;
}

/** The writes in an order whose every step keeps the dependencies the end result keeps. */
function ordered(writes: Write[]): Write[] {
  const later = writes.reduce((sum, w) => sum + shiftOf(w.before, w), 0) > 0;
  const key = (w: Write) => (w.before.start_date ? dayNumber(w.before.start_date) : 0);
  return [...writes].sort((a, b) => (later ? key(b) - key(a) : key(a) - key(b)) || a.id - b.id);
}

async function writeAll(trx: Kysely<Database>, writes: Write[], ctx: Context): Promise<Moved[]> {
  const moved = new Map<number, Moved>();
  for (const w of ordered(writes)) {
    const body: Record<string, unknown> = { start_date: w.start_date, due_date: w.due_date };
    if (w.version !== undefined) body.version = w.version;
    const row = await updateRowIn(trx, TASKS, w.id, body, { request: ctx.request, scope: ctx.scope });
    moved.set(w.id, { id: w.id, version: Number(row.version), ...dated(row), previous: w.before });
  }
  return writes.map((w) => moved.get(w.id)!);
}

/** The task (its own version checked) and every successor shifted by its move. */
export function shiftTask(db: Kysely<Database>, id: number, body: ShiftBody, ctx: Context): Promise<Moved[]> {
  return guarded(TASKS, () =>
    db.transaction().execute(async (trx) => {
      const task = await findRow(trx, TASKS, id, ctx.scope, true);
      if (!task) throw await refusalFor(trx, TASKS, id, ctx.request);
      if (task.version !== body.version) throw conflict();
      const before = dated(task);
      const target = { start_date: body.start_date, due_date: body.due_date };
      const days = shiftOf(before, target);
      const known = new Map((body.successors ?? []).map((s) => [s.id, s.version]));
      const writes: Write[] = [{ id, version: body.version, ...target, before }];
      for (const successor of days === 0 ? [] : await successorsOf(trx, id)) {
        const seen = known.get(Number(successor.id));
        // A successor the caller saw at another version was changed meanwhile; one it did not
        // see (outside its chart) moves by the same days from where it is, locked meanwhile.
        if (seen !== undefined && seen !== Number(successor.version)) throw conflict();
        const from = dated(successor);
        writes.push({
          id: Number(successor.id),
          version: Number(successor.version),
          start_date: plusDays(from.start_date, days),
          due_date: plusDays(from.due_date, days),
          before: from,
        });
      }
      return writeAll(trx, writes, ctx);
    }),
  );
}

/** Each task to the dates given, all or none. */
export function rescheduleTasks(db: Kysely<Database>, body: RescheduleBody, ctx: Context): Promise<Moved[]> {
  const ids = body.tasks.map((t) => t.id);
  if (new Set(ids).size !== ids.length) return Promise.reject(fieldError("tasks", "planning:repeatedTask"));
  return guarded(TASKS, () =>
    db.transaction().execute(async (trx) => {
      const writes: Write[] = [];
      for (const t of body.tasks) {
        const row = await findRow(trx, TASKS, t.id, ctx.scope, true);
        if (!row) throw await refusalFor(trx, TASKS, t.id, ctx.request);
        if (row.version !== t.version) throw conflict();
        writes.push({
          id: t.id,
          version: t.version,
          start_date: t.start_date,
          due_date: t.due_date,
          before: dated(row),
        });
      }
      return writeAll(trx, writes, ctx);
    }),
  );
}
