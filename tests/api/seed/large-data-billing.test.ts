import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql, type Kysely } from "kysely";
import { seedDemo } from "../../../api/seed/seed-demo.js";
import { seedLargeData, type LargeDataSize } from "../../../api/seed/large-data.js";
import { linesOf } from "../../../api/modules/billing/invoice-amounts.js";
import { statusExpression } from "../../../api/modules/billing/invoice-status.js";
import { computeInvoiceTotals } from "../../../resources/billing/invoice-totals.js";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { call, createTestApp, type TestApp } from "../../fixtures/app.js";
import { signedInUser } from "../../fixtures/users.js";

// The large data set's invoices at a small size (the rest of the set kept tiny): what the server
// would have written on each write (line amounts, totals, paid amount, status, numbers
// correlative per year with no gap, the counters), the freezing of issued invoices back on
// afterwards, and issuing through the API continuing the numbering and the VeriFactu chain.
const SIZE: LargeDataSize = {
  projects: 4,
  tasks: 40,
  clients: 12,
  managers: 2,
  staff: 3,
  dependencyPercent: 20,
  timeEntries: 20,
  leads: 50,
  activities: 100,
  campaigns: 2,
  tickets: 30,
  ticketMessages: 60,
  invoices: 1_200,
  invoiceLines: 4_800,
};

