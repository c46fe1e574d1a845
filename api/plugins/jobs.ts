import type { FastifyInstance } from "fastify";
import { JobRunner } from "../jobs/job-runner.js";
import { pruneJobsJob } from "../jobs/prune-jobs.js";
import { slaScanJob } from "../modules/support/sla/sla-scan.js";
import { invoicesOverdueJob } from "../modules/billing/overdue-job.js";
import { tuitionMonthlyJob } from "../modules/tuition/monthly-job.js";
import { registerVerifactuSender, verifactuSendJob } from "../modules/billing/verifactu/send/service.js";
import { sifChainCheckJob } from "../modules/billing/sif-events/chain-check-job.js";

declare module "fastify" {
  interface FastifyInstance {
    /** Scheduled work (api/jobs): define, enqueue, and runDue() for a pass now (what tests call). */
    jobs: JobRunner;
  }
}

// The jobs runner of this instance. Its loop starts once the app is ready, when the config asks
// for it (JOBS_ENABLED; off under NODE_ENV=test), and stops, waiting for the job in hand, on close.
export function registerJobs(app: FastifyInstance): void {
  const runner = new JobRunner(app.database.db, { intervalMs: app.config.jobsIntervalMs, log: app.log });
  runner.define(pruneJobsJob).define(slaScanJob).define(invoicesOverdueJob).define(tuitionMonthlyJob);
  runner.define(verifactuSendJob(registerVerifactuSender(app)));
  runner.define(sifChainCheckJob(app));
  app.decorate("jobs", runner);
  if (app.config.jobsEnabled) app.addHook("onReady", async () => runner.start());
  app.addHook("onClose", async () => runner.stop());
}
