import { sql, type Kysely } from "kysely";
import { findRow } from "../crud/read-rows.js";
import { recomputeAmounts } from "../modules/billing/invoice-amounts.js";
import { issueInvoice } from "../modules/billing/issue-invoice.js";
import { INVOICES } from "../modules/billing/invoice-access.js";
import { refreshStatus } from "../modules/billing/invoice-status.js";
import type { Database } from "../db/schema.js";

// Demo billing: the company's tax data, hourly rates for the staff, and a few invoices of the
// demo clients in every state (a draft, issued, partly paid, paid, overdue), issued through the
// same code as the API so they carry numbers and a valid VeriFactu chain. The projects' logged
// time stays unbilled, for "Invoice unbilled time".
interface DemoInvoice {
  client: string;
  issueDate: string;
  dueDate: string;
  irpf?: number;
  lines: {
    description: string;
    quantity: number;
    unit_price: number;
    vat_rate: number | null;
    exemption?: string;
    exemption_ground?: string;
  }[];
  paid?: number;
  issue: boolean;
}

const place = (address: string, postal_code: string, city: string, province: string) => ({
  address,
  postal_code,
  city,
  province,
  country: "ES",
});
const DEMO_ADDRESSES: Record<string, ReturnType<typeof place>> = {
  "Colegio Internacional San Martín": place("Calle de Serrano 120", "28006", "Madrid", "Madrid"),
  "Distribuciones Levante S.L.": place("Avenida del Puerto 12", "46021", "Valencia", "Valencia/València"),
  "Ayuntamiento de Villanueva": place("Plaza Mayor 1", "46200", "Paiporta", "Valencia/València"),
  "Clínica Dental Sonrisa": place("Gran Vía 45", "30005", "Murcia", "Murcia"),
  "Talleres Martínez S.L.": place("Polígono Las Atalayas, parcela 8", "03114", "Alicante", "Alicante/Alacant"),
  "Academia Ejemplo": place("Calle Luna 3", "28004", "Madrid", "Madrid"),
};

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

const DEMO_INVOICES: DemoInvoice[] = [
  {
    client: "Colegio Internacional San Martín",
    issueDate: daysAgo(95),
    dueDate: daysAgo(65),
    lines: [
      {
        description: "Mantenimiento de la plataforma educativa (trimestre)",
        quantity: 1,
        unit_price: 180000,
        vat_rate: 21,
      },
    ],
    paid: 217800,
    issue: true,
  },
  {
    client: "Distribuciones Levante S.L.",
    issueDate: daysAgo(50),
    dueDate: daysAgo(20),
    irpf: 15,
    lines: [
      { description: "Consultoría de procesos", quantity: 12, unit_price: 6000, vat_rate: 21 },
      { description: "Licencia anual del módulo de almacén", quantity: 1, unit_price: 45000, vat_rate: 21 },
    ],
    paid: 50000,
    issue: true,
  },
  {
    client: "Clínica Dental Sonrisa",
    issueDate: daysAgo(40),
    dueDate: daysAgo(10),
    lines: [{ description: "Rediseño de la web de citas", quantity: 1, unit_price: 95000, vat_rate: 21 }],
    issue: true,
  },
  {
    client: "Academia Ejemplo",
    issueDate: daysAgo(12),
    dueDate: daysAgo(-18),
    lines: [
      {
        description: "Curso de formación para el profesorado",
        quantity: 10,
        unit_price: 3500,
        vat_rate: null,
        exemption: "E1",
        exemption_ground: "art20_1_9",
      },
      { description: "Material didáctico", quantity: 20, unit_price: 1250, vat_rate: 4 },
    ],
    issue: true,
  },
  {
    client: "Talleres Martínez S.L.",
    issueDate: daysAgo(0),
    dueDate: daysAgo(-30),
    lines: [{ description: "Puesta en marcha del CRM", quantity: 16, unit_price: 5500, vat_rate: 21 }],
    issue: false,
  },
];

export async function seedDemoBilling(db: Kysely<Database>): Promise<void> {
  await db
    .updateTable("company")
    .set({
      name: "Gestión Demo",
      legal_name: "Gestión Demo S.L.",
      tax_id: "B87654323",
      address: "Calle Mayor 1, 28013 Madrid",
    })
    .where("id", "=", 1)
    .execute();
  await sql`update users set hourly_rate = case email when 'admin@demo.test' then 6000 when 'commercial@demo.test' then
    4500 else 4000 end where email in ('admin@demo.test', 'commercial@demo.test', 'diego@demo.test',
    'lucia@demo.test')`.execute(db);
  await db.updateTable("company").set({ iban: "ES9121000418450200051332" }).where("id", "=", 1).execute();
  // A complete invoice names its recipient's full address (RD 1619/2012, art. 6).
  for (const [name, address] of Object.entries(DEMO_ADDRESSES))
    await db.updateTable("lead_clients").set(address).where("name", "=", name).execute();
  const series = await db.selectFrom("invoice_series").select("id").where("code", "=", "F").executeTakeFirstOrThrow();
  for (const demo of DEMO_INVOICES) {
    const client = await db
      .selectFrom("lead_clients")
      .select(["id", "language"])
      .where("name", "=", demo.client)
      .executeTakeFirstOrThrow();
    const { id } = await db
      .insertInto("invoices")
      .values({
        kind: "F1",
        series_id: series.id,
        client_id: client.id,
        issue_date: demo.issueDate,
        due_date: demo.dueDate,
        language: client.language ?? "es",
        irpf_rate: demo.irpf ?? 0,
        payment_method: "transfer",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("invoice_lines")
      .values(demo.lines.map((l, position) => ({ invoice_id: id, position, exemption: null, ...l })))
      .execute();
    await recomputeAmounts(db, Number(id), demo.irpf ?? 0);
    if (!demo.issue) continue;
    await issueInvoice(db, null, (await findRow(db, INVOICES, Number(id)))!, new Date(`${demo.issueDate}T10:00:00Z`));
    if (demo.paid) {
      await db
        .insertInto("invoice_payments")
        .values({ invoice_id: id, paid_on: demo.dueDate, method: "transfer", amount: demo.paid })
        .execute();
      await sql`update invoices set paid_total = ${demo.paid}, version = version + 1 where id = ${id}`.execute(db);
    }
  }
  // Statuses as of today (paid, partly paid, overdue).
  await refreshStatus(db);
}
