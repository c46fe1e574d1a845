import type { JobDefinition } from "../../jobs/job-types.js";
import { refreshStatus } from "./invoice-status.js";

// Invoices fall overdue with the passing of days, not with a write: once an hour, unpaid invoices
// past their due date (in the company's time zone) move to overdue. A payment or an issue
// computes the status on the spot, so this only catches the days going by.
export const invoicesOverdueJob: JobDefinition = {
  name: "invoices-overdue",
  everyMs: 60 * 60 * 1000,
  async run({ db }) {
    await db.transaction().execute((trx) => refreshStatus(trx));
  },
};
