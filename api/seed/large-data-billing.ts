import { sql, type Kysely, type RawBuilder } from "kysely";
import { intArray, mix } from "./large-data-sql.js";
import { dropSecondaryIndexes } from "./large-data-crm.js";
import { statusExpression } from "../modules/billing/invoice-status.js";
import type { Database } from "../db/schema.js";

// The billing half of the large data set: two years of invoices in series F over the large data's
// clients, ~5% of them drafts, their lines and payments, loaded the way large-data-support.ts
// loads tickets: one INSERT … SELECT each, values spread by a hash of the row number. What the
// server keeps on a write is set here by hand: each line's amounts, rounded in SQL exactly as
// resources/billing/invoice-totals.ts rounds them (numeric round() goes half away from zero too),
// the invoices' totals from their lines, the paid amount, the status by the server's own rule
// (invoice-status.ts), and the numbers, correlative per year with no gap.
//
// Invoices and lines are first drawn into two temporary tables (analyzed, so the planner knows
// their sizes), the totals summed from the drawn lines, and then each invoice is written once,
// in issue-date order, with its final figures. An UPDATE of every invoice after its lines were in
// would leave the table in the order of the UPDATE's hash join, which no real table of invoices
// is in: a range of issue dates would be spread over many more pages than in production.
//
// The loaded invoices carry no VeriFactu record: a record's hash takes its predecessor's, so a
// valid chain means one hash after another in TypeScript, not a set-based statement. The chain
// (GET /api/invoices/chain/verify) is therefore only what was issued through the API, before the
// load (the demo's) and after it, and it still verifies.

export interface BillingSize {
  invoices: number;
  /** Every line, one per invoice at least. */
  invoiceLines: number;
}

export interface BillingLookups {
  clients: number[];
}

/**
 * The tables the billing load writes: their triggers (issued invoices are frozen, live events) are off while it
 * runs.
 */
export const BILLING_TABLES = ["invoices", "invoice_lines", "invoice_payments"];

/** A valid CIF, for a company that has none: no invoice is issued without the issuer's tax id. */
const COMPANY_TAX_ID = "B12345674";

const LINES = [
  "Consultoría",
  "Horas de desarrollo",
  "Mantenimiento mensual de la plataforma",
  "Licencia anual",
  "Soporte técnico",
  "Diseño gráfico",
  "Alojamiento web",
  "Auditoría de seguridad",
  "Migración de datos",
  "Material didáctico",
  "Puesta en marcha del CRM",
  "Desplazamiento",
];
/** Exempt lines are education (E1, art. 20 LIVA). */
const EXEMPT_LINES = ["Formación presencial", "Curso de idiomas", "Clases de refuerzo"];
const QUANTITIES = ["1", "1", "1", "1", "2", "3", "4", "5", "8", "10", "12", "0.5", "1.5", "2.25", "7.125", "0.333"];
const DISCOUNTS = ["5", "10", "12.5", "15"];
const DUE_DAYS = [30, 30, 30, 30, 30, 15, 45, 60];
const METHODS = [
  "transfer",
  "transfer",
  "transfer",
  "transfer",
  "direct_debit",
  "direct_debit",
  "card",
  "cash",
  "check",
  "other",
];

const text = (values: string[]): RawBuilder<string[]> =>
  sql<string[]>`array[${sql.join(values.map((v) => sql.lit(v)))}]::text[]`;
const pick = (values: string[], expr: RawBuilder<unknown>, salt: number) =>
  sql<string>`(${text(values)})[1 + ${mix(expr, salt, values.length)}]`;
const unit = (expr: RawBuilder<unknown>, salt: number) =>
  sql<number>`(${mix(expr, salt, 1_000_000)}::float8 / 1000000)`;

export type Step = (name: string, run: () => Promise<unknown>) => Promise<void>;

