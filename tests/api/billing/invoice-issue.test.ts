import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { createDraft, get, issued, line, openBilling, send, today, type Billing } from "../../fixtures/billing.js";
import { altaFingerprint, cancellationFingerprint } from "../../../api/modules/billing/verifactu/fingerprint.js";

// Issuing: the next number of the series for the year with no gap and no repeat even when many
// issue at once, an issued invoice frozen by the database itself, and the VeriFactu chain.
describe.each(DATABASE_KINDS)("issuing invoices on %s", (kind) => {
  let b: Billing;
  beforeAll(async () => {
    b = await openBilling(kind);
  });
  afterAll(async () => {
    await b?.test.close();
  });

  it("numbers in the series' format, freezes the recipient and records a chained fingerprint", async () => {
    const year = today().slice(0, 4);
    const first = await issued(b);
    expect(first.number).toMatch(new RegExp(`^F${year}-\\d{5}$`));
    expect(first).toMatchObject({ status: "issued", subtotal: 10000, tax_total: 2100, total: 12100 });
    const second = await issued(b);
    expect(Number(second.number.slice(-5))).toBe(Number(first.number.slice(-5)) + 1);
    const { body: record } = await get(b.admin, `/api/invoices/${second.id}/record`);
    expect(record).toMatchObject({
      kind: "alta",
      issuer_nif: "89890001K",
      invoice_number: second.number,
      invoice_type: "F1",
      tax_total: "21.00",
      total: "121.00",
    });
    const previous = (await get(b.admin, `/api/invoices/${first.id}/record`)).body;
    expect(record.previous_hash).toBe(previous.hash);
    expect(record.generated_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
    expect(record.hash).toBe(
      altaFingerprint({
        issuerNif: "89890001K",
        invoiceNumber: second.number,
        issueDate: record.issue_date,
        invoiceType: "F1",
        taxTotal: "21.00",
        total: "121.00",
        previousHash: previous.hash,
        generatedAt: record.generated_at,
      }),
    );
    // Companies start outside VERI*FACTU (migration 0023): nothing is claimed as sent.
    expect(record.verifactu_mode).toBe("no_verifactu");
    expect(record.qr_url).toBe(
      `https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQRNoVerifactu?nif=89890001K&numserie=`
        + `${encodeURIComponent(second.number)}&fecha=${record.issue_date}&importe=121.00`,
    );
    await b.db.updateTable("lead_clients").set({ name: "Otro nombre" }).where("id", "=", b.client.clientId).execute();
    const snapshot = await b.db
      .selectFrom("invoices")
      .select("client_snapshot")
      .where("id", "=", second.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(snapshot.client_snapshot)).not.toContain("Otro nombre");
  });

  it("gives correlative numbers with no gap and no repeat to many invoices issued at once", async () => {
    const drafts = await Promise.all(Array.from({ length: 12 }, () => createDraft(b, { series_id: b.series.F })));
    const results = await Promise.all(drafts.map((d) => send(b.admin, "POST", `/api/invoices/${d.id}/issue`, {})));
    expect(results.map((r) => r.status)).toEqual(drafts.map(() => 200));
    const rows = await b.db
      .selectFrom("invoices")
      .select(["sequence", "number"])
      .where("series_id", "=", b.series.F)
      .where("status", "<>", "draft")
      .orderBy("sequence")
      .execute();
    expect(rows.map((r) => r.sequence)).toEqual(rows.map((_, i) => i + 1));
    expect(new Set(rows.map((r) => r.number)).size).toBe(rows.length);
    expect((await get(b.admin, "/api/invoices/chain/verify")).body).toMatchObject({ ok: true, broken: null });
  });

  it("refuses any change to an issued invoice or its lines, in the database as well as the API", async () => {
    const invoice = await issued(b);
    const patch = await send(b.admin, "PATCH", `/api/invoices/${invoice.id}`, { notes: "cambio" });
    expect(patch.status).toBe(409);
    expect(patch.body.message).toContain(invoice.number);
    expect((await send(b.admin, "DELETE", `/api/invoices/${invoice.id}`)).status).toBe(409);
    expect((await send(b.admin, "POST", `/api/invoices/${invoice.id}/issue`, {})).status).toBe(409);
    await expect(sql`update invoices set total = 1 where id = ${invoice.id}`.execute(b.db)).rejects.toThrow(
      /cannot change/,
    );
    await expect(
      sql`update invoices set status = 'draft', number = null where id = ${invoice.id}`.execute(b.db),
    ).rejects.toThrow(/cannot change/);
    await expect(sql`delete from invoices where id = ${invoice.id}`.execute(b.db)).rejects.toThrow(/cannot change/);
    await expect(
      sql`update invoice_lines set unit_price = 1 where invoice_id = ${invoice.id}`.execute(b.db),
    ).rejects.toThrow(/cannot change/);
    await expect(
      sql`insert into invoice_lines (invoice_id, description, unit_price, vat_rate) values (${invoice.id}, 'x', 1,
        21)`.execute(b.db),
    ).rejects.toThrow(/cannot change/);
    await expect(sql`delete from verifactu_records where invoice_id = ${invoice.id}`.execute(b.db)).rejects.toThrow(
      /never changed/,
    );
    const after = (await get(b.admin, `/api/invoices/${invoice.id}`)).body;
    expect(after).toMatchObject({ total: invoice.total, number: invoice.number, notes: null });
  });

  it("keeps how a series numbers once it has numbered an invoice", async () => {
    const fresh = await send(b.admin, "POST", "/api/invoice-series", { code: "P", name: "Pruebas", kind: "standard" });
    expect(
      (await send(b.admin, "PATCH", `/api/invoice-series/${fresh.body.id}`, { format: "{code}-{year}/{number}" }))
        .status,
    ).toBe(200);
    await issued(b, { series_id: fresh.body.id });
    const res = await send(b.admin, "PATCH", `/api/invoice-series/${fresh.body.id}`, { code: "Q" });
    expect(res.status).toBe(409);
    expect(
      (await send(b.admin, "PATCH", `/api/invoice-series/${fresh.body.id}`, { name: "Pruebas 2", active: false }))
        .status,
    ).toBe(200);
    const numbers = await b.db.selectFrom("invoices").select("number").where("series_id", "=", fresh.body.id).execute();
    expect(numbers.map((n) => n.number)).toEqual([`P-${today().slice(0, 4)}/00001`]);
  });

  it("says why an invoice cannot be issued, and issues nothing", async () => {
    const empty = await createDraft(b, { lines: [] });
    const res = await send(b.admin, "POST", `/api/invoices/${empty.id}/issue`, {});
    expect(res.status).toBe(422);
    expect(res.body.errors.lines).toBeDefined();
    const noClient = await createDraft(b, { client_id: null });
    expect((await send(b.admin, "POST", `/api/invoices/${noClient.id}/issue`, {})).body.errors.client_id).toBeDefined();
    const big = await createDraft(b, {
      kind: "F2",
      series_id: b.series.S,
      client_id: null,
      lines: [line({ unit_price: 40000 })],
    });
    expect((await send(b.admin, "POST", `/api/invoices/${big.id}/issue`, {})).body.errors.kind).toBeDefined();
    const small = await createDraft(b, {
      kind: "F2",
      series_id: b.series.S,
      client_id: null,
      lines: [line({ unit_price: 3000 })],
    });
    expect((await send(b.admin, "POST", `/api/invoices/${small.id}/issue`, {})).body).toMatchObject({
      status: "issued",
      kind: "F2",
    });
    await b.db.updateTable("company").set({ tax_id: null }).where("id", "=", 1).execute();
    const noNif = await createDraft(b);
    expect((await send(b.admin, "POST", `/api/invoices/${noNif.id}/issue`, {})).status).toBe(422);
    await b.db.updateTable("company").set({ tax_id: "89890001K" }).where("id", "=", 1).execute();
    expect((await get(b.admin, `/api/invoices/${noNif.id}`)).body).toMatchObject({ status: "draft", number: null });
  });

  it("chains a cancellation record for a registration made in error, and voids the invoice", async () => {
    const invoice = await issued(b);
    const res = await send(b.admin, "POST", `/api/invoices/${invoice.id}/cancel-record`, { reason: "Duplicada" });
    expect(res.status).toBe(200);
    const alta = (await get(b.admin, `/api/invoices/${invoice.id}/record`)).body;
    expect(res.body).toMatchObject({
      kind: "anulacion",
      invoice_number: invoice.number,
      issue_date: alta.issue_date,
      invoice_type: null,
    });
    expect(res.body.hash).toBe(
      cancellationFingerprint({
        issuerNif: "89890001K",
        invoiceNumber: invoice.number,
        issueDate: alta.issue_date,
        previousHash: res.body.previous_hash,
        generatedAt: res.body.generated_at,
      }),
    );
    expect((await get(b.admin, `/api/invoices/${invoice.id}`)).body.status).toBe("voided");
    expect((await send(b.admin, "POST", `/api/invoices/${invoice.id}/cancel-record`, {})).status).toBe(409);
    expect((await send(b.commercial, "POST", `/api/invoices/${invoice.id}/cancel-record`, {})).status).toBe(403);
    expect((await get(b.admin, "/api/invoices/chain/verify")).body).toMatchObject({ ok: true });
  });

  it("finds the first broken link when a record was tampered with", async () => {
    const invoice = await issued(b);
    await issued(b);
    expect((await get(b.admin, "/api/invoices/chain/verify")).body.ok).toBe(true);
    expect((await get(b.commercial, "/api/invoices/chain/verify")).status).toBe(403);
    await sql`alter table verifactu_records disable trigger verifactu_records_append_only`.execute(b.db);
    try {
      await sql`update verifactu_records set total = '1.00' where invoice_id = ${invoice.id}`.execute(b.db);
      const { body } = await get(b.admin, "/api/invoices/chain/verify");
      expect(body).toMatchObject({ ok: false, broken: { invoice_number: invoice.number, reason: "hash" } });
    } finally {
      await sql`alter table verifactu_records enable trigger verifactu_records_append_only`.execute(b.db);
    }
  });
});
