import { unzipSync, strFromU8 } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { get, issued, openBilling, send, type Billing } from "../../fixtures/billing.js";
import { call } from "../../fixtures/app.js";
import { installCompanyCertificate, removeCompanyCertificate } from "../../fixtures/company-certificate.js";
import { EVENTOS_SIF_XSD, RECORDS_XSD, xmlsecVerifies, xsdErrors } from "../../fixtures/xml-judges.js";
import type { TestCa } from "../../fixtures/certificates.js";
import { firstBrokenEvent } from "../../../api/modules/billing/sif-events/chain-audit.js";
import { sifChainCheckJob } from "../../../api/modules/billing/sif-events/chain-check-job.js";

// «NO VERI*FACTU» (the company's default mode): each record is signed XAdES when it is made, the
// event log chains and signs each event, the inspection export carries both and is logged. The
// agency's schemas (SuministroInformacion.xsd, EventosSIF.xsd) and xmlsec1 judge every document.
describe.each(DATABASE_KINDS)("signed records and the event log on %s", (kind) => {
  let b: Billing;
  let ca: TestCa;
  beforeAll(async () => {
    b = await openBilling(kind);
    ca = await installCompanyCertificate(b.test.app, b.db);
  });
  afterAll(async () => {
    await b?.test.close();
  });

  const judgeRecord = (xml: string) => {
    expect(xsdErrors(xml, RECORDS_XSD)).toBe("");
    expect(xmlsecVerifies(xml, ca.certPem).ok).toBe(true);
  };
  const judgeEvent = (xml: string) => {
    expect(xsdErrors(xml, EVENTOS_SIF_XSD)).toBe("");
    expect(xmlsecVerifies(xml, ca.certPem).ok).toBe(true);
  };
  const recordOf = async (invoiceId: number, kind = "alta") =>
    b.db
      .selectFrom("verifactu_records as r")
      .leftJoin("verifactu_record_signatures as s", "s.record_id", "r.id")
      .select(["r.id", "r.hash", "s.signed_xml"])
      .where("r.invoice_id", "=", invoiceId)
      .where("r.kind", "=", kind)
      .executeTakeFirstOrThrow();
  const events = () => b.db.selectFrom("sif_events").selectAll().orderBy("id").execute();
  const chainCheck = (lang = "es") =>
    call(b.test.app, b.admin.token, { method: "POST", url: "/api/verifactu/chain-check", payload: {}, lang });

  it("signs each record when it is made, alta and anulación, as the agency's schema writes them", async () => {
    const invoice = await issued(b);
    const alta = await recordOf(invoice.id);
    expect(alta.signed_xml).toContain(`<sum1:Huella>${alta.hash}`);
    judgeRecord(String(alta.signed_xml));
    expect((await send(b.admin, "POST", `/api/invoices/${invoice.id}/cancel-record`, {})).status).toBe(200);
    const anulacion = await recordOf(invoice.id, "anulacion");
    expect(String(anulacion.signed_xml)).toContain("RegistroAnulacion");
    judgeRecord(String(anulacion.signed_xml));
    const tampered = String(alta.signed_xml).replace(/<sum1:ImporteTotal>[^<]+</, "<sum1:ImporteTotal>1.00<");
    expect(xmlsecVerifies(tampered, ca.certPem).ok).toBe(false);
  });

  it("logs a chain check and what it finds as chained, signed events the EventosSIF schema accepts", async () => {
    const before = (await events()).length;
    const res = await chainCheck();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, broken: null, broken_event: null, logged: true });
    const logged = (await events()).slice(before);
    expect(logged.map((e) => e.event_type)).toEqual(["03", "05"]);
    for (const e of logged) {
      expect(e.signed).toBe(true);
      judgeEvent(String(e.xml));
    }
    const all = await events();
    all.forEach((e, i) => expect(e.previous_hash).toBe(i === 0 ? "" : all[i - 1].hash));
    expect(String(all[0].xml)).toContain("<sf:PrimerEvento>S</sf:PrimerEvento>");
    expect(String(logged[1].xml)).toContain(`<sf:HuellaEvento>${logged[0].hash}</sf:HuellaEvento></sf:EventoAnterior>`);
    expect((await firstBrokenEvent(b.db)).broken).toBeNull();
  });

  it("runs the same check once a day by itself (job sif-chain-check)", async () => {
    const before = (await events()).length;
    await sifChainCheckJob(b.test.app).run({ db: b.db, payload: {}, now: new Date(), jobId: 0, attempt: 1 });
    expect((await events()).slice(before).map((e) => e.event_type)).toEqual(["03", "05"]);
  });

  it("logs an anomaly (event 04) when a record's fingerprint no longer follows from its fields", async () => {
    const last = await b.db
      .selectFrom("verifactu_records")
      .selectAll()
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirstOrThrow();
    const { id: _id, ...copy } = last;
    await b.db
      .insertInto("verifactu_records")
      .values({
        ...copy,
        invoice_number: `${last.invoice_number}X`,
        previous_hash: last.hash,
        hash: "F".repeat(64),
        recipient: null,
        breakdown: null,
      })
      .execute();
    const res = await chainCheck("en");
    expect(res.json()).toMatchObject({ ok: false, broken: { reason: "hash" } });
    const anomaly = (await events()).find((e) => e.event_type === "04");
    expect(anomaly).toBeDefined();
    expect(String(anomaly!.xml)).toContain("<sf:TipoAnomalia>01</sf:TipoAnomalia>");
    judgeEvent(String(anomaly!.xml));
  });

  it("refuses to change or delete an event or a record's signature", async () => {
    const event = (await events())[0];
    await expect(
      b.db
        .updateTable("sif_events")
        .set({ hash: "0".repeat(64) })
        .where("id", "=", event.id)
        .execute(),
    ).rejects.toThrow(/never changed/);
    await expect(b.db.deleteFrom("verifactu_record_signatures").execute()).rejects.toThrow(/never changed/);
  });

  it("exports records and events for an inspection, each verifying alone, and logs the export (08, 09)", async () => {
    const res = await get(b.admin, "/api/verifactu/export");
    expect(res.status).toBe(200);
    expect(String(res.headers["content-type"])).toContain("application/zip");
    const files = unzipSync(new Uint8Array(res.body as Buffer));
    const index = JSON.parse(strFromU8(files["indice.json"]));
    const records = await b.db.selectFrom("verifactu_records").select("id").execute();
    expect(index.records).toHaveLength(records.length);
    for (const entry of index.records.filter((r: any) => r.signed)) judgeRecord(strFromU8(files[entry.file]));
    const types = index.events.map((e: any) => e.event_type);
    expect(types.slice(-2)).toEqual(["08", "09"]);
    for (const entry of index.events) judgeEvent(strFromU8(files[entry.file]));
    expect((await get(b.commercial, "/api/verifactu/export")).status).toBe(403);
    const future = unzipSync(
      new Uint8Array((await get(b.admin, "/api/verifactu/export?from=2999-01-01")).body as Buffer),
    );
    expect(JSON.parse(strFromU8(future["indice.json"])).records).toEqual([]);
    expect((await get(b.admin, "/api/verifactu/export?from=mañana")).status).toBe(400);
  });

  it("keeps a record made without a certificate and signs it at the next export, or the next record", async () => {
    await removeCompanyCertificate(b.db);
    const invoice = await issued(b);
    expect((await recordOf(invoice.id)).signed_xml).toBeNull();
    const unsignedCheck = await chainCheck();
    expect(unsignedCheck.statusCode).toBe(200);
    expect((await events()).at(-1)!.signed).toBe(false);
    ca = await installCompanyCertificate(b.test.app, b.db);
    expect((await get(b.admin, "/api/verifactu/export")).status).toBe(200);
    judgeRecord(String((await recordOf(invoice.id)).signed_xml));
    await removeCompanyCertificate(b.db);
    const waiting = await issued(b);
    ca = await installCompanyCertificate(b.test.app, b.db);
    const next = await issued(b);
    judgeRecord(String((await recordOf(waiting.id)).signed_xml));
    judgeRecord(String((await recordOf(next.id)).signed_xml));
    // The events logged while there was no certificate stay unsigned: the events check says so.
    expect((await chainCheck()).json().broken_event).toMatchObject({ reason: "unsigned" });
  });

  it("signs nothing and logs nothing in VERI*FACTU mode", async () => {
    await b.db
      .updateTable("company")
      .set({ verifactu_mode: "verifactu", verifactu_since: new Date() })
      .where("id", "=", 1)
      .execute();
    const before = (await events()).length;
    const invoice = await issued(b);
    expect((await recordOf(invoice.id)).signed_xml).toBeNull();
    expect((await get(b.admin, "/api/verifactu/export")).status).toBe(200);
    expect((await chainCheck()).json().logged).toBe(false);
    expect((await events()).length).toBe(before);
  });
});
