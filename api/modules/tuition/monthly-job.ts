import type { JobDefinition } from "../../jobs/job-types.js";
import { companyDate } from "./company-date.js";
import { runTuition } from "./run-tuition.js";
import { readSettings } from "./tuition-settings.js";

// The scheduled monthly run: every hour, once the academy's day of the month reaches run_day
// with auto_run on, the month is run unless its scheduled run already happened. The settings
// row's lock keeps two passes (a retry, another instance) from both running it.
export const tuitionMonthlyJob: JobDefinition = {
  name: "tuition-monthly",
  everyMs: 60 * 60 * 1000,
  async run({ db, now }) {
    await db.transaction().execute(async (trx) => {
      const settings = await readSettings(trx, true);
      if (!settings.auto_run) return;
      const today = await companyDate(trx, now);
      if (Number(today.slice(8, 10)) < settings.run_day) return;
      const month = today.slice(0, 7);
      const done = await trx
        .selectFrom("tuition_runs")
        .select("id")
        .where("month", "=", `${month}-01`)
        .where("scheduled", "=", true)
        .executeTakeFirst();
      if (!done) await runTuition(trx, { month, request: null, scheduled: true });
    });
  },
};
