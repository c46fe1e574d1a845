import { sql } from "kysely";
import type { WriteHookEntry } from "../../crud/write-hooks.js";

// A tuition draft deleted (a mistake, a family that left) takes its charges with it, so the next
// run of the month drafts those registrations again instead of taking them as billed; the run's
// figures leave it out. Only drafts are ever deleted (the billing hooks refuse the rest).
export const CHARGE_HOOKS: readonly WriteHookEntry[] = [
  {
    resource: "invoices",
    hooks: {
      async beforeWrite({ trx, action, before }) {
        if (action !== "delete" || !before) return;
        const invoiceId = Number(before.id);
        const invoice = await trx
          .selectFrom("invoices")
          .select("tuition_run_id")
          .where("id", "=", invoiceId)
          .executeTakeFirst();
        if (!invoice?.tuition_run_id) return;
        const runId = invoice.tuition_run_id;
        await trx.deleteFrom("tuition_charges").where("invoice_id", "=", invoiceId).execute();
        await sql`update tuition_runs set
          invoice_count = (select count(*) from invoices where tuition_run_id = ${runId} and id <> ${invoiceId}),
          registration_count = (select count(*) from tuition_charges where run_id = ${runId}),
          total = (select coalesce(sum(total), 0) from invoices where tuition_run_id = ${runId} and id <> ${invoiceId})
        where id = ${runId}`.execute(trx);
      },
    },
  },
];
