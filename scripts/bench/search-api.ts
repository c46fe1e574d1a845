import type { Kysely } from "kysely";
import type { BenchServer } from "./bench-server.js";
import { summary } from "./projects-list.js";
import { crmLookups } from "./crm-lookups.js";
import type { ApiFigure } from "./api-figure.js";

// GET /api/search at 100,000 leads, 50,000 tasks, 50,000 tickets and 100,000 invoices, through
// real HTTP on loopback, as the header's search box asks it (the default limit of 5 a group):
// an accented word, a prefix being typed (two letters, and six), a typo that only trigram
// similarity finds, and two words. As an admin (every kind, every row) and as the commercial user
// with most leads (their own and the unassigned ones). One client at a time: each request's own
// latency. Target: p99 < 100 ms.

const SECONDS = Number(process.env.BENCH_SEARCH_SECONDS ?? 4);

const QUERIES = [
  { request: "accented word «García»", q: "García" },
  { request: "prefix being typed «ma»", q: "ma" },
  { request: "prefix «factur»", q: "factur" },
  { request: "typo «garsia» (trigram)", q: "garsia" },
  { request: "two words «javier martinez»", q: "javier martinez" },
];

export type SearchFigure = ApiFigure;

interface SearchAnswer {
  groups: { kind: string; more: boolean; items: { match: string }[] }[];
}

const pathOf = (q: string) => `/api/search?q=${encodeURIComponent(q)}`;

/** What one answer held: each group's items (text + similar) and whether it had more. */
function describe(answer: SearchAnswer): string {
  if (!answer.groups.length) return "nothing";
  return answer.groups
    .map((g) => {
      const similar = g.items.filter((i) => i.match === "similar").length;
      return `${g.kind} ${g.items.length}${g.more ? "+" : ""}${similar ? ` (${similar} similar)` : ""}`;
    })
    .join(", ");
}

async function ask(url: string, token: string, path: string): Promise<{ status: number; body: SearchAnswer }> {
  const res = await fetch(url + path, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: (await res.json()) as SearchAnswer };
}

async function sample(url: string, token: string, path: string) {
  const latencies: number[] = [];
  let failures = 0;
  const deadline = Date.now() + SECONDS * 1000;
  const began = performance.now();
  while (Date.now() < deadline) {
    const start = performance.now();
    const res = await fetch(url + path, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    if (res.status !== 200) failures++;
    latencies.push(performance.now() - start);
  }
  return { failures, ...summary(latencies, (performance.now() - began) / 1000) };
}

export async function benchSearchApi(
  db: Kysely<any>,
  server: BenchServer,
  log: (line: string) => void = () => undefined,
): Promise<SearchFigure[]> {
  const { commercial } = await crmLookups(db);
  const users = [
    { key: "admin", label: "admin (every kind, every row)", email: "admin@demo.test" },
    { key: "commercial", label: `commercial ${commercial.email} (own and unassigned leads)`, email: commercial.email },
  ];
  const figures: SearchFigure[] = [];
  for (const u of users) {
    const { access_token: token } = await server.login(u.email);
    for (const query of QUERIES) {
      // The warm-up request doubles as the check that the search answers and finds something.
      const first = await ask(server.url, token, pathOf(query.q));
      if (first.status !== 200)
        throw new Error(`${pathOf(query.q)}: ${first.status} ${JSON.stringify(first.body).slice(0, 300)}`);
      const { requests, failures, rps, p50_ms, p99_ms } = await sample(server.url, token, pathOf(query.q));
      figures.push({
        request: query.request,
        user: u.label,
        requests,
        failures,
        rps,
        p50_ms,
        p99_ms,
        answer: describe(first.body),
      });
      log(`  ${query.request}, ${u.key}: p50 ${p50_ms} ms, p99 ${p99_ms} ms`);
    }
  }
  return figures;
}
