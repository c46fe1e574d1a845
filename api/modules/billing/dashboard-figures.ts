import { sql } from "kysely";
import { flagCondition, overdueCondition } from "../../crud/derived-filters.js";
import { scopeCondition } from "../../crud/row-scope.js";
import { addDays } from "../tuition/company-date.js";
import { can, PAGE_ACCESS } from "../../../resources/index.js";
import { between, link, num, resourceDef, type DashboardContext } from "../dashboard/dashboard-context.js";
import type { BillingFigures } from "../../../resources/billing/dashboard-answer.js";

// Billing (resources invoices, time-entries): what was invoiced (issued, neither draft nor
// voided: totals, VAT included, credit notes subtracting) by issue date in the range and in the
// previous period; what is overdue (the invoices' `overdue` filter: past due with something
// left to collect) and how late, by the days since the due date; and the billable time nobody has
// invoiced yet (the time entries' `unbilled` flag), at the project's hourly rate or else the
// person's, as "invoice unbilled time" would bill it. The queries repeat the partial indexes'
// predicates (outstanding > 0; billable, not invoiced, not running) before the declared filters,
// which change no answer but let the planner read those indexes.

const INVOICES = resourceDef("invoices");
const TIME = resourceDef("time-entries");
const ISSUED = ["issued", "partially_paid", "paid", "overdue"];
const BUCKETS = [
  { bucket: "1-30", from: 1, to: 30 },
  { bucket: "31-60", from: 31, to: 60 },
  { bucket: "61-90", from: 61, to: 90 },
  { bucket: "90+", from: 91, to: null },
] as const;

type Bucket = (typeof BUCKETS)[number]["bucket"];

export async function billingFigures(c: DashboardContext): Promise<BillingFigures | null> {
  const scope = await c.scope("invoices");
  if (!scope) return null;
  const inScope = scopeCondition(INVOICES, scope);
  const { range } = c;
  const late = sql<number>`(current_date - invoices.due_date)`;
  const bucketOf = sql<string>`case ${sql.join(
    BUCKETS.map((b) => (b.to === null ? sql`else ${b.bucket}` : sql`when ${late} <= ${b.to} then ${b.bucket}`)),
    sql` `,
  )} end`;
  const [invoiced, aging, unbilled, verifactu] = await Promise.all([
    sql<{ current: string | null; previous: string | null }>`
      select sum(total) filter (where issue_date >= ${range.from} and issue_date <= ${range.to}) as current,
        sum(total) filter (where issue_date >= ${range.previous.from} and issue_date <= ${range.previous.to}) as
        previous
      from invoices where status in (${sql.join(ISSUED)}) and issue_date >= ${range.previous.from} and issue_date <=
      ${range.to} and ${inScope}`.execute(c.db),
    sql<{ bucket: Bucket; amount: string; count: number }>`
      select ${bucketOf} as bucket, sum(outstanding) as amount, count(*)::int as count
      from invoices where invoices.outstanding > 0 and invoices.due_date < current_date and
      ${overdueCondition(INVOICES)} and ${inScope} group by 1`.execute(c.db),
    unbilledTime(c),
    verifactuCounts(c),
  ]);
  const found = new Map(aging.rows.map((r) => [r.bucket, r]));
  const overdue = { overdue: "true" };
  const buckets = BUCKETS.map((b) => ({
    bucket: b.bucket,
    amount: num(found.get(b.bucket)?.amount),
    count: num(found.get(b.bucket)?.count),
    link: link("invoices", {
      ...overdue,
      ...(b.to === null ? {} : { due_date_gte: addDays(range.today, -b.to) }),
      due_date_lte: addDays(range.today, -b.from),
    }),
  }));
  const issued = (from: string, to: string) => link("invoices", { status: ISSUED, ...between("issue_date", from, to) });
  return {
    invoiced: {
      current: num(invoiced.rows[0].current),
      previous: num(invoiced.rows[0].previous),
      current_link: issued(range.from, range.to),
      previous_link: issued(range.previous.from, range.previous.to),
    },
    overdue: {
      amount: buckets.reduce((a, b) => a + b.amount, 0),
      count: buckets.reduce((a, b) => a + b.count, 0),
      link: link("invoices", overdue),
      aging: buckets,
    },
    unbilled,
    verifactu,
  };
}

// The records' list is a page's (resources/kit/page-permissions.ts), read by those it lets list.
const RECORDS_PAGE = PAGE_ACCESS["verifactu-records"];

/** Records waiting to be sent (pending) and rejected ones, as GET /api/verifactu/records?status= counts them. */
async function verifactuCounts(c: DashboardContext): Promise<BillingFigures["verifactu"]> {
  if (!can(RECORDS_PAGE, c.roles, "list")) return null;
  const { rows } = await sql<{ pending: number; rejected: number }>`
    select count(*) filter (where status = 'pending')::int as pending, count(*) filter (where status = 'rejected')::int
    as rejected
    from verifactu_record_states where status in ('pending', 'rejected')`.execute(c.db);
  return {
    pending: { count: num(rows[0]?.pending), link: link("verifactu-records", { status: "pending" }) },
    rejected: { count: num(rows[0]?.rejected), link: link("verifactu-records", { status: "rejected" }) },
  };
}

async function unbilledTime(c: DashboardContext): Promise<BillingFigures["unbilled"]> {
  const query = link("time-entries", { unbilled: "true" });
  const scope = await c.scope("time-entries");
  if (!scope) return { hours: 0, amount: 0, link: query };
  const { rows } = await sql<{ minutes: string | null; amount: string | null }>`
    select sum(time_entries.minutes) as minutes, round(sum(time_entries.minutes * coalesce(p.hourly_rate, u.hourly_rate,
    0)) / 60.0) as amount
    from time_entries
      left join tasks t on t.id = time_entries.task_id
      left join projects p on p.id = t.project_id
      left join users u on u.id = time_entries.user_id
    where time_entries.billable and time_entries.invoice_line_id is null and not time_entries.running
      and ${flagCondition(TIME, "unbilled")} and ${scopeCondition(TIME, scope)}`.execute(c.db);
  return { hours: Math.round((num(rows[0].minutes) / 60) * 100) / 100, amount: num(rows[0].amount), link: query };
}
