import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { createDraft, get, issued, line, openBilling, send, type Billing } from "../../fixtures/billing.js";
import { refreshStatus } from "../../../api/modules/billing/invoice-status.js";

// Payments move an invoice's status (partially paid, paid), time moves it to overdue, the aging
// view sorts what is owed; a rectifying invoice corrects an issued one and voiding negates it.
describe.each(DATABASE_KINDS)("payments, status and rectification on %s", (kind) => {
  let b: Billing;
  beforeAll(async () => {
    b = await openBilling(kind);
  });
  afterAll(async () => {
    await b?.test.close();
  });
  const pay = (invoiceId: number, amount: number, who = b.admin) =>
    send(who, "POST", "/api/invoice-payments", {
      invoice_id: invoiceId,
      paid_on: "2026-11-20",
      method: "transfer",
      amount,
    });

  it("follows partial and full payments, and refuses a payment over what is outstanding", async () => {
    const invoice = await issued(b);
    expect((await pay(invoice.id, 5000)).status).toBe(201);
    expect((await get(b.admin, `/api/invoices/${invoice.id}`)).body).toMatchObject({
      status: "partially_paid",
      paid_total: 5000,
      outstanding: 7100,
    });
    const over = await pay(invoice.id, 7101);
    expect(over.status).toBe(422);
    expect(over.body.errors.amount).toBeDefined();
    const last = await pay(invoice.id, 7100);
    expect((await get(b.admin, `/api/invoices/${invoice.id}`)).body).toMatchObject({ status: "paid", outstanding: 0 });
    expect((await send(b.admin, "DELETE", `/api/invoice-payments/${last.body.id}`)).status).toBe(200);
    expect((await get(b.admin, `/api/invoices/${invoice.id}`)).body).toMatchObject({
      status: "partially_paid",
      paid_total: 5000,
    });
    expect((await pay(invoice.id, 100, b.commercial)).status).toBe(403);
  });

  it("takes no payment for a draft", async () => {
    const draft = await createDraft(b);
    const res = await pay(draft.id, 100);
    expect(res.status).toBe(422);
    expect(res.body.errors.invoice_id).toBeDefined();
  });

  it("moves unpaid invoices past due to overdue, and sorts what is owed by age", async () => {
    const late = await issued(b, { issue_date: "2026-01-05", due_date: "2026-02-04" });
    expect(late.status).toBe("overdue");
    const current = await issued(b, { issue_date: "2026-11-01", due_date: "2099-01-01" });
    expect(current.status).toBe("issued");
    expect(await refreshStatus(b.db, [current.id], "2099-02-01")).toBe(1);
    expect((await get(b.admin, `/api/invoices/${current.id}`)).body.status).toBe("overdue");
    await refreshStatus(b.db, [current.id]);
    expect((await get(b.admin, `/api/invoices/${current.id}`)).body.status).toBe("issued");
    const { body } = await get(b.admin, `/api/billing/aging?client_id=${b.client.clientId}`);
    const bucket = (key: string) => body.buckets.find((x: any) => x.key === key);
    expect(bucket("90+").amount).toBeGreaterThanOrEqual(12100);
    expect(bucket("current").amount).toBeGreaterThanOrEqual(12100);
    expect(body.total).toBe(body.buckets.reduce((a: number, x: any) => a + x.amount, 0));
    expect((await get(b.admin, "/api/invoices?status=overdue")).body.map((i: any) => i.id)).toContain(late.id);
    // `overdue=true` reads the due date itself, not the stored status the hourly job keeps.
    const overdue = (await get(b.admin, "/api/invoices?overdue=true&_end=100")).body.map((i: any) => i.id);
    expect(overdue).toContain(late.id);
    expect(overdue).not.toContain(current.id);
    const totals = (await get(b.admin, "/api/invoices/totals?status=overdue")).body;
    expect(totals.count).toBeGreaterThanOrEqual(1);
    expect(totals.outstanding).toBeGreaterThanOrEqual(12100);
  });

  it("drafts a rectification by substitution (a copy) or by difference (negated), in a rectifying series", async () => {
    const original = await issued(b, {
      lines: [line({ unit_price: 10000 }), line({ unit_price: 2500, vat_rate: 10 })],
    });
    const sub = await send(b.admin, "POST", `/api/invoices/${original.id}/rectify`, {
      kind: "R1",
      method: "substitution",
      reason: "Precio mal puesto",
    });
    expect(sub.status).toBe(201);
    expect(sub.body).toMatchObject({
      kind: "R1",
      series_id: b.series.R,
      status: "draft",
      rectifies_id: original.id,
      rectification_method: "substitution",
      total: original.total,
    });
    const diff = await send(b.admin, "POST", `/api/invoices/${original.id}/rectify`, {
      kind: "R4",
      method: "difference",
    });
    expect(diff.body.total).toBe(-original.total);
    expect(
      (await send(b.admin, "POST", `/api/invoices/${original.id}/rectify`, { kind: "R5", method: "difference" }))
        .status,
    ).toBe(422);
    // The substitution, corrected and issued, replaces the original.
    const lines = sub.body.lines.map((l: any) => ({
      id: l.id,
      description: l.description,
      quantity: Number(l.quantity),
      unit_price: Number(l.unit_price) - 1000,
      discount_percent: 0,
      vat_rate: l.vat_rate,
      surcharge_rate: 0,
    }));
    expect((await send(b.admin, "PATCH", `/api/invoices/${sub.body.id}`, { lines })).status).toBe(200);
    const done = await send(b.admin, "POST", `/api/invoices/${sub.body.id}/issue`, {});
    expect(done.body.number).toMatch(/^R\d{4}-\d{5}$/);
    expect((await get(b.admin, `/api/invoices/${original.id}`)).body).toMatchObject({
      status: "voided",
      voided_by_id: sub.body.id,
    });
    expect(
      (await send(b.admin, "POST", `/api/invoices/${original.id}/rectify`, { kind: "R1", method: "difference" }))
        .status,
    ).toBe(409);
  });

  it("voids an issued invoice by an issued rectification that negates it, never by deleting it", async () => {
    const original = await issued(b);
    const res = await send(b.admin, "POST", `/api/invoices/${original.id}/void`, { reason: "Emitida por error" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ kind: "R4", status: "paid", total: -original.total, rectifies_id: original.id });
    expect(res.body.number).toMatch(/^R/);
    expect((await get(b.admin, `/api/invoices/${original.id}`)).body).toMatchObject({
      status: "voided",
      number: original.number,
      total: original.total,
    });
    expect((await pay(original.id, 100)).status).toBe(422);
    expect((await send(b.commercial, "POST", `/api/invoices/${original.id}/void`, {})).status).toBe(403);
    expect((await get(b.admin, "/api/invoices/chain/verify")).body.ok).toBe(true);
  });
});
