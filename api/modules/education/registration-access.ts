import type { FastifyRequest } from "fastify";
import { sql, type Kysely } from "kysely";
import { changedFields, recordAudit } from "../../audit/record-audit.js";
import { asSqlValues } from "../../crud/list-values.js";
import { findRow, type Row } from "../../crud/read-rows.js";
import { readViewFor } from "../../crud/reference-scope.js";
import { rowPermissionsFor } from "../../crud/row-permissions.js";
import { forReader } from "../../crud/staff-only.js";
import { runAfterWrite, runBeforeWrite } from "../../crud/write-hooks.js";
import { companyToday } from "../billing/invoice-status.js";
import { dynamicTable } from "../../db/dynamic-table.js";
import type { Database } from "../../db/schema.js";
import { courseRegistrations } from "../../../resources/education/course-registrations.js";
import { courses } from "../../../resources/education/courses.js";

export const REGISTRATIONS = courseRegistrations;
export const COURSES = courses;

/** The registration as `GET /api/course-registrations/{id}` answers it to this reader. */
export async function registrationAnswer(db: Kysely<Database>, request: FastifyRequest, id: number): Promise<Row> {
  const extras = { select: [await rowPermissionsFor(db, REGISTRATIONS, request)] };
  const row = await findRow(
    db,
    REGISTRATIONS,
    id,
    undefined,
    false,
    await readViewFor(db, REGISTRATIONS, request),
    extras,
  );
  return forReader(REGISTRATIONS, request, row!);
}

/**
 * One server-side change of a registration (confirm, withdraw, a promotion) in the caller's
 * transaction, `before` being the row as read under its lock: the same hooks as an edit, the
 * activity log under `action` (confirm, withdraw, complete, promote). `request` is null for a
 * change nobody asked for directly (the scheduler).
 */
export async function updateRegistration(
  trx: Kysely<Database>,
  request: FastifyRequest | null,
  before: Row,
  values: Record<string, unknown>,
  action: string,
): Promise<Row> {
  const id = Number(before.id);
  const event = { trx, def: REGISTRATIONS, action: "edit" as const, request, values, before };
  await runBeforeWrite(event);
  await dynamicTable(trx)
    .updateTable(REGISTRATIONS.table)
    .set({ ...asSqlValues(REGISTRATIONS, values), version: sql`version + 1`, updated_at: sql`now()` })
    .where("id", "=", id)
    .execute();
  const after = (await findRow(trx, REGISTRATIONS, id))!;
  await runAfterWrite({ ...event, after });
  await recordAudit(trx, request, {
    action,
    resource: REGISTRATIONS.name,
    recordId: id,
    ...changedFields(before, after),
  });
  return after;
}

/**
 * The course row, locked: registrations of one course queue on it, so seats are counted once.
 * `ended`: its end date is past (the company's today).
 */
export async function lockCourse(trx: Kysely<Database>, courseId: number): Promise<Row | undefined> {
  return trx
    .selectFrom("courses")
    .selectAll()
    .select(sql<boolean>`coalesce(end_date < ${companyToday()}, false)`.as("ended"))
    .where("id", "=", courseId)
    .forUpdate()
    .executeTakeFirst();
}
