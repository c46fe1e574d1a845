import { sql, type Kysely } from "kysely";
import type { BenchServer } from "./bench-server.js";
import { summary } from "./projects-list.js";
import type { ApiFigure } from "./api-figure.js";

// The invoice list at 100,000 invoices, through real HTTP on loopback, as its screen asks it: a
// page of 20 filtered by status and an issue-date range and sorted, and the figures under it
// (GET /api/invoices/totals with the same filters). As an admin (every invoice), one client at a
// time for a fixed time, as the support and CRM lists are measured, so the figures are each
// request's own latency.

const SECONDS = Number(process.env.BENCH_BILLING_SECONDS ?? 6);

export type BillingApiFigure = ApiFigure;

/** One filter of the list screen: its query string without sort and page, and the sort and page the list adds. */
export interface InvoiceFilter {
  name: string;
  filters: string;
  page: string;
}

/**
 * The list's filters, dated from the database's today: a year of overdue ones, a quarter of paid ones, the unpaid
 * ones, a month's paid ones.
 */
export async function invoiceFilters(db: Kysely<any>): Promise<InvoiceFilter[]> {
  const { rows } = await sql<
    Record<string, string>
  >`select (current_date - 365)::text as year_ago, current_date::text as today, (current_date - 730)::text as
    two_years_ago,
    date_trunc('quarter', current_date - 180)::date::text as quarter_from, (date_trunc('quarter', current_date - 180) +
    interval '3 months - 1 day')::date::text as quarter_to,
    date_trunc('month', current_date - 60)::date::text as month_from, (date_trunc('month', current_date - 60) + interval
    '1 month - 1 day')::date::text as month_to`.execute(db);
  const d = rows[0];
  return [
    {
      name: "overdue, issued in the last year, oldest due first",
      filters: `status=overdue&issue_date_gte=${d.year_ago}&issue_date_lte=${d.today}`,
      page: "_sort=due_date&_order=asc&_start=0&_end=20",
    },
    {
      name: "paid in a quarter, largest first",
      filters: `status=paid&issue_date_gte=${d.quarter_from}&issue_date_lte=${d.quarter_to}`,
      page: "_sort=total&_order=desc&_start=0&_end=20",
    },
    {
      name: "unpaid (issued, partly paid, overdue), two years, newest first",
      filters: `status=issued&status=partially_paid&status=overdue&issue_date_gte=${d.two_years_ago}`,
      page: "_sort=issue_date&_order=desc&_start=0&_end=20",
    },
    {
      name: "paid in a month, by number, page 2",
      filters: `status=paid&issue_date_gte=${d.month_from}&issue_date_lte=${d.month_to}`,
      page: "_sort=number&_order=asc&_start=20&_end=40",
    },
  ];
}

type Check = (res: Response, body: unknown) => string | null;

const listCheck: Check = (res, body) =>
  res.status === 200 && Array.isArray(body) && res.headers.get("x-total-count") !== null
    ? `${body.length} of ${Number(res.headers.get("x-total-count")).toLocaleString("en")}`
    : null;
const totalsCheck: Check = (res, body) => {
  const b = body as { count?: number; total?: number } | null;
  return res.status === 200 && typeof b?.count === "number"
    ? `${b.count.toLocaleString("en")} invoices, ${Math.round((b.total ?? 0) / 100).toLocaleString("en")} €`
    : null;
};

async function ask(url: string, token: string, path: string, check: Check): Promise<string | null> {
  const res = await fetch(url + path, { headers: { authorization: `Bearer ${token}` } });
  return check(res, await res.json());
}

/** One client asking the paths in turn until time is up (each answer read and checked). */
async function hammer(url: string, token: string, paths: string[], check: Check) {
  const latencies: number[] = [];
  let failures = 0;
  const deadline = Date.now() + SECONDS * 1000;
  const began = performance.now();
  for (let i = 0; Date.now() < deadline; i++) {
    const start = performance.now();
    if ((await ask(url, token, paths[i % paths.length], check)) === null) failures++;
    latencies.push(performance.now() - start);
  }
  return { failures, ...summary(latencies, (performance.now() - began) / 1000) };
}

export async function benchBillingApi(
  db: Kysely<any>,
  server: BenchServer,
  log: (line: string) => void = () => undefined,
): Promise<BillingApiFigure[]> {
  const filters = await invoiceFilters(db);
  const total = await sql<{ n: number }>`select count(*)::int as n from invoices`.execute(db);
  const user = `admin (all ${total.rows[0].n.toLocaleString("en")} invoices)`;
  const { access_token: token } = await server.login("admin@demo.test");
  const requests = [
    {
      request: "invoices list: page of 20, filtered (status, issue dates), sorted",
      paths: filters.map((f) => `/api/invoices?${f.filters}&${f.page}`),
      check: listCheck,
    },
    {
      request: "invoices totals (GET /api/invoices/totals), the same filters",
      paths: filters.map((f) => `/api/invoices/totals?${f.filters}`),
      check: totalsCheck,
    },
  ];
  const figures: BillingApiFigure[] = [];
  for (const r of requests) {
    // The warm-up round doubles as the check that every call answers what it should.
    const answers: string[] = [];
    for (const path of r.paths) {
      const answer = await ask(server.url, token, path, r.check);
      if (answer === null) throw new Error(`${path}: no valid answer`);
      answers.push(answer);
    }
    const { requests: n, failures, rps, p50_ms, p99_ms } = await hammer(server.url, token, r.paths, r.check);
    figures.push({ request: r.request, user, requests: n, failures, rps, p50_ms, p99_ms, answer: answers.join("; ") });
    log(`  ${r.request}: p50 ${p50_ms} ms, p99 ${p99_ms} ms`);
  }
  return figures;
}