/** The whole billing load, as steps of the large data's transaction (its triggers already off). */
export async function seedBilling(
  db: Kysely<Database>,
  size: BillingSize,
  l: BillingLookups,
  step: Step,
): Promise<void> {
  const first = await sql<{ id: number }>`select coalesce(max(id), 0)::int + 1 as id from invoices`.execute(db);
  const firstInvoice = first.rows[0].id;
  let rebuild: (() => Promise<void>)[] = [];
  await step(`${size.invoices} invoices`, async () => {
    const series = await ensureBillingSetup(db);
    // Built once after the load, as for leads and tickets.
    rebuild = [await dropSecondaryIndexes(db, "invoices"), await dropSecondaryIndexes(db, "invoice_lines")];
    await drawInvoices(db, size, l);
    await drawLines(db, size);
    await insertInvoices(db, firstInvoice, series);
  });
  await step(`${size.invoiceLines} invoice lines`, () => insertInvoiceLines(db, firstInvoice));
  await step("invoice payments, numbering and indexes", async () => {
    await insertPayments(db, firstInvoice);
    await continueNumbering(db);
    for (const run of rebuild) await run();
  });
}

/** The company's tax id when it has none, and the id of series F (the standard one). */
export async function ensureBillingSetup(db: Kysely<Database>): Promise<number> {
  await sql`update company set tax_id = ${COMPANY_TAX_ID} where id = 1 and coalesce(tax_id, '') = ''`.execute(db);
  const series = await sql<{
    id: number;
  }>`select id from invoice_series where kind = 'standard' order by lower(code) = 'f' desc, active desc, id limit
    1`.execute(db);
  if (!series.rows.length)
    throw new Error("The large data set's invoices need a standard invoice series (migration 0014 adds F).");
  return series.rows[0].id;
}

/**
 * The invoices to load, into `large_invoices`: over the last two years (more of them recent),
 * `rn` their place in issue-date order; one in twenty a draft of the last month, the rest with
 * `year_rn`, their place in their year. A tenth withhold IRPF, a few carry the equivalence surcharge.
 */
async function drawInvoices(db: Kysely<Database>, size: BillingSize, l: BillingLookups): Promise<void> {
  const g = sql`g`;
  await sql`
    create temporary table large_invoices on commit drop as
    with base as (
      select g, ${mix(g, 901, 20)} = 0 as draft, (${intArray(l.clients)})[1 + ${mix(g, 902, l.clients.length)}] as
      client_id,
             current_date - case when ${mix(g, 901, 20)} = 0 then ${mix(g, 903, 30)} else floor(730 *
             power(${unit(g, 904)}, 1.15))::int end as issue_date,
             ${mix(g, 906, 40)} = 0 as surcharge, case when ${mix(g, 907, 100)} < 10 then 15 when ${mix(g, 907, 100)} <
             12 then 7 else 0 end::numeric(5,2) as irpf_rate
      from generate_series(1, ${sql.lit(size.invoices)}) g
    )
    select b.*, extract(year from b.issue_date)::int as year, b.issue_date + (${intArray(DUE_DAYS)})[1 +
    ${mix(g, 905, DUE_DAYS.length)}] as due_date,
           (row_number() over (order by b.issue_date, b.g))::int as rn,
           case when not b.draft then row_number() over (partition by b.draft, extract(year from b.issue_date) order by
           b.issue_date, b.g) end as year_rn
    from base b`.execute(db);
  await sql`analyze large_invoices`.execute(db);
}

/**
 * The lines to load, into `large_lines`, with their amounts as lineAmounts() computes them:
 * base = round(quantity × price × (100 − discount) / 100), VAT and surcharge each rounded on the
 * base. One line per invoice (`rn`), the rest on invoices picked by hash. VAT mostly 21 %, some
 * 10 % and 4 %, 8 % exempt (E1, education); a tenth with a discount; the surcharge's rate follows
 * the VAT's on an invoice that carries it.
 */
