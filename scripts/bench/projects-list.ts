import { sql, type Kysely } from "kysely";
import type { BenchServer } from "./bench-server.js";

// The projects list API as the list screen calls it: a page of 20, sorted and filtered (state,
// priority, budget range), from N concurrent clients for a fixed time, through real HTTP on
// loopback. Once as an admin (every project) and once as a manager (the row scope narrows to
// the ~200 projects they manage or work in).

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);

export interface ListFigure {
  user: string;
  requests: number;
  failures: number;
  rps: number;
  p50_ms: number;
  p99_ms: number;
}

export async function pageUrls(db: Kysely<any>): Promise<string[]> {
  const states = await sql<{
    id: number;
  }>`select project_state_id as id from projects group by 1 order by count(*) desc limit 3`.execute(db);
  const [a, b, c] = states.rows.map((r) => r.id);
  return [
    `/api/projects?project_state_id=${a}`
      + `&priority=high&budget_gte=20000&budget_lte=150000&_sort=name&_order=asc&_start=0&_end=20`,
    `/api/projects?project_state_id=${b}&priority=urgent&budget_gte=5000&_sort=end_date&_order=desc&_start=0&_end=20`,
    `/api/projects?project_state_id=${c}&priority=medium&budget_lte=100000&_sort=budget&_order=desc&_start=20&_end=40`,
    `/api/projects?project_state_id=${a}`
      + `&priority=low&budget_gte=1000&budget_lte=200000&_sort=name&_order=desc&_start=0&_end=20`,
  ];
}

export interface Load {
  seconds: number;
  concurrency: number;
}

/** `concurrency` clients asking for the paths in turn for `seconds`: requests, failures, latencies. */
export async function hammer(
  url: string,
  token: string,
  paths: string[],
  load: Load = { seconds: SECONDS, concurrency: CONCURRENCY },
) {
  const latencies: number[] = [];
  let failures = 0;
  const deadline = Date.now() + load.seconds * 1000;
  const worker = async (n: number) => {
    for (let i = n; Date.now() < deadline; i++) {
      const began = performance.now();
      const res = await fetch(url + paths[i % paths.length], { headers: { authorization: `Bearer ${token}` } });
      await res.arrayBuffer();
      if (res.status !== 200 || !res.headers.get("x-total-count")) failures++;
      latencies.push(performance.now() - began);
    }
  };
  const began = performance.now();
  await Promise.all(Array.from({ length: load.concurrency }, (_, n) => worker(n)));
  const elapsed = (performance.now() - began) / 1000;
  return { latencies, failures, elapsed, ...summary(latencies, elapsed) };
}

export function summary(latencies: number[], elapsed: number) {
  const sorted = [...latencies].sort((x, y) => x - y);
  const pct = (p: number) => Number(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))].toFixed(1));
  return { requests: sorted.length, rps: Math.round(sorted.length / elapsed), p50_ms: pct(0.5), p99_ms: pct(0.99) };
}

export async function benchProjectsList(db: Kysely<any>, server: BenchServer): Promise<ListFigure[]> {
  const paths = await pageUrls(db);
  const manager = await sql<{
    email: string;
  }>`select u.email from projects p join project_managers pm on pm.id = p.manager_id join users u on u.id = pm.user_id
    join user_roles ur on ur.user_id = u.id join roles r on r.id = ur.role_id and r.name = 'commercial'
    group by u.email order by count(*) desc limit 1`.execute(db);
  const users = [
    { label: "admin (all 2,000 projects)", email: "admin@demo.test" },
    { label: "manager (own projects, row scope)", email: manager.rows[0].email },
  ];
  const figures: ListFigure[] = [];
  for (const u of users) {
    const session = await server.login(u.email);
    // One warm-up round, so the first figures do not measure the server's start.
    for (const p of paths)
      await (
        await fetch(server.url + p, { headers: { authorization: `Bearer ${session.access_token}` } })
      ).arrayBuffer();
    const { requests, failures, rps, p50_ms, p99_ms } = await hammer(server.url, session.access_token, paths);
    figures.push({ user: u.label, requests, failures, rps, p50_ms, p99_ms });
  }
  return figures;
}
