import type { FastifyInstance } from "fastify";
import { JobRunner } from "../jobs/job-runner.js";
import type { JobDefinition } from "../jobs/job-types.js";
import { pruneJobsJob } from "../jobs/prune-jobs.js";

declare module "fastify" {
  interface FastifyInstance {
    /** Scheduled work (api/jobs): define, enqueue, and runDue() for a pass now (what tests call). */
    jobs: JobRunner;
  }
}

// The jobs runner of this instance. Its loop starts once the app is ready, when the config asks
// for it (JOBS_ENABLED; off under NODE_ENV=test), and stops, waiting for the job in hand, on close.
// Its own pruning, then the areas' jobs as their manifests name them.
export function registerJobs(app: FastifyInstance, jobs: readonly JobDefinition[]): void {
  const runner = new JobRunner(app.database.db, { intervalMs: app.config.jobsIntervalMs, log: app.log });
  runner.define(pruneJobsJob);
  for (const job of jobs) runner.define(job);
  app.decorate("jobs", runner);
  if (app.config.jobsEnabled) app.addHook("onReady", async () => runner.start());
  app.addHook("onClose", async () => runner.stop());
}
