import { sql, type Kysely } from "kysely";
import type { BenchServer } from "./bench-server.js";
import { post } from "./billing-issue.js";
import { summary } from "./projects-list.js";
import { FAMILY_DOMAIN } from "../../api/seed/large-data-education.js";

// Registering under contention (issue 14): a course of SEATS seats with all but FREE taken, then
// REQUESTS registrations of distinct families POSTed at once over HTTP. The server decides each
// status under the course's row lock, so exactly FREE must be seated and the rest waitlisted, in
// the order they were served, and the seated must never pass the seats. Repeated ROUNDS times on
// a fresh course each; every round must be correct.

const ROUNDS = Number(process.env.BENCH_EDUCATION_ROUNDS ?? 5);
const SEATS = Number(process.env.BENCH_EDUCATION_SEATS ?? 60);
const FREE = 5;
const REQUESTS = Number(process.env.BENCH_EDUCATION_REQUESTS ?? 50);

export interface ContentionFigure {
  rounds: number;
  seats: number;
  free_seats: number;
  requests_per_round: number;
  /** Rounds where exactly the free seats were taken, the rest waitlisted, and no request failed. */
  correct: string;
  /** How long the round's requests took, all at once: median and slowest round. */
  round_ms: number;
  slowest_round_ms: number;
  p50_ms: number;
  p99_ms: number;
  /** Each round: seated by the requests / waitlisted / failed, seated in the course against its seats. */
  outcome: string;
}

/** A course running today with `seats` seats, all but FREE taken by confirmed registrations. */
async function nearlyFullCourse(db: Kysely<any>, round: number, families: number[]): Promise<number> {
  const { id } = await db
    .insertInto("courses")
    .values({
      name: `Banco de pruebas · contención ${round} · ${Date.now()}`,
      seats: SEATS,
      monthly_price: 5000,
      enrollment_fee: 2000,
      start_date: sql`current_date - 10`,
      end_date: sql`current_date + 200`,
      active: true,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const taken = families.slice(0, SEATS - FREE);
  await sql`
    insert into course_registrations (client_id, student_name, course_id, status, confirmed_at)
    select c, 'Alumno previo ' || n, ${id}, 'confirmed', now() from unnest(${sql`array[${sql.join(taken)}]::integer[]`})
    with ordinality as x(c, n)`.execute(db);
  return Number(id);
}

export async function benchContention(
  db: Kysely<any>,
  server: BenchServer,
  log: (line: string) => void = () => undefined,
): Promise<ContentionFigure> {
  const need = SEATS - FREE + REQUESTS;
  const families = (
    await sql<{
      id: number;
    }>`select id from lead_clients where email like ${`%@${FAMILY_DOMAIN}`} order by id limit ${need * ROUNDS}`.execute(
      db,
    )
  ).rows.map((r) => r.id);
  if (families.length < need)
    throw new Error(
      `The contention bench needs ${need} families of the large data set (${FAMILY_DOMAIN}); found ${families.length}.`,
    );
  const { access_token: token } = await server.login("admin@demo.test");
  const latencies: number[] = [];
  const rounds: {
    ms: number;
    seated: number;
    waitlisted: number;
    failed: number;
    inCourse: number;
    ordered: boolean;
  }[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    // Each round its own families where there are enough, so no round repeats another's clients.
    const pool =
      families.length >= need * round ? families.slice(need * (round - 1), need * round) : families.slice(0, need);
    const courseId = await nearlyFullCourse(db, round, pool);
    const began = performance.now();
    const answers = await Promise.all(
      pool.slice(SEATS - FREE).map(async (clientId, i) => {
        const start = performance.now();
        const res = await post(server, token, "/api/course-registrations", {
          client_id: clientId,
          course_id: courseId,
          student_name: `Alumna concurrente ${round}-${i + 1}`,
        });
        latencies.push(performance.now() - start);
        return res;
      }),
    );
    const ms = performance.now() - began;
    const count = (status: string) => answers.filter((a) => a.status === 201 && a.body.status === status).length;
    const failed = answers.filter((a) => a.status !== 201);
    if (failed.length)
      log(
        `    round ${round}: ${failed.length} failed, e.g. ${failed[0].status} `
          + `${JSON.stringify(failed[0].body).slice(0, 200)}`,
      );
    const check = (
      await sql<{ seated: number; ordered: boolean }>`
      select count(*) filter (where status in ('pending', 'confirmed'))::int as seated,
             coalesce(bool_and(status <> 'waitlisted' or not exists (select 1 from course_registrations s where
             s.course_id = r.course_id and s.status in ('pending', 'confirmed') and s.id > r.id)), true) as ordered
      from course_registrations r where course_id = ${courseId}`.execute(db)
    ).rows[0];
    rounds.push({
      ms,
      seated: count("confirmed") + count("pending"),
      waitlisted: count("waitlisted"),
      failed: failed.length,
      inCourse: check.seated,
      ordered: check.ordered,
    });
    log(
      `    round ${round}: ${rounds[round - 1].seated} seated, ${rounds[round - 1].waitlisted} waitlisted, `
        + `${failed.length} failed in ${ms.toFixed(0)} ms; course ${check.seated}/${SEATS}`,
    );
  }
  const ok = rounds.filter(
    (r) => r.seated === FREE && r.waitlisted === REQUESTS - FREE && r.failed === 0 && r.inCourse === SEATS && r.ordered,
  ).length;
  const times = rounds.map((r) => r.ms).sort((a, b) => a - b);
  const { p50_ms, p99_ms } = summary(latencies, times.reduce((a, b) => a + b, 0) / 1000);
  return {
    rounds: ROUNDS,
    seats: SEATS,
    free_seats: FREE,
    requests_per_round: REQUESTS,
    correct: `${ok}/${ROUNDS}`,
    round_ms: Math.round(times[Math.floor(times.length / 2)]),
    slowest_round_ms: Math.round(times[times.length - 1]),
    p50_ms,
    p99_ms,
    outcome: rounds.map((r) => `${r.seated}/${r.waitlisted}/${r.failed} (${r.inCourse}/${SEATS})`).join(", "),
  };
}
