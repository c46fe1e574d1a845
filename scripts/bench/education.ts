import type { Kysely } from "kysely";
import type { BenchServer } from "./bench-server.js";
import { benchContention, type ContentionFigure } from "./education-contention.js";
import { benchTuition, type TuitionFigure } from "./education-tuition.js";

// Education on the large data set (300 courses, 20,000 registrations, 6,000 families): the last
// seats taken by concurrent registrations, correct every round, and the monthly tuition run of
// 5,000 and more clients through to its SEPA file. `npm run bench -- --only education`.

export interface EducationFigures {
  contention: ContentionFigure;
  tuition: TuitionFigure;
}

export async function benchEducation(
  db: Kysely<any>,
  server: BenchServer,
  log: (line: string) => void = () => undefined,
): Promise<EducationFigures> {
  log("  registering for the last seats, concurrently…");
  const contention = await benchContention(db, server, log);
  log("  the monthly tuition run, issued, and its SEPA remittance…");
  const tuition = await benchTuition(db, server, log);
  return { contention, tuition };
}
