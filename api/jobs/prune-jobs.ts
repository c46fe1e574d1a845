import { pruneJobs } from "./job-rows.js";
import type { JobDefinition } from "./job-types.js";

/** A recurring job leaves a row per run: finished rows go after a week (long enough to look into a failure). */
export const pruneJobsJob: JobDefinition = {
  name: "jobs-prune",
  everyMs: 3_600_000,
  run: ({ db }) => pruneJobs(db, 7),
};
