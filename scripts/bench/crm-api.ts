import type { Kysely } from "kysely";
import type { BenchServer } from "./bench-server.js";
import { summary } from "./projects-list.js";
import { crmLookups, duplicatesPath, type CrmLookups } from "./crm-lookups.js";
import type { ApiFigure } from "./api-figure.js";

// The CRM's reads at 100,000 leads and 300,000 activities, through real HTTP on loopback, as the
// screens ask them: the leads list (a page of 20, filtered and sorted), a pipeline column (its
// first 20 cards, and the board's column totals), one commercial's calendar month, and the
// duplicate check the lead form and the create make. As the commercial with most leads (their
// scope: own and unassigned) and as an admin (every lead). One client at a time by default, so
// the figures are each request's own latency; BENCH_CRM_CONCURRENCY adds clients.

const SECONDS = Number(process.env.BENCH_CRM_SECONDS ?? 6);
const CONCURRENCY = Number(process.env.BENCH_CRM_CONCURRENCY ?? 1);
/** The promise for the duplicate check at 100,000 leads. */
export const DUPLICATE_P99_TARGET_MS = 50;

export interface CrmFigure extends ApiFigure {
  target: string;
}

interface Call {
  path: string;
  method?: "GET" | "POST";
  body?: unknown;
  status?: number;
}

interface Scenario {
  request: string;
  calls: Call[];
  target?: number;
  users: ("commercial" | "admin")[];
}

function scenarios(l: CrmLookups): Scenario[] {
  const u = l.commercial.id;
  const month = `due_at_gte=${encodeURIComponent(l.month.from)}&due_at_lte=${encodeURIComponent(l.month.to)}`;
  const dupes = (probes: object[]) => probes.map((p) => ({ path: duplicatesPath(p) }));
  const existing = l.probes.found[0];
  return [
    {
      request: "leads list: page of 20, filtered, sorted",
      users: ["commercial", "admin"],
      calls: [
        { path: `/api/leads?lead_status_id=${l.status}&_sort=estimated_value&_order=desc&_start=0&_end=20` },
        {
          path:
            `/api/leads?owner_id=${u}&lead_status_id=${l.status}`
            + `&_sort=estimated_value&_order=desc&_start=20&_end=40`,
        },
        { path: `/api/leads?pipeline_id=${l.pipeline}&source=website&_sort=name&_order=asc&_start=0&_end=20` },
        { path: `/api/leads?owner_id=${u}&_sort=score&_order=desc&_start=0&_end=20` },
      ],
    },
    {
      request: "pipeline column: first 20 cards",
      users: ["commercial", "admin"],
      calls: [
        {
          path:
            `/api/leads?pipeline_id=${l.pipeline}&stage_id=${l.stage}`
            + `&_sort=stage_position,id&_order=asc,asc&_start=0&_end=20`,
        },
      ],
    },
    {
      request: "pipeline board: column totals",
      users: ["commercial", "admin"],
      calls: [{ path: `/api/leads/board-totals?board=pipeline&pipeline_id=${l.pipeline}` }],
    },
    {
      request: "calendar: one commercial's month",
      users: ["commercial", "admin"],
      calls: [{ path: `/api/lead-activities?owner_id=${u}&${month}&_sort=due_at&_order=asc&_start=0&_end=1000` }],
    },
    {
      request: "duplicate check: a match",
      users: ["commercial"],
      target: DUPLICATE_P99_TARGET_MS,
      calls: dupes(l.probes.found),
    },
    {
      request: "duplicate check: no match",
      users: ["commercial"],
      target: DUPLICATE_P99_TARGET_MS,
      calls: dupes(l.probes.none),
    },
    {
      // The create's own check: a duplicate is refused (422) before anything is written.
      request: "create refused as a duplicate (422)",
      users: ["commercial"],
      target: DUPLICATE_P99_TARGET_MS,
      calls: [
        {
          path: "/api/leads",
          method: "POST",
          body: { name: existing.name, email: existing.email, phone: existing.phone, company: existing.company },
          status: 422,
        },
      ],
    },
  ];
}

async function send(url: string, token: string, call: Call): Promise<Response> {
  return fetch(url + call.path, {
    method: call.method ?? "GET",
    headers: { authorization: `Bearer ${token}`, ...(call.body ? { "content-type": "application/json" } : {}) },
    body: call.body ? JSON.stringify(call.body) : undefined,
  });
}

/** One answer, described: its rows and x-total-count, or how many duplicates it named. */
async function describe(url: string, token: string, call: Call): Promise<string> {
  const res = await send(url, token, call);
  const body = (await res.json()) as unknown;
  if (res.status !== (call.status ?? 200))
    throw new Error(`${call.path}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  if (!Array.isArray(body)) return `${res.status}`;
  const total = res.headers.get("x-total-count");
  return total === null
    ? `${body.length} row${body.length === 1 ? "" : "s"}`
    : `${body.length} of ${Number(total).toLocaleString("en")}`;
}

async function hammer(url: string, token: string, calls: Call[]) {
  const latencies: number[] = [];
  let failures = 0;
  const deadline = Date.now() + SECONDS * 1000;
  const worker = async (n: number) => {
    for (let i = n; Date.now() < deadline; i++) {
      const call = calls[i % calls.length];
      const began = performance.now();
      const res = await send(url, token, call);
      await res.arrayBuffer();
      if (res.status !== (call.status ?? 200)) failures++;
      latencies.push(performance.now() - began);
    }
  };
  const began = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, (_, n) => worker(n)));
  return { failures, ...summary(latencies, (performance.now() - began) / 1000) };
}

export async function benchCrmApi(
  db: Kysely<any>,
  server: BenchServer,
  log: (line: string) => void = () => undefined,
): Promise<CrmFigure[]> {
  const l = await crmLookups(db);
  const tokens = {
    commercial: (await server.login(l.commercial.email)).access_token,
    admin: (await server.login("admin@demo.test")).access_token,
  };
  const labels = {
    commercial: `commercial ${l.commercial.email} (own and unassigned leads, own activities)`,
    admin: "admin (every row)",
  };
  const figures: CrmFigure[] = [];
  for (const s of scenarios(l)) {
    for (const user of s.users) {
      const answers: string[] = [];
      // The warm-up round doubles as the check that every call answers what it should.
      for (const call of s.calls) answers.push(await describe(server.url, tokens[user], call));
      const { requests, failures, rps, p50_ms, p99_ms } = await hammer(server.url, tokens[user], s.calls);
      const target = s.target === undefined ? "" : `p99 < ${s.target} ms: ${p99_ms < s.target ? "met" : "MISSED"}`;
      figures.push({
        request: s.request,
        user: labels[user],
        requests,
        failures,
        rps,
        p50_ms,
        p99_ms,
        answer: [...new Set(answers)].join("; "),
        target,
      });
      log(`  ${s.request}, ${user}: p50 ${p50_ms} ms, p99 ${p99_ms} ms`);
    }
  }
  return figures;
}
