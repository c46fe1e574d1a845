import { sql, type Kysely } from "kysely";
import type { BenchServer } from "./bench-server.js";
import { summary } from "./projects-list.js";
import type { ApiFigure } from "./api-figure.js";

// GET /api/dashboard on the large data set (100,000 leads, 300,000 activities, 2,000 projects,
// 50,000 tasks, 50,000 tickets, 100,000 invoices, 20,000 registrations), through real HTTP on
// loopback, with the default range (the month so far), as the home page asks it. As an admin
// (every section over every row) and as the commercial user with most leads. One client at a
// time: each request's own latency. Target: admin p99 < 300 ms (PostgreSQL).
// "cold": the first answer for a range nobody asked yet; "warm": the same range asked again and
// again (served from the section cache until a live event says a table behind it changed).

const SECONDS = Number(process.env.BENCH_DASHBOARD_SECONDS ?? 6);
const COLD_RANGES = Number(process.env.BENCH_DASHBOARD_COLD ?? 60);

export type DashboardFigure = ApiFigure;

async function timed(url: string, token: string, path: string): Promise<{ ms: number; ok: boolean; body: any }> {
  const began = performance.now();
  const res = await fetch(url + path, { headers: { authorization: `Bearer ${token}` } });
  const body = await res.json();
  return { ms: performance.now() - began, ok: res.status === 200, body };
}

function describe(answer: any): string {
  const s = answer.sales;
  const parts = [
    s && `open leads ${s.pipeline.open.value.toLocaleString("en")}`,
    answer.projects && `active projects ${answer.projects.active.value}`,
    answer.support
      && `open tickets `
        + `${answer.support.open_by_status.reduce((a: number, r: any) => a + r.count, 0).toLocaleString("en")}`,
    answer.billing && `overdue invoices ${answer.billing.overdue.count.toLocaleString("en")}`,
    answer.education && `registrations ${answer.education.registrations.current}`,
  ];
  return `sections ${Object.keys(answer)
    .filter((k) => k !== "range")
    .join(", ")}; ${parts.filter(Boolean).join(", ")}`;
}

/** A range nobody asked before: a different month a year or more back, so no cache holds it. */
const coldPath = (i: number) => {
  const d = new Date(Date.UTC(2020, i, 1));
  const to = new Date(Date.UTC(2020, i + 1, 0));
  return `/api/dashboard?from=${d.toISOString().slice(0, 10)}&to=${to.toISOString().slice(0, 10)}`;
};

export async function benchDashboardApi(
  db: Kysely<any>,
  server: BenchServer,
  log: (line: string) => void = () => undefined,
): Promise<DashboardFigure[]> {
  const commercial = await sql<{
    email: string;
    n: number;
  }>`select u.email, count(*)::int as n from leads l join users u on u.id = l.owner_id
    join user_roles ur on ur.user_id = u.id join roles r on r.id = ur.role_id and r.name = 'commercial'
    group by u.email order by count(*) desc, u.email limit 1`.execute(db);
  const users = [
    { key: "admin", label: "admin (every section, every row)", email: "admin@demo.test" },
    {
      key: "commercial",
      label: `commercial ${commercial.rows[0].email} (${commercial.rows[0].n.toLocaleString("en")} own leads)`,
      email: commercial.rows[0].email,
    },
  ];
  const figures: DashboardFigure[] = [];
  let cold = 0;
  for (const u of users) {
    const { access_token: token } = await server.login(u.email);
    // One answer first, not counted: the server's connections and plans warm, as in use, not its cache.
    await timed(server.url, token, coldPath(cold++));
    // Cold: each request a range no one asked yet.
    const coldLatencies: number[] = [];
    let failures = 0;
    const began = performance.now();
    for (let i = 0; i < COLD_RANGES; i++) {
      const r = await timed(server.url, token, coldPath(cold++));
      if (!r.ok) failures++;
      coldLatencies.push(r.ms);
    }
    const c = summary(coldLatencies, (performance.now() - began) / 1000);
    figures.push({
      request: "GET /api/dashboard, cold (a range not asked before)",
      user: u.label,
      failures,
      ...c,
      answer: `${COLD_RANGES} different months`,
    });
    log(`  dashboard cold, ${u.key}: p50 ${c.p50_ms} ms, p99 ${c.p99_ms} ms`);
    // Warm: the default range, again and again.
    const first = await timed(server.url, token, "/api/dashboard");
    if (!first.ok) throw new Error(`GET /api/dashboard as ${u.email}: ${JSON.stringify(first.body).slice(0, 300)}`);
    const latencies: number[] = [];
    failures = 0;
    const deadline = Date.now() + SECONDS * 1000;
    const start = performance.now();
    while (Date.now() < deadline) {
      const r = await timed(server.url, token, "/api/dashboard");
      if (!r.ok) failures++;
      latencies.push(r.ms);
    }
    const w = summary(latencies, (performance.now() - start) / 1000);
    figures.push({
      request: "GET /api/dashboard, default range (month so far), repeated",
      user: u.label,
      failures,
      ...w,
      answer: describe(first.body),
    });
    log(`  dashboard default range, ${u.key}: p50 ${w.p50_ms} ms, p99 ${w.p99_ms} ms`);
  }
  return figures;
}
