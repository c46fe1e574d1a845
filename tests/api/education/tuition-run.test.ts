import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { get, send } from "../../fixtures/billing.js";
import { openTuition, runMonth, type Tuition } from "./tuition-fixture.js";

// The monthly run: one draft per client with a line per due registration and the course's VAT,
// each registration charged once per month however many runs (at once or not), then issued.
describe.each(DATABASE_KINDS)("tuition run on %s", (kind) => {
  let t: Tuition;
  let exempt: Record<string, any>;
  let taxed: Record<string, any>;
  const charged: number[] = [];
  beforeAll(async () => {
    t = await openTuition(kind);
    exempt = await t.course({ name: "Inglés B1", monthly_price: 6000 });
    taxed = await t.course({ name: "Robótica", monthly_price: 4000, vat_treatment: "taxed" });
    const ended = await t.course({ name: "Verano", start_date: "2025-07-01", end_date: "2026-02-28" });
    const later = await t.course({ name: "Otoño", start_date: "2026-04-01" });
    const free = await t.course({ name: "Club de lectura", monthly_price: 0 });
    const closed = await t.course({ name: "Cerrado", active: false });
    charged.push(await t.register(t.client.clientId, exempt.id, "confirmed", "Ana"));
    charged.push(await t.register(t.client.clientId, taxed.id, "confirmed", "Ana"));
    charged.push(await t.register(t.otherClient.clientId, exempt.id, "confirmed", "Tom"));
    for (const course of [ended, later, free, closed])
      await t.register(t.client.clientId, course.id, "confirmed", "Luis");
    for (const status of ["pending", "waitlisted", "withdrawn", "completed"])
      await t.register(t.client.clientId, exempt.id, status, `Alumno ${status}`);
  });
  afterAll(async () => {
    await t?.test.close();
  });

  const invoicesOf = async (runId: number) => {
    const ids = await t.db
      .selectFrom("invoices")
      .select("id")
      .where("tuition_run_id", "=", runId)
      .orderBy("id")
      .execute();
    return Promise.all(ids.map(async ({ id }) => (await get(t.admin, `/api/invoices/${id}`)).body));
  };

  it("previews the month: who and how much a run would draft", async () => {
    const { status, body } = await get(t.admin, "/api/tuition/preview?month=2026-03");
    expect(status).toBe(200);
    expect(body).toEqual({
      month: "2026-03",
      clients: 2,
      registrations: 3,
      subtotal: 16000,
      total: 16840,
      already_charged: 0,
    });
    expect((await get(t.admin, "/api/tuition/preview?month=2026-13")).status).toBe(400);
  });

  it(
    "drafts one invoice per client, a line per registration, " + "with the course's VAT, in the client's language",
    async () => {
      const res = await runMonth(t, "2026-03");
      expect(res.status).toBe(201);
      expect(res.body.invoice_count).toBe(2);
      expect(res.body.run).toMatchObject({
        month: "2026-03",
        scheduled: false,
        invoice_count: 2,
        registration_count: 3,
        draft_count: 2,
        issued_count: 0,
        total: 6000 + 4840 + 6000,
        remittances: [],
      });
      const [mine, theirs] = await invoicesOf(res.body.run.id);
      expect(mine).toMatchObject({
        client_id: t.client.clientId,
        status: "draft",
        language: "es",
        subtotal: 10000,
        vat_total: 840,
        total: 10840,
      });
      const lines = [...mine.lines].sort((a: any, b: any) => a.description.localeCompare(b.description));
      expect(lines).toEqual([
        expect.objectContaining({
          description: `Mensualidad marzo 2026 · Inglés B1 · Ana`,
          unit_price: 6000,
          vat_rate: null,
          exemption: "E1",
        }),
        expect.objectContaining({
          description: `Mensualidad marzo 2026 · Robótica · Ana`,
          unit_price: 4000,
          vat_rate: 21,
          exemption: null,
        }),
      ]);
      expect(theirs).toMatchObject({ client_id: t.otherClient.clientId, language: "en", total: 6000 });
      expect(theirs.lines).toEqual([
        expect.objectContaining({
          description: "Monthly fee March 2026 · Inglés B1 · Tom",
          vat_rate: null,
          exemption: "E1",
        }),
      ]);
      const charges = await t.db
        .selectFrom("tuition_charges")
        .select(["registration_id", "invoice_id", "amount"])
        .where("month", "=", "2026-03-01")
        .execute();
      expect(charges.map((c) => Number(c.registration_id)).sort()).toEqual([...charged].sort());
      expect(charges.every((c) => c.invoice_id !== null)).toBe(true);
    },
  );

  it("drafts nothing the second time the same month runs", async () => {
    const again = await runMonth(t, "2026-03");
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ run: null, invoice_count: 0 });
    expect((await get(t.admin, "/api/tuition/preview?month=2026-03")).body).toMatchObject({
      clients: 0,
      registrations: 0,
      total: 0,
      already_charged: 3,
    });
    // A registration confirmed since is charged by the next run of the month, alone.
    const late = await t.register(t.otherClient.clientId, taxed.id, "confirmed", "Eva");
    const next = await runMonth(t, "2026-03");
    expect(next.status).toBe(201);
    expect(next.body.run).toMatchObject({ invoice_count: 1, registration_count: 1 });
    await t.db
      .updateTable("course_registrations")
      .set({ status: "withdrawn", withdrawn_on: "2026-03-20" })
      .where("id", "=", late)
      .execute();
  });

  it("never charges a registration twice when runs of the same month race", async () => {
    const results = await Promise.all([runMonth(t, "2026-05"), runMonth(t, "2026-05"), runMonth(t, "2026-05")]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    expect(results.reduce((sum, r) => sum + r.body.invoice_count, 0)).toBe(2);
    // March's three, and the autumn course's, which has started by May.
    const charges = await t.db
      .selectFrom("tuition_charges")
      .select("registration_id")
      .where("month", "=", "2026-05-01")
      .execute();
    expect(charges).toHaveLength(4);
    expect(new Set(charges.map((c) => c.registration_id)).size).toBe(4);
    const runs = await t.db.selectFrom("tuition_runs").select("id").where("month", "=", "2026-05-01").execute();
    expect(runs).toHaveLength(1);
    const invoices = await t.db
      .selectFrom("invoices")
      .select("client_id")
      .where("tuition_run_id", "=", Number(runs[0].id))
      .execute();
    expect(invoices.map((i) => Number(i.client_id)).sort()).toEqual([t.client.clientId, t.otherClient.clientId].sort());
  });

  it("lists the runs newest first and issues a run's drafts in one go", async () => {
    const { body: runs } = await get(t.admin, "/api/tuition/runs");
    expect(runs.map((r: any) => r.month)).toEqual(["2026-05", "2026-03", "2026-03"]);
    const march = runs.find((r: any) => r.month === "2026-03" && r.invoice_count === 2);
    // A family without its tax data: the refusal names it, and none of the run is issued.
    const other = await t.db
      .selectFrom("lead_clients")
      .select(["name", "tax_id"])
      .where("id", "=", t.otherClient.clientId)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable("lead_clients")
      .set({ tax_id: null, address: "" })
      .where("id", "=", t.otherClient.clientId)
      .execute();
    const refused = await send(t.admin, "POST", `/api/tuition/runs/${march.id}/issue`, {});
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain(String(other.name));
    for (const invoice of await invoicesOf(march.id)) expect(invoice.status).toBe("draft");
    await t.db
      .updateTable("lead_clients")
      .set({ tax_id: other.tax_id, address: "Calle Mayor 2" })
      .where("id", "=", t.otherClient.clientId)
      .execute();
    const issued = await send(t.admin, "POST", `/api/tuition/runs/${march.id}/issue`, {});
    expect(issued.status).toBe(200);
    expect(issued.body).toMatchObject({ issued: 2, run: { id: march.id, draft_count: 0, issued_count: 2 } });
    for (const invoice of await invoicesOf(march.id))
      expect(invoice).toMatchObject({ status: "issued", number: expect.stringMatching(/^F\d{4}-\d{5}$/) });
    expect((await send(t.admin, "POST", `/api/tuition/runs/${march.id}/issue`, {})).body.issued).toBe(0);
    expect((await send(t.admin, "POST", "/api/tuition/runs/999999/issue", {})).status).toBe(404);
  });

  it("drafts again, on the next run of its month, what a deleted tuition draft held", async () => {
    const may = await t.db
      .selectFrom("tuition_runs")
      .select("id")
      .where("month", "=", "2026-05-01")
      .executeTakeFirstOrThrow();
    const draft = await t.db
      .selectFrom("invoices")
      .select(["id", "total"])
      .where("tuition_run_id", "=", may.id)
      .where("client_id", "=", t.otherClient.clientId)
      .executeTakeFirstOrThrow();
    expect((await send(t.admin, "DELETE", `/api/invoices/${draft.id}`)).status).toBe(200);
    const run = (await get(t.admin, "/api/tuition/runs")).body.find((r: any) => r.id === Number(may.id));
    expect(run).toMatchObject({ invoice_count: 1, registration_count: 3, draft_count: 1 });
    expect((await get(t.admin, "/api/tuition/preview?month=2026-05")).body).toMatchObject({
      clients: 1,
      registrations: 1,
      already_charged: 3,
    });
    const again = await runMonth(t, "2026-05");
    expect(again.status).toBe(201);
    expect(again.body.run).toMatchObject({ invoice_count: 1, registration_count: 1, total: Number(draft.total) });
  });

  it("is for admins only", async () => {
    for (const who of [t.commercial, t.client]) {
      expect((await get(who, "/api/tuition/runs")).status).toBe(403);
      expect((await get(who, "/api/tuition/preview?month=2026-03")).status).toBe(403);
      expect((await runMonth({ ...t, admin: who } as Tuition, "2026-06")).status).toBe(403);
      expect((await send(who, "POST", "/api/tuition/runs/1/issue", {})).status).toBe(403);
    }
    expect((await send(t.admin, "POST", "/api/tuition/runs", { month: "2026-6" })).status).toBe(422);
  });
});