async function drawLines(db: Kysely<Database>, size: BillingSize): Promise<void> {
  const g = sql`g`;
  const n = size.invoices;
  await sql`
    create temporary table large_lines on commit drop as
    with drawn as (
      select g, case when g <= ${sql.lit(n)} then g else 1 + ${mix(g, 929, n)} end as rn,
             case when ${mix(g, 921, 100)} < 78 then 21 when ${mix(g, 921, 100)} < 86 then 10 when ${mix(g, 921, 100)} <
             92 then 4 end::numeric(5,2) as vat_rate,
             ${pick(QUANTITIES, g, 922)}::numeric(12,3) as quantity,
             case when ${mix(g, 923, 10)} < 5 then 3500 + 250 * ${mix(g, 924, 23)} when ${mix(g, 923, 10)} < 8 then 500
             + ${mix(g, 925, 20000)}
                  else 50000 + 7 * ${mix(g, 926, 35000)} end::bigint as unit_price,
             case when ${mix(g, 927, 10)} = 0 then ${pick(DISCOUNTS, g, 928)} else '0' end::numeric(5,2) as
             discount_percent
      from generate_series(1, ${sql.lit(Math.max(size.invoiceLines, n))}) g
    ),
    based as (
      select d.*, round(d.quantity * d.unit_price * (100 - d.discount_percent) / 100) as base,
             case when i.surcharge and d.vat_rate is not null then case d.vat_rate when 21 then 5.2 when 10 then 1.4
             when 4 then 0.5 else 0 end else 0 end::numeric(5,2) as surcharge_rate
      from drawn d join large_invoices i on i.rn = d.rn
    )
    select b.*, case when b.vat_rate is null then ${pick(EXEMPT_LINES, g, 930)} else ${pick(LINES, g, 931)} end as
    description,
           coalesce(round(b.base * b.vat_rate / 100), 0) as vat_amount, case when b.vat_rate is null then 0 else
           round(b.base * b.surcharge_rate / 100) end as surcharge_amount
    from based b`.execute(db);
  await sql`analyze large_lines`.execute(db);
}

/**
 * The drawn invoices with ids from `firstInvoice` in issue-date order, their totals summed from
 * their lines, issued ones numbered `F<year>-<5 digits>` after the numbers their year already has.
 * Past their due date 85 % are paid and 7 % partly; before it 35 % and 10 %; the status follows.
 */
export async function insertInvoices(db: Kysely<Database>, firstInvoice: number, seriesId: number): Promise<void> {
  const g = sql`g`;
  await sql`
    with totals as (
      select i.*, s.subtotal, s.vat_total, s.surcharge_total, round(s.subtotal * i.irpf_rate / 100) as irpf_total,
             s.subtotal + s.vat_total + s.surcharge_total - round(s.subtotal * i.irpf_rate / 100) as total,
             case when i.draft then 'draft' else 'issued' end as status,
             case when i.due_date < current_date then 85 else 35 end as paid_below, case when i.due_date < current_date
             then 92 else 45 end as part_below
      from large_invoices i
      join (select rn, sum(base) as subtotal, sum(vat_amount) as vat_total, sum(surcharge_amount) as surcharge_total
      from large_lines group by rn) s on s.rn = i.rn
    ),
    paid as (
      select t.*, case when t.draft or ${mix(g, 941, 100)} >= t.part_below then 0 when ${mix(g, 941, 100)} <
      t.paid_below then t.total
                       else greatest(1, least(t.total - 1, round(t.total * (0.2 + 0.6 * ${unit(g, 943)})))) end as
                       paid_total
      from totals t
    ),
    settled as (select p.*, ${statusExpression()} as settled_status from paid p)
    insert into invoices (id, kind, series_id, number, year, sequence, client_id, client_snapshot, issue_date, due_date,
    language, surcharge, irpf_rate,
                          subtotal, vat_total, surcharge_total, tax_total, irpf_total, total, paid_total, status,
                          issued_at, created_at, updated_at)
    select ${sql.lit(firstInvoice - 1)} + x.rn, 'F1', s.id,
           case when not x.draft then replace(replace(replace(s.format, '{code}', s.code), '{year}', x.year::text),
           '{number}',
             lpad((coalesce(k.last_number, 0) + x.year_rn)::text, greatest(s.padding, length((coalesce(k.last_number, 0)
             + x.year_rn)::text)), '0')) end,
           case when not x.draft then x.year end, case when not x.draft then coalesce(k.last_number, 0) + x.year_rn end,
           c.id, case when not x.draft then jsonb_build_object('name', c.name, 'tax_id_type', c.tax_id_type, 'tax_id',
           c.tax_id,
             'address', c.address, 'postal_code', c.postal_code, 'city', c.city, 'province', c.province, 'country',
             c.country, 'email', c.email, 'phone', c.phone) end,
           x.issue_date, x.due_date, coalesce(c.language, 'es'), x.surcharge, x.irpf_rate,
           x.subtotal, x.vat_total, x.surcharge_total, x.vat_total + x.surcharge_total, x.irpf_total, x.total,
           x.paid_total, x.settled_status,
           case when not x.draft then x.issue_date + make_interval(hours => 9, mins => ${mix(g, 908, 540)}) end,
           x.issue_date + make_interval(hours => 8, mins => ${mix(g, 909, 60)}), x.issue_date + make_interval(hours =>
           9, mins => ${mix(g, 908, 540)})
    from settled x
    join invoice_series s on s.id = ${seriesId}
    join lead_clients c on c.id = x.client_id
    left join invoice_number_counters k on k.series_id = s.id and k.year = x.year
    order by x.rn`.execute(db);
  // The ids were given here, not by the sequence: it goes on after them.
  await sql`select setval(pg_get_serial_sequence('invoices', 'id'), (select max(id) from invoices))`.execute(db);
}

