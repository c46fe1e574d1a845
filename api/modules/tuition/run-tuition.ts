import type { FastifyRequest } from "fastify";
import { sql, type Kysely } from "kysely";
import { recordAudit } from "../../audit/record-audit.js";
import { translator } from "../../i18n.js";
import { draftInvoices, type DraftLine } from "../education/draft-invoice.js";
import { dueCondition, dueRegistrations, type DueRegistration } from "./due-registrations.js";
import { monthBounds, monthLabel } from "./tuition-month.js";
import type { Database } from "../../db/schema.js";

// The monthly run, in the caller's transaction: each due registration is charged once per month
// (tuition_charges' unique key), and only the charges this run inserted are billed, one draft
// invoice per client. Two runs of the same month at once queue on the key: whatever the first
// charged, the second's insert skips, so nothing is billed twice.

export interface RunResult {
  run: Record<string, unknown> | null;
  invoice_count: number;
}

export async function runTuition(
  trx: Kysely<Database>,
  options: { month: string; request: FastifyRequest | null; scheduled?: boolean },
): Promise<RunResult> {
  const bounds = monthBounds(options.month);
  const scheduled = options.scheduled ?? false;
  const { id } = await trx
    .insertInto("tuition_runs")
    .values({ month: bounds.first, created_by_id: options.request?.auth?.id ?? null, scheduled })
    .returning("id")
    .executeTakeFirstOrThrow();
  const runId = Number(id);

  const { rows: charged } = await sql<{ id: number; registration_id: number }>`
    insert into tuition_charges (run_id, registration_id, month, amount)
    select ${runId}, r.id, ${bounds.first}::date, c.monthly_price
    from course_registrations r join courses c on c.id = r.course_id
    where ${dueCondition(bounds)}
    order by r.id
    on conflict (registration_id, month) do nothing
    returning id, registration_id`.execute(trx);

  // A manual run that found nothing leaves no trace; the scheduled one stays (empty) so the job
  // knows the month's run happened.
  if (!charged.length && !scheduled) {
    await trx.deleteFrom("tuition_runs").where("id", "=", runId).execute();
    return { run: null, invoice_count: 0 };
  }

  const due = await dueRegistrations(
    trx,
    bounds,
    charged.map((c) => c.registration_id),
  );
  const byClient = new Map<number, DueRegistration[]>();
  for (const r of due) byClient.set(r.client_id, [...(byClient.get(r.client_id) ?? []), r]);
  const groups = [...byClient];
  const drafted = await draftInvoices(
    trx,
    groups.map(([clientId, registrations]) => ({
      clientId,
      lines: registrations.map((r) => lineOf(r, options.month)),
      tuitionRunId: runId,
    })),
  );
  const invoiceIds = drafted.map((d) => d.id);
  const invoiceOf: [number, number][] = groups.flatMap(([, registrations], i) =>
    registrations.map((r): [number, number] => [r.registration_id, drafted[i].id]),
  );
  await linkCharges(trx, runId, invoiceOf);

  const run = await trx
    .updateTable("tuition_runs")
    .set({
      invoice_count: invoiceIds.length,
      registration_count: due.length,
      total: sql`(select coalesce(sum(total), 0) from invoices where tuition_run_id = ${runId})`,
    })
    .where("id", "=", runId)
    .returningAll()
    .executeTakeFirstOrThrow();
  // One entry for the run, naming its drafts: a month of thousands of clients is one action.
  await recordAudit(trx, options.request, {
    action: "run",
    resource: "tuition-runs",
    recordId: runId,
    after: {
      month: options.month,
      scheduled,
      invoices: invoiceIds.length,
      registrations: due.length,
      total: run.total,
      invoice_ids: invoiceIds,
    },
  });
  return { run: { ...run, month: options.month, total: run.total }, invoice_count: invoiceIds.length };
}

/** Each charge learns its invoice, a few thousand at a statement. */
async function linkCharges(trx: Kysely<Database>, runId: number, pairs: [number, number][]): Promise<void> {
  for (let i = 0; i < pairs.length; i += 5000) {
    const rows = sql.join(
      pairs.slice(i, i + 5000).map(([registration, invoice]) => sql`(${registration}::int, ${invoice}::int)`),
    );
    await sql`update tuition_charges tc set invoice_id = v.invoice_id from (values ${rows}) as v(registration_id,
      invoice_id)
      where tc.run_id = ${runId} and tc.registration_id = v.registration_id`.execute(trx);
  }
}

function lineOf(registration: DueRegistration, month: string): DraftLine {
  return {
    description: (language) =>
      translator(language)("tuition-api:line", {
        month: monthLabel(month, language),
        course: registration.course_name,
        student: registration.student_name,
      }),
    unit_price: registration.monthly_price,
    vat: registration.vat_treatment === "taxed" ? "taxed" : "exempt",
    exemptionGround: registration.exemption_ground,
  };
}
