import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { createDraft, get, line, openBilling, send, today, type Billing } from "../../fixtures/billing.js";

// Drafts: lines written inline in one transaction, totals computed by the server (each line
// rounded, then summed), the tax breakdown by rate and surcharge, and who may see a draft.
describe.each(DATABASE_KINDS)("invoice drafts on %s", (kind) => {
  let b: Billing;
  beforeAll(async () => {
    b = await openBilling(kind);
  });
  afterAll(async () => {
    await b?.test.close();
  });

  it("computes totals and the breakdown for mixed rates with surcharge and IRPF", async () => {
    const draft = await createDraft(b, {
      surcharge: true,
      irpf_rate: 15,
      lines: [
        line({ description: "Consultoría", quantity: 3, unit_price: 3333, vat_rate: 21, surcharge_rate: 5.2 }),
        line({
          description: "Libros",
          quantity: 2.5,
          unit_price: 1999,
          discount_percent: 10,
          vat_rate: 4,
          surcharge_rate: 0.5,
        }),
        line({
          description: "Curso",
          quantity: 1,
          unit_price: 20000,
          vat_rate: null,
          exemption_ground: "art20_1_9",
          surcharge_rate: 0,
        }),
      ],
    });
    // 3 × 33.33 = 99.99; VAT 21 % 21.00 (20.9979); surcharge 5.2 % 5.20 (5.19948)
    // 2.5 × 19.99 × 0.9 = 44.9775 → 44.98; VAT 4 % 1.80 (1.7992); surcharge 0.5 % 0.22 (0.2249)
    expect(draft.lines.map((l: any) => [l.base, l.vat_amount, l.surcharge_amount])).toEqual([
      [9999, 2100, 520],
      [4498, 180, 22],
      [20000, 0, 0],
    ]);
    expect(draft).toMatchObject({
      status: "draft",
      number: null,
      subtotal: 34497,
      vat_total: 2280,
      surcharge_total: 542,
      tax_total: 2822,
      irpf_total: 5175,
      total: 34497 + 2822 - 5175,
    });
    const { body } = await get(b.admin, `/api/invoices/${draft.id}/breakdown`);
    expect(body.breakdown).toEqual([
      {
        vat_rate: 21,
        exemption: null,
        exemption_ground: null,
        surcharge_rate: 5.2,
        base: 9999,
        vat: 2100,
        surcharge: 520,
      },
      {
        vat_rate: 4,
        exemption: null,
        exemption_ground: null,
        surcharge_rate: 0.5,
        base: 4498,
        vat: 180,
        surcharge: 22,
      },
      {
        vat_rate: null,
        exemption: "E1",
        exemption_ground: "art20_1_9",
        surcharge_rate: 0,
        base: 20000,
        vat: 0,
        surcharge: 0,
      },
    ]);
  });

  it("gets a due date after the company's payment days once issued, when it has none", async () => {
    const draft = await createDraft(b, {
      client_id: b.otherClient.clientId,
      issue_date: "2026-03-01",
      language: "en",
      surcharge: true,
    });
    expect(draft).toMatchObject({ language: "en", surcharge: true, due_date: null });
    const issued = await send(b.admin, "POST", `/api/invoices/${draft.id}/issue`, {});
    expect(issued.body).toMatchObject({ issue_date: "2026-03-01", due_date: "2026-03-31" });
  });

  it("replaces the lines on PATCH: a line sent with its id is kept, one left out is deleted", async () => {
    const draft = await createDraft(b, { lines: [line({ description: "Uno" }), line({ description: "Dos" })] });
    const [first, second] = draft.lines;
    const res = await send(b.admin, "PATCH", `/api/invoices/${draft.id}`, {
      version: draft.version,
      lines: [line({ description: "Nueva" }), { ...line({ description: "Uno bis", unit_price: 5000 }), id: first.id }],
    });
    expect(res.status).toBe(200);
    expect(res.body.lines.map((l: any) => [l.id === first.id, l.description, l.position])).toEqual([
      [false, "Nueva", 0],
      [true, "Uno bis", 1],
    ]);
    expect(res.body.subtotal).toBe(15000);
    expect(
      await b.db.selectFrom("invoice_lines").select("id").where("id", "=", second.id).executeTakeFirst(),
    ).toBeUndefined();
    const stale = await send(b.admin, "PATCH", `/api/invoices/${draft.id}`, { version: draft.version, notes: "tarde" });
    expect(stale.status).toBe(409);
  });

  it("answers a bad line with its field, and changes nothing", async () => {
    const draft = await createDraft(b);
    const before = await b.db.selectFrom("invoice_lines").selectAll().where("invoice_id", "=", draft.id).execute();
    const res = await send(b.admin, "PATCH", `/api/invoices/${draft.id}`, {
      lines: [line({ description: "" }), { quantity: 1, unit_price: 1 }, line({ colour: "red" })],
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(
      expect.arrayContaining(["lines.0.description", "lines.1.description", "lines.2.colour"]),
    );
    const foreign = await createDraft(b);
    const stolen = await send(b.admin, "PATCH", `/api/invoices/${draft.id}`, {
      lines: [{ ...line(), id: foreign.lines[0].id }],
    });
    expect(stolen.status).toBe(422);
    expect(stolen.body.errors["lines.0.id"]).toBeDefined();
    expect(await b.db.selectFrom("invoice_lines").selectAll().where("invoice_id", "=", draft.id).execute()).toEqual(
      before,
    );
    const noSeries = await send(b.admin, "POST", "/api/invoices", {
      kind: "F1",
      series_id: b.series.S,
      issue_date: today(),
      lines: [line()],
    });
    expect(noSeries.status).toBe(422);
    expect(noSeries.body.errors.series_id).toBeDefined();
  });

  it("never shows a draft to the client, and lets commercial users only read", async () => {
    const draft = await createDraft(b);
    expect((await get(b.client, `/api/invoices/${draft.id}`)).status).toBe(404);
    expect((await get(b.client, `/api/invoice-lines?invoice_id=${draft.id}`)).body).toEqual([]);
    expect((await get(b.client, "/api/invoices")).body.every((i: any) => i.status !== "draft")).toBe(true);
    expect((await get(b.commercial, `/api/invoices/${draft.id}`)).status).toBe(200);
    expect(
      (await send(b.commercial, "POST", "/api/invoices", { kind: "F1", series_id: b.series.F, issue_date: today() }))
        .status,
    ).toBe(403);
    expect((await send(b.commercial, "PATCH", `/api/invoices/${draft.id}`, { notes: "x" })).status).toBe(403);
    expect((await send(b.client, "POST", `/api/invoices/${draft.id}/issue`, {})).status).toBe(403);
  });

  it("deletes a draft with its lines", async () => {
    const draft = await createDraft(b);
    expect((await send(b.admin, "DELETE", `/api/invoices/${draft.id}`)).status).toBe(200);
    expect(await b.db.selectFrom("invoice_lines").select("id").where("invoice_id", "=", draft.id).execute()).toEqual(
      [],
    );
  });
});