/** The drawn lines on the invoices they were summed for, numbered by position; the drawing is dropped afterwards. */
export async function insertInvoiceLines(db: Kysely<Database>, firstInvoice: number): Promise<void> {
  await sql`
    insert into invoice_lines (invoice_id, position, description, quantity, unit_price, discount_percent, vat_rate,
    exemption, exemption_ground, surcharge_rate,
                               base, vat_amount, surcharge_amount, created_at, updated_at)
    select ${sql.lit(firstInvoice - 1)} + l.rn, row_number() over (partition by l.rn order by l.g) - 1, l.description,
           l.quantity, l.unit_price, l.discount_percent, l.vat_rate, case when l.vat_rate is null then 'E1' end,
           case when l.vat_rate is null then 'art20_1_9' end, l.surcharge_rate,
           l.base, l.vat_amount, l.surcharge_amount, i.created_at, i.created_at
    from large_lines l join invoices i on i.id = ${sql.lit(firstInvoice - 1)} + l.rn
    order by l.rn, l.g`.execute(db);
  await sql`drop table large_lines, large_invoices`.execute(db);
}
/**
 * What insertInvoices() counted as paid, as one payment (mostly a transfer) between the issue and a few weeks past
 * the due date, never after today.
 */
export async function insertPayments(db: Kysely<Database>, firstInvoice: number): Promise<void> {
  const id = sql`i.id`;
  await sql`
    insert into invoice_payments (invoice_id, paid_on, method, amount, note, created_at, updated_at)
    select i.id, p.paid_on, (${text(METHODS)})[1 + ${mix(id, 942, METHODS.length)}], i.paid_total,
           case when i.paid_total < i.total then 'Pago a cuenta' end, p.paid_on + time '12:00', p.paid_on + time '12:00'
    from invoices i
    cross join lateral (select least(current_date, i.issue_date + floor((i.due_date - i.issue_date + 20) *
    ${unit(id, 944)})::int) as paid_on) p
    where i.id >= ${firstInvoice} and i.paid_total > 0
    order by p.paid_on, i.id`.execute(db);
}

/** Each (series, year)'s counter at its highest number, so the next invoice issued continues the numbering. */
export async function continueNumbering(db: Kysely<Database>): Promise<void> {
  await sql`
    insert into invoice_number_counters (series_id, year, last_number)
    select series_id, year, max(sequence) from invoices where sequence is not null group by series_id, year
    on conflict (series_id, year) do update set last_number = greatest(invoice_number_counters.last_number,
    excluded.last_number)`.execute(db);
}