describe.each(DATABASE_KINDS)("large data set's invoices on %s", (kind) => {
  let t: TestApp;
  let db: Kysely<any>;
  let firstInvoice: number;
  let seriesId: number;

  const one = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(db)).rows[0] as T;
  const admin = async () => (await signedInUser(t.app, t.database.handle.db, "admin")).token;

  beforeAll(async () => {
    t = await createTestApp(kind);
    db = t.database.handle.db as Kysely<any>;
    await seedDemo(t.database.handle.db);
    firstInvoice = (await one(sql<{ id: number }>`select coalesce(max(id), 0) + 1 as id from invoices`)).id;
    seriesId = (await one(sql<{ id: number }>`select id from invoice_series where code = 'F'`)).id;
    await seedLargeData(db, SIZE);
  });
  afterAll(() => t.close());

  it(
    "adds the invoices and lines asked for over the large " + "data's clients: ~5% drafts, the rest issued in series F",
    async () => {
      const n = await one(sql<Record<string, number>>`select count(*)::int as invoices,
      count(*) filter (where status = 'draft')::int as drafts,
      count(*) filter (where status = 'draft' and (number is not null or year is not null or sequence is not null or
      issued_at is not null))::int as numbered_drafts,
      count(*) filter (where series_id <> ${seriesId} or kind <> 'F1')::int as other_series,
      count(*) filter (where due_date < issue_date or issue_date > current_date or issue_date < current_date - 731)::int
      as bad_dates,
      count(*) filter (where status <> 'draft' and client_snapshot->>'name' is null)::int as no_snapshot,
      count(distinct client_id)::int as clients,
      (select count(*)::int from invoice_lines where invoice_id >= ${firstInvoice}) as lines,
      count(*) filter (where not exists (select 1 from invoice_lines l where l.invoice_id = i.id))::int as without_lines
      from invoices i where id >= ${firstInvoice}`);
      expect(n).toMatchObject({
        invoices: SIZE.invoices,
        lines: SIZE.invoiceLines,
        numbered_drafts: 0,
        other_series: 0,
        bad_dates: 0,
        no_snapshot: 0,
        without_lines: 0,
      });
      expect(n.drafts / SIZE.invoices).toBeGreaterThan(0.02);
      expect(n.drafts / SIZE.invoices).toBeLessThan(0.09);
      expect(n.clients).toBeGreaterThan(SIZE.clients / 2);
      const company = await one(sql<{ tax_id: string | null }>`select tax_id from company where id = 1`);
      expect(company.tax_id).toBeTruthy();
    },
  );

  it(
    "numbers the issued ones F<year>-<5 digits>, 1 to the last of each year with no gap or repeat, in date order, "
      + "and the counters at the last",
    async () => {
      const years = (
        await sql<{
          year: number;
          n: number;
          distinct_n: number;
          max: number;
          min: number;
          bad_format: number;
          counter: number;
        }>`
      select i.year, count(*)::int as n, count(distinct i.sequence)::int as distinct_n, max(i.sequence) as max,
      min(i.sequence) as min,
             count(*) filter (where i.number <> 'F' || i.year || '-' || lpad(i.sequence::text, 5, '0'))::int as
             bad_format,
             (select last_number from invoice_number_counters k where k.series_id = ${seriesId} and k.year = i.year) as
             counter
      from invoices i where i.series_id = ${seriesId} and i.status <> 'draft' group by i.year order by i.year`.execute(
          db,
        )
      ).rows;
      expect(years.length).toBeGreaterThanOrEqual(2);
      for (const y of years)
        expect(y, String(y.year)).toMatchObject({ distinct_n: y.n, max: y.n, min: 1, bad_format: 0, counter: y.n });
      const outOfOrder = await one(sql<{ n: number }>`select count(*)::int as n from (
      select issue_date, lag(issue_date) over (partition by year order by sequence) as previous from invoices where id
      >= ${firstInvoice} and sequence is not null) s
      where issue_date < previous`);
      expect(outOfOrder.n).toBe(0);
    },
  );

  it(
    "stores every line's amounts and every invoice's totals " + "as resources/billing/invoice-totals.ts computes them",
    async () => {
      const invoices = (
        await sql<
          Record<string, number>
        >`select id, irpf_rate, subtotal, vat_total, surcharge_total, tax_total, irpf_total, total from invoices where
          id
        >= ${firstInvoice} order by id`.execute(db)
      ).rows;
      const stored = (
        await sql<{
          id: number;
          base: number;
          vat_amount: number;
          surcharge_amount: number;
        }>`select id, base, vat_amount, surcharge_amount from invoice_lines where invoice_id >=
          ${firstInvoice}`.execute(db)
      ).rows;
      const amounts = new Map(
        stored.map((l) => [
          Number(l.id),
          { base: Number(l.base), vat_amount: Number(l.vat_amount), surcharge_amount: Number(l.surcharge_amount) },
        ]),
      );
      let checked = 0;
      for (const invoice of invoices.filter((_, i) => i % 4 === 0)) {
        const lines = await linesOf(db, Number(invoice.id));
        const totals = computeInvoiceTotals(lines, Number(invoice.irpf_rate));
        lines.forEach((line, i) => expect(amounts.get(line.id), `line ${line.id}`).toEqual(totals.lines[i]));
        const { lines: _l, breakdown: _b, ...sums } = totals;
        expect(
          Object.fromEntries(Object.keys(sums).map((k) => [k, Number(invoice[k])])),
          `invoice ${invoice.id}`,
        ).toEqual(sums);
        checked++;
      }
      expect(checked).toBe(SIZE.invoices / 4);
      const sums = await one(sql<{ bad: number }>`select count(*)::int as bad from invoices i
      join (select invoice_id, sum(base) as base, sum(vat_amount) as vat, sum(surcharge_amount) as surcharge from
      invoice_lines group by invoice_id) l on l.invoice_id = i.id
      where i.id >= ${firstInvoice} and (i.subtotal <> l.base or i.vat_total <> l.vat or i.surcharge_total <>
      l.surcharge or i.tax_total <> l.vat + l.surcharge
        or i.total <> l.base + l.vat + l.surcharge - i.irpf_total)`);
      expect(sums.bad).toBe(0);
      const spread = await one(sql<
        Record<string, number>
      >`select count(*) filter (where vat_rate = 21)::float / count(*) as vat21, count(distinct vat_rate)::int as rates,
      count(*) filter (where vat_rate is null and exemption = 'E1')::int as exempt, count(*) filter (where
      surcharge_amount > 0)::int as surcharged,
      count(*) filter (where discount_percent > 0)::int as discounted, (select count(*) filter (where irpf_rate >
      0)::int from invoices where id >= ${firstInvoice}) as withholding
      from invoice_lines where invoice_id >= ${firstInvoice}`);
      expect(spread.vat21).toBeGreaterThan(0.6);
      expect(spread).toMatchObject({ rates: 3 });
      for (const k of ["exempt", "surcharged", "discounted", "withholding"]) expect(spread[k], k).toBeGreaterThan(0);
    },
  );

  it(
    "records payments within the invoice's life, with " + "the paid amount and the status the server would keep",
    async () => {
      const wrong = await one(sql<Record<string, number>>`select
      count(*) filter (where i.paid_total <> coalesce((select sum(amount) from invoice_payments p where p.invoice_id =
      i.id), 0))::int as paid_total,
      count(*) filter (where i.paid_total > i.total)::int as overpaid,
      count(*) filter (where i.status is distinct from ${statusExpression()})::int as status,
      (select count(*)::int from invoice_payments p join invoices x on x.id = p.invoice_id
        where p.invoice_id >= ${firstInvoice} and (p.paid_on < x.issue_date or p.paid_on > current_date or x.status =
        'draft' or p.amount <= 0)) as payments
      from invoices i where i.id >= ${firstInvoice}`);
      expect(wrong).toEqual({ paid_total: 0, overpaid: 0, status: 0, payments: 0 });
      const statuses = Object.fromEntries(
        (
          await sql<{
            status: string;
            n: number;
          }>`select status, count(*)::int as n from invoices where id >= ${firstInvoice} group by status`.execute(db)
        ).rows.map((r) => [r.status, r.n]),
      );
      expect(Object.keys(statuses).sort()).toEqual(["draft", "issued", "overdue", "paid", "partially_paid"]);
      expect(statuses.paid / SIZE.invoices).toBeGreaterThan(0.6);
    },
  );

  it("freezes the loaded issued invoices again, and lists and totals them through the API", async () => {
    const issued = await one(
      sql<{ id: number }>`select id from invoices where id >= ${firstInvoice} and status = 'paid' order by id limit 1`,
    );
    await expect(sql`update invoices set notes = 'cambiada' where id = ${issued.id}`.execute(db)).rejects.toThrow(
      /cannot change/,
    );
    await expect(
      sql`update invoice_lines set quantity = quantity + 1 where invoice_id = ${issued.id}`.execute(db),
    ).rejects.toThrow(/cannot change/);
    const token = await admin();
    const yearAgo = await one(sql<{ d: string }>`select (current_date - 365)::text as d`);
    const filters = `status=overdue&issue_date_gte=${yearAgo.d}`;
    const list = await call(t.app, token, {
      method: "GET",
      url: `/api/invoices?${filters}&_sort=total&_order=desc&_start=0&_end=20`,
    });
    expect(list.statusCode, list.body).toBe(200);
    const totals = await call(t.app, token, { method: "GET", url: `/api/invoices/totals?${filters}` });
    expect(totals.statusCode, totals.body).toBe(200);
    const expected = await one(sql<
      Record<string, number>
    >`select count(*)::int as count, coalesce(sum(total), 0)::bigint as total, coalesce(sum(outstanding), 0)::bigint as
      outstanding
      from invoices where status = 'overdue' and issue_date >= current_date - 365`);
    expect(expected.count).toBeGreaterThan(0);
    expect(Number(list.headers["x-total-count"])).toBe(expected.count);
    expect(totals.json()).toMatchObject(expected);
    const page = list.json().map((r: { total: number }) => r.total);
    expect(page).toEqual([...page].sort((a, b) => b - a));
  });

  it(
    "issues a loaded draft through the API with the next number of its year, and the VeriFactu chain still "
      + "verifies",
    async () => {
      const draft = await one(sql<{
        id: number;
        year: number;
      }>`select id, extract(year from issue_date)::int as year from invoices where id >= ${firstInvoice} and status =
        'draft' order by id limit 1`);
      const counter = await one(
        sql<{
          last_number: number;
        }>`select last_number from invoice_number_counters where series_id = ${seriesId} and year = ${draft.year}`,
      );
      const token = await admin();
      const res = await call(t.app, token, { method: "POST", url: `/api/invoices/${draft.id}/issue`, payload: {} });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().number).toBe(`F${draft.year}-${String(counter.last_number + 1).padStart(5, "0")}`);
      const chain = await call(t.app, token, { method: "GET", url: "/api/invoices/chain/verify" });
      expect(chain.json()).toMatchObject({ ok: true, broken: null });
      const records = await one(sql<{
        n: number;
        loaded: number;
      }>`select count(*)::int as n, count(*) filter (where invoice_id >= ${firstInvoice})::int as loaded from
        verifactu_records`);
      expect(chain.json().records).toBe(records.n);
      expect(records.loaded).toBe(1);
      // The loaded invoices' ids were given by the loader: the sequence goes on after them.
      const client = await one(sql<{ client_id: number }>`select client_id from invoices where id = ${draft.id}`);
      const created = await call(t.app, token, {
        method: "POST",
        url: "/api/invoices",
        payload: {
          kind: "F1",
          series_id: seriesId,
          client_id: client.client_id,
          issue_date: "2026-01-15",
          lines: [{ description: "Consultoría", quantity: 1, unit_price: 10000, vat_rate: 21 }],
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().id).toBe(firstInvoice + SIZE.invoices);
    },
  );
});
