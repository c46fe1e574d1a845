import { sql, type Kysely } from "kysely";
import type { BenchServer } from "./bench-server.js";
import { summary } from "./projects-list.js";

// Issuing under contention: N drafts made first through the API (POST /api/invoices, lines
// inline), then 8 issuers at once, each taking the next draft and POSTing /issue until none is
// left. Every issue takes its series' counter row and the VeriFactu chain's lock, so they queue:
// what matters is the invoices per second that come out, and that the numbers of the series and
// year are still 1..max with no gap and no repeat, and the chain still verifies.

const DRAFTS = Number(process.env.BENCH_BILLING_DRAFTS ?? 400);
const ISSUERS = Number(process.env.BENCH_BILLING_ISSUERS ?? 8);
const LINES = ["Consultoría", "Horas de desarrollo", "Soporte técnico", "Licencia anual", "Formación presencial"];

export interface BillingIssueFigure {
  drafts: number;
  issuers: number;
  drafts_per_s: number;
  issued: number;
  failures: number;
  invoices_per_s: number;
  p50_ms: number;
  p99_ms: number;
  /** The series and year the drafts were numbered in, and the check of its numbers after the run. */
  numbers: string;
  chain: string;
}

type Json = Record<string, any>;

export async function post(
  server: BenchServer,
  token: string,
  path: string,
  body: object,
): Promise<{ status: number; body: Json }> {
  const res = await fetch(server.url + path, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Json };
}

export async function getJson(server: BenchServer, token: string, path: string): Promise<Json> {
  const res = await fetch(server.url + path, { headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as Json;
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  return body;
}

/** Series F, the company's today (the drafts' issue date, so their year), and the large data's clients. */
export async function issueLookups(db: Kysely<any>) {
  const series = await sql<{
    id: number;
    code: string;
  }>`select id, code from invoice_series where kind = 'standard' order by lower(code) = 'f' desc, active desc, id limit
    1`.execute(db);
  const today = await sql<{
    today: string;
  }>`select (now() at time zone timezone)::date::text as today from company where id = 1`.execute(db);
  const clients = await sql<{
    id: number;
  }>`select id from lead_clients where email like '%@clientes-volumen.test' order by id`.execute(db);
  return { series: series.rows[0], today: today.rows[0].today, clients: clients.rows.map((r) => r.id) };
}

export type IssueLookups = Awaited<ReturnType<typeof issueLookups>>;

/** A draft body: `lines` lines of varied rates (one in five exempt), on a client picked by `n`. */
export function draftBody(l: IssueLookups, n: number, lines: number, irpf = 0): object {
  return {
    kind: "F1",
    series_id: l.series.id,
    client_id: l.clients[n % l.clients.length],
    issue_date: l.today,
    irpf_rate: irpf,
    lines: Array.from({ length: lines }, (_, i) => {
      const exempt = (n + i) % 5 === 4;
      return {
        description: `${LINES[(n + i) % LINES.length]} (${i + 1})`,
        quantity: 1 + ((n + i) % 7) * 0.5,
        unit_price: 2500 + ((n * 37 + i * 101) % 20000),
        discount_percent: i % 6 === 0 ? 10 : 0,
        vat_rate: exempt ? null : [21, 21, 21, 10, 4][(n + i) % 5],
        ...(exempt ? { exemption: "E1" } : {}),
        surcharge_rate: 0,
      };
    }),
  };
}

/** Runs `work` over the items with `workers` loops at once; the latency of each and how long it all took. */
async function pool<T>(items: T[], workers: number, work: (item: T) => Promise<boolean>) {
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const began = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < items.length) {
        const item = items[next++];
        const start = performance.now();
        if (!(await work(item))) failures++;
        latencies.push(performance.now() - start);
      }
    }),
  );
  return { failures, elapsed: (performance.now() - began) / 1000, latencies };
}

/** The numbers of a series and year: how many are missing between 1 and the highest, and how many repeat. */
export async function numberingCheck(db: Kysely<any>, seriesId: number, year: number) {
  const { rows } = await sql<{ n: number; distinct_n: number; max: number; counter: number }>`
    select count(*)::int as n, count(distinct sequence)::int as distinct_n, coalesce(max(sequence), 0)::int as max,
           (select last_number from invoice_number_counters where series_id = ${seriesId} and year = ${year}) as counter
    from invoices where series_id = ${seriesId} and year = ${year} and sequence is not null`.execute(db);
  const r = rows[0];
  return {
    numbers: r.n,
    max: r.max,
    counter: Number(r.counter),
    gaps: r.max - r.distinct_n,
    duplicates: r.n - r.distinct_n,
  };
}

export async function benchBillingIssue(
  db: Kysely<any>,
  server: BenchServer,
  log: (line: string) => void = () => undefined,
): Promise<BillingIssueFigure> {
  const l = await issueLookups(db);
  const year = Number(l.today.slice(0, 4));
  const { access_token: token } = await server.login("admin@demo.test");
  const ids: number[] = [];
  const made = await pool(
    Array.from({ length: DRAFTS }, (_, n) => n),
    ISSUERS,
    async (n) => {
      const res = await post(server, token, "/api/invoices", draftBody(l, n, 1 + (n % 4)));
      if (res.status !== 201)
        throw new Error(`POST /api/invoices: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
      ids.push(Number(res.body.id));
      return true;
    },
  );
  log(`  ${ids.length} drafts in ${made.elapsed.toFixed(1)} s`);
  const before = await numberingCheck(db, l.series.id, year);
  const issued = await pool(
    ids,
    ISSUERS,
    async (id) => (await post(server, token, `/api/invoices/${id}/issue`, {})).status === 200,
  );
  const after = await numberingCheck(db, l.series.id, year);
  const chain = await getJson(server, token, "/api/invoices/chain/verify");
  const { p50_ms, p99_ms } = summary(issued.latencies, issued.elapsed);
  const count = after.numbers - before.numbers;
  const numbers =
    `${l.series.code} ${year}: ${after.numbers.toLocaleString("en")} numbers (${count} new), `
    + `1..${after.max.toLocaleString("en")}, counter ${after.counter.toLocaleString("en")}; gaps ${after.gaps}, `
    + `duplicates ${after.duplicates}`;
  log(
    `  ${count} issued by ${ISSUERS} issuers in ${issued.elapsed.toFixed(1)} s; ${numbers}; chain `
      + `${chain.ok ? "ok" : "BROKEN"} (${chain.records} records)`,
  );
  return {
    drafts: ids.length,
    issuers: ISSUERS,
    drafts_per_s: Number((ids.length / made.elapsed).toFixed(1)),
    issued: count,
    failures: issued.failures,
    invoices_per_s: Number((count / issued.elapsed).toFixed(1)),
    p50_ms,
    p99_ms,
    numbers,
    chain: `${chain.ok ? "ok" : `BROKEN at ${JSON.stringify(chain.broken)}`}, ${chain.records} records`,
  };
}
