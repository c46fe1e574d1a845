import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { get, send } from "../../fixtures/billing.js";
import { addDays, companyDate } from "../../../api/modules/tuition/company-date.js";
import { CREDITOR, DEBTOR_IBANS, openTuition, parseXml, runMonth, texts, type Tuition } from "./tuition-fixture.js";

// SEPA remittances of a run: the pain.008 file (validated by sepa.js as it is written, read back
// here), a direct-debit payment per debit, FRST then RCUR per mandate, clients without a mandate
// left out, and a returned debit owed again and collected by the next remittance.
describe.each(DATABASE_KINDS)("tuition remittances on %s", (kind) => {
  let t: Tuition;
  let payer: number;
  let runId: number;
  const mandateId = "ACAD-0001";
  beforeAll(async () => {
    t = await openTuition(kind);
    const course = await t.course({ name: "Piano", monthly_price: 7550 });
    payer = await t.newClient({ name: "Familia Peña Núñez" });
    await t.register(payer, course.id, "confirmed", "Lucía");
    await t.register(payer, course.id, "confirmed", "Mateo");
    await t.register(t.otherClient.clientId, course.id, "confirmed", "Tom");
    runId = (await runMonth(t, "2026-03")).body.run.id;
  });
  afterAll(async () => {
    await t?.test.close();
  });

  const remit = (id: number, body: object = {}) => send(t.admin, "POST", `/api/tuition/runs/${id}/remittances`, body);
  const file = async (remittanceId: number) => {
    const res = await get(t.admin, `/api/tuition/remittances/${remittanceId}/file`);
    expect(res.status).toBe(200);
    return { res, doc: parseXml(res.body.toString("utf8")) };
  };

  it("needs the creditor's details first, and names the missing ones", async () => {
    await send(t.admin, "POST", `/api/tuition/runs/${runId}/issue`, {});
    const res = await remit(runId);
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(["settings", "creditor_name", "creditor_id", "creditor_iban"]);
    expect(res.body.message).toContain("IBAN del acreedor");
  });

  it(
    "debits the clients with a mandate, validated pain.008 " + "with a FRST sequence, and settles their invoices",
    async () => {
      await t.setCreditor();
      await t.mandate(payer, DEBTOR_IBANS[0].toLowerCase().replace(/(.{4})/g, "$1 "), mandateId);
      const res = await remit(runId);
      expect(res.status).toBe(201);
      const { remittance, skipped } = res.body;
      expect(remittance).toMatchObject({ run_id: runId, transaction_count: 1, total: 15100 });
      expect(remittance.message_id.length).toBeLessThanOrEqual(35);
      expect(skipped).toEqual([expect.objectContaining({ client_id: t.otherClient.clientId, reason: "no_mandate" })]);

      const { res: download, doc } = await file(remittance.id);
      expect(download.headers["content-type"]).toMatch(/^application\/xml/);
      expect(download.headers["content-disposition"]).toContain(
        `attachment; filename*=UTF-8''${remittance.message_id}.xml`,
      );
      expect(doc.documentElement.namespaceURI).toBe("urn:iso:std:iso:20022:tech:xsd:pain.008.001.02");
      expect(texts(doc, "MsgId")).toEqual([remittance.message_id]);
      expect(texts(doc, "NbOfTxs")).toEqual(["1", "1"]);
      expect(texts(doc, "CtrlSum")).toEqual(["151.00", "151.00"]);
      expect(texts(doc, "SeqTp")).toEqual(["FRST"]);
      expect(texts(doc, "LclInstrm").map((s) => s.trim())).toEqual(["CORE"]);
      expect(texts(doc, "MndtId")).toEqual([mandateId]);
      expect(texts(doc, "DtOfSgntr")).toEqual(["2025-09-01"]);
      expect(texts(doc, "IBAN")).toEqual([CREDITOR.creditor_iban.replaceAll(" ", ""), DEBTOR_IBANS[0]]);
      expect(texts(doc, "Nm")).toContain("Familia Pena Nunez");
      expect(texts(doc, "ReqdColltnDt")).toEqual([addDays(await companyDate(t.db), 5)]);
      const invoice = (await get(t.admin, `/api/invoices?client_id=${payer}`)).body[0];
      expect(texts(doc, "Ustrd")).toEqual([invoice.number]);
      expect(invoice).toMatchObject({ status: "paid", paid_total: 15100, outstanding: 0 });
      const payments = (await get(t.admin, `/api/invoice-payments?invoice_id=${invoice.id}`)).body;
      expect(payments).toEqual([expect.objectContaining({ method: "direct_debit", amount: 15100 })]);

      const debits = (await get(t.admin, `/api/tuition/remittances/${remittance.id}/debits`)).body;
      expect(debits).toEqual([
        expect.objectContaining({
          client_id: payer,
          invoice_number: invoice.number,
          amount: 15100,
          sequence_type: "FRST",
          status: "sent",
          mandate_id: mandateId,
        }),
      ]);
      expect(texts(doc, "EndToEndId")).toEqual([debits[0].end_to_end_id]);
    },
  );

  it("does not debit an invoice twice while its debit stands", async () => {
    const res = await remit(runId);
    expect(res.status).toBe(200);
    expect(res.body.remittance).toBeNull();
    expect(res.body.skipped.map((s: any) => s.reason).sort()).toEqual(["in_remittance", "no_mandate"]);
  });

  it(
    "records a returned debit: the payment goes, the invoice is owed again and the next remittance takes it as "
      + "RCUR",
    async () => {
      const [remittance] = (await get(t.admin, "/api/tuition/runs")).body[0].remittances;
      const [debit] = (await get(t.admin, `/api/tuition/remittances/${remittance.id}/debits`)).body;
      expect((await send(t.admin, "POST", `/api/tuition/debits/${debit.id}/return`, { reason: "XX01" })).status).toBe(
        422,
      );
      const returned = await send(t.admin, "POST", `/api/tuition/debits/${debit.id}/return`, { reason: "AM04" });
      expect(returned.status).toBe(200);
      expect(returned.body).toMatchObject({
        status: "returned",
        return_reason: "AM04",
        payment_id: null,
        invoice_status: "issued",
      });
      const invoice = (await get(t.admin, `/api/invoices/${debit.invoice_id}`)).body;
      expect(invoice).toMatchObject({ status: "issued", paid_total: 0, outstanding: 15100 });
      expect((await get(t.admin, `/api/invoice-payments?invoice_id=${debit.invoice_id}`)).body).toEqual([]);
      expect((await send(t.admin, "POST", `/api/tuition/debits/${debit.id}/return`, { reason: "AM04" })).status).toBe(
        409,
      );
      expect((await get(t.admin, "/api/tuition/runs")).body[0].remittances[0].returned_count).toBe(1);

      const again = await remit(runId, { collection_date: addDays(await companyDate(t.db), 9) });
      expect(again.status).toBe(201);
      const { doc } = await file(again.body.remittance.id);
      expect(texts(doc, "SeqTp")).toEqual(["RCUR"]);
      expect(texts(doc, "Ustrd")).toEqual([invoice.number]);
      expect(texts(doc, "ReqdColltnDt")).toEqual([addDays(await companyDate(t.db), 9)]);
    },
  );

  it("collects the next month as RCUR, and leaves drafts out", async () => {
    const april = (await runMonth(t, "2026-04")).body.run.id;
    const drafts = await remit(april);
    expect(drafts.status).toBe(200);
    expect(drafts.body.skipped.map((s: any) => s.reason)).toEqual(["draft", "draft"]);
    await send(t.admin, "POST", `/api/tuition/runs/${april}/issue`, {});
    const res = await remit(april);
    expect(res.status).toBe(201);
    const { doc } = await file(res.body.remittance.id);
    expect(texts(doc, "SeqTp")).toEqual(["RCUR"]);
    expect(texts(doc, "MndtId")).toEqual([mandateId]);
  });

  it("refuses a collection date that is not in the future", async () => {
    const today = await companyDate(t.db);
    const may = (await runMonth(t, "2026-05")).body.run.id;
    for (const date of [today, addDays(today, -3)]) {
      const res = await remit(may, { collection_date: date });
      expect(res.status).toBe(422);
      expect(res.body.errors.collection_date).toBeDefined();
    }
    expect((await remit(999999)).status).toBe(404);
  });

  it("is for admins only", async () => {
    for (const who of [t.commercial, t.client]) {
      expect((await send(who, "POST", `/api/tuition/runs/${runId}/remittances`, {})).status).toBe(403);
      expect((await get(who, "/api/tuition/remittances/1/file")).status).toBe(403);
      expect((await get(who, "/api/tuition/remittances/1/debits")).status).toBe(403);
      expect((await send(who, "POST", "/api/tuition/debits/1/return", { reason: "AM04" })).status).toBe(403);
    }
  });
});
