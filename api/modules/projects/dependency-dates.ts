import { sql, type Kysely, type RawBuilder, type SqlBool } from "kysely";
import type { FastifyRequest } from "fastify";
import { confirmationNeeded, type FieldError } from "../../errors.js";
import { isConfirmed } from "../../crud/confirmations.js";
import type { Database } from "../../db/schema.js";

// Finish-to-start: a task starts after the last day of every task it depends on. Breaking it is
// a warning, not a rule (plans slip, people overlap on purpose): the write answers 422 with
// `confirm`, and the same request with header `x-confirm: dependency-dates` is accepted.
export const DEPENDENCY_DATES = "dependency-dates";

/** At most this many conflicting tasks are named in one answer. */
const NAMED = 5;

type Lang = FastifyRequest["lang"];

/** Whether the user accepted the warning. */
export function datesConfirmed(request: FastifyRequest | null): boolean {
  return isConfirmed(request, DEPENDENCY_DATES);
}

/** 'YYYY-MM-DD' the way the web shows dates (dd/mm/yyyy in Spanish, mm/dd/yyyy in English). */
function shownDate(value: string, lang: Lang): string {
  const format = new Intl.DateTimeFormat(lang === "es" ? "es-ES" : "en-US", {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    timeZone: "UTC",
  });
  return format.format(new Date(`${value}T00:00:00Z`));
}

/** Refuses with the confirmation answer when there is anything to warn about. */
export function warnUnlessConfirmed(request: FastifyRequest | null, warnings: FieldError[]): void {
  if (warnings.length && !datesConfirmed(request)) throw confirmationNeeded(DEPENDENCY_DATES, { start_date: warnings });
}

interface Named {
  name: string;
  day: string;
}

/** A new or changed dependency: does `taskId` start on or before `dependsOnId` ends? */
export async function dependencyConflicts(
  trx: Kysely<Database>,
  taskId: number,
  dependsOnId: number,
  lang: Lang,
): Promise<FieldError[]> {
  const { rows } = await sql<Named>`
    select p.name, to_char(p.due_date, 'YYYY-MM-DD') as day
    from tasks s, tasks p
    where s.id = ${taskId} and p.id = ${dependsOnId} and s.start_date <= p.due_date`.execute(trx);
  return rows.map((p) => ({
    key: "planning:startsBeforePredecessor",
    params: { predecessor: p.name, date: shownDate(p.day, lang) },
  }));
}

/**
 * A task whose start moved: the tasks it depends on that end on or after its new start. Only
 * tasks `visible` names (a condition on the table `tasks`, the user's row scope) are counted:
 * a warning never reveals a task the user may not see.
 */
export async function predecessorConflicts(
  trx: Kysely<Database>,
  taskId: number,
  start: string,
  visible: RawBuilder<SqlBool>,
  lang: Lang,
): Promise<FieldError[]> {
  const { rows } = await sql<Named>`
    select tasks.name, to_char(tasks.due_date, 'YYYY-MM-DD') as day
    from task_dependencies d join tasks on tasks.id = d.depends_on_id
    where d.task_id = ${taskId} and tasks.due_date >= cast(${start} as date) and ${visible}
    order by tasks.due_date desc, tasks.id limit ${NAMED}`.execute(trx);
  return rows.map((p) => ({
    key: "planning:startsBeforePredecessor",
    params: { predecessor: p.name, date: shownDate(p.day, lang) },
  }));
}

/** A task whose end moved: the tasks that depend on it and start on or before its new end (visible ones). */
export async function successorConflicts(
  trx: Kysely<Database>,
  taskId: number,
  due: string,
  visible: RawBuilder<SqlBool>,
  lang: Lang,
): Promise<FieldError[]> {
  const { rows } = await sql<Named>`
    select tasks.name, to_char(tasks.start_date, 'YYYY-MM-DD') as day
    from task_dependencies d join tasks on tasks.id = d.task_id
    where d.depends_on_id = ${taskId} and tasks.start_date <= cast(${due} as date) and ${visible}
    order by tasks.start_date, tasks.id limit ${NAMED}`.execute(trx);
  return rows.map((s) => ({
    key: "planning:endsAfterSuccessorStarts",
    params: { successor: s.name, date: shownDate(s.day, lang) },
  }));
}
