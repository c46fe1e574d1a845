import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { createDraft, get, issued, line, openBilling, send, type Billing } from "../../fixtures/billing.js";
import { call } from "../../fixtures/app.js";
import { installCompanyCertificate, removeCompanyCertificate } from "../../fixtures/company-certificate.js";
import { FACTURAE_XSD, xmlsecVerifies, xsdErrors } from "../../fixtures/xml-judges.js";
import type { TestCa } from "../../fixtures/certificates.js";

// GET /api/invoices/{id}/facturae.xml: every kind of invoice the app issues to a public body
// becomes a Facturae 3.2.2 file the official XSD accepts, signed XAdES-EPES under the Facturae
// policy, and xmlsec1 verifies the signature with the company certificate's CA.
describe.each(DATABASE_KINDS)("Facturae export on %s", (kind) => {
  let b: Billing;
  let ca: TestCa;
  const DIR3 = {
    public_body: true,
    dir3_accounting_office: "L01280796",
    dir3_managing_body: "L01280797",
    dir3_processing_unit: "L01280798",
  };
  beforeAll(async () => {
    b = await openBilling(kind);
    await b.db.updateTable("lead_clients").set(DIR3).where("id", "=", b.client.clientId).execute();
    ca = await installCompanyCertificate(b.test.app, b.db);
  });
  afterAll(async () => {
    await b?.test.close();
  });

  const facturae = (id: number, who = b.admin) => get(who, `/api/invoices/${id}/facturae.xml`);
  const judged = async (id: number) => {
    const res = await facturae(id);
    expect(res.status).toBe(200);
    expect(String(res.headers["content-type"])).toContain("application/xml");
    const xml = Buffer.from(res.body as Buffer).toString("utf8");
    expect(xsdErrors(xml, FACTURAE_XSD)).toBe("");
    const verdict = xmlsecVerifies(xml, ca.certPem);
    expect(verdict.output).toContain("OK");
    expect(verdict.ok).toBe(true);
    return xml;
  };

  const invoices: Record<string, () => Promise<Record<string, any>>> = {
    "several VAT rates, a discount and a fractional quantity": () =>
      issued(b, {
        lines: [
          line({ vat_rate: 21 }),
          line({ vat_rate: 10, quantity: 1.5, unit_price: 3333, discount_percent: 7.5 }),
          line({ vat_rate: 4, unit_price: 999 }),
        ],
      }),
    "an exempt line beside a taxed one": () =>
      issued(b, { lines: [line(), line({ vat_rate: null, exemption_ground: "art20_1_9", unit_price: 45000 })] }),
    "IRPF withheld": () => issued(b, { irpf_rate: 15, lines: [line({ unit_price: 80000 })] }),
    "the equivalence surcharge": () =>
      issued(b, { lines: [line({ vat_rate: 21, surcharge_rate: 5.2 }), line({ vat_rate: 10, surcharge_rate: 1.4 })] }),
  };

  it.each(Object.keys(invoices))("exports %s, valid and signed", async (name) => {
    const invoice = await invoices[name]();
    const xml = await judged(invoice.id);
    expect(xml).toContain("<InvoiceClass>OO</InvoiceClass>");
    for (const code of Object.values(DIR3).slice(1)) expect(xml).toContain(`<CentreCode>${code}</CentreCode>`);
    expect(xml).toContain("politica_de_firma_formato_facturae_v3_1.pdf");
    expect(xml).toContain("<xades:ClaimedRole>emisor</xades:ClaimedRole>");
  });

  it("exports IRPF as tax withheld and the exemption as a legal literal", async () => {
    const withheld = await judged((await invoices["IRPF withheld"]()).id);
    expect(withheld).toMatch(
      /<TaxesWithheld><Tax><TaxTypeCode>04<\/TaxTypeCode><TaxRate>15.00<\/TaxRate><TaxableBase><TotalAmount>800.00<\/TotalAmount>/,
    );
    expect(withheld).toContain("<InvoiceTotal>848.00</InvoiceTotal>");
    const exempt = await judged((await invoices["an exempt line beside a taxed one"]()).id);
    expect(exempt).toContain("artículo 20.Uno.9º de la Ley 37/1992");
    expect(exempt).toContain("<SpecialTaxableEventCode>01</SpecialTaxableEventCode>");
  });

  it.each([
    ["R1", "substitution", "01"],
    ["R4", "difference", "02"],
  ])("exports a rectifying invoice (%s by %s) naming the one it corrects", async (rectKind, method, code) => {
    const original = await issued(b);
    const draft = await send(b.admin, "POST", `/api/invoices/${original.id}/rectify`, {
      kind: rectKind,
      method,
      reason: "Precio mal puesto",
    });
    expect(draft.status).toBe(201);
    const rectifying = await send(b.admin, "POST", `/api/invoices/${draft.body.id}/issue`, {});
    expect(rectifying.status).toBe(200);
    const xml = await judged(rectifying.body.id);
    expect(xml).toContain("<InvoiceClass>OR</InvoiceClass>");
    expect(xml).toContain(`<Corrective><InvoiceNumber>${original.number}</InvoiceNumber>`);
    expect(xml).toContain(`<CorrectionMethod>${code}</CorrectionMethod>`);
  });

  it("tells the payer where to transfer the amount due, after the IRPF withheld", async () => {
    await b.db.updateTable("company").set({ iban: "ES9121000418450200051332" }).where("id", "=", 1).execute();
    const invoice = await issued(b, {
      payment_method: "transfer",
      irpf_rate: 15,
      lines: [line({ unit_price: 80000 })],
    });
    const xml = await judged(invoice.id);
    expect(xml).toContain(
      "<InstallmentAmount>848.00</InstallmentAmount><PaymentMeans>04</PaymentMeans><AccountToBeCredited><IBAN>"
        + "ES9121000418450200051332</IBAN>",
    );
  });

  it("asks for the company's postal code when its address has none (422)", async () => {
    const invoice = await issued(b);
    await b.db.updateTable("company").set({ address: "Calle Mayor 1, Madrid" }).where("id", "=", 1).execute();
    try {
      const res = await call(b.test.app, b.admin.token, {
        method: "GET",
        url: `/api/invoices/${invoice.id}/facturae.xml`,
        lang: "es",
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors["company.address"][0]).toContain("código postal");
    } finally {
      await b.db.updateTable("company").set({ address: "Calle Mayor 1, 28013 Madrid" }).where("id", "=", 1).execute();
    }
  });

  it("is judged: a changed amount no longer verifies", async () => {
    const xml = await judged((await issued(b)).id);
    const tampered = xml.replace(/<InvoiceTotal>[^<]+<\/InvoiceTotal>/, "<InvoiceTotal>1.00</InvoiceTotal>");
    expect(tampered).not.toBe(xml);
    expect(xmlsecVerifies(tampered, ca.certPem).ok).toBe(false);
  });

  it("answers the client its own invoice, as the PDF, and nobody else's", async () => {
    const invoice = await issued(b);
    expect((await facturae(invoice.id, b.client)).status).toBe(200);
    expect((await facturae(invoice.id, b.otherClient)).status).toBe(404);
  });

  it("refuses a draft (409) and a client without DIR3 codes (422), in Spanish and English", async () => {
    const draft = await createDraft(b);
    const refusedDraft = await facturae(draft.id);
    expect(refusedDraft.status).toBe(409);
    const other = await issued(b, { client_id: b.otherClient.clientId });
    for (const [lang, words] of [
      ["es", "DIR3"],
      ["en", "DIR3 codes"],
    ]) {
      const res = await call(b.test.app, b.admin.token, {
        method: "GET",
        url: `/api/invoices/${other.id}/facturae.xml`,
        lang,
      });
      expect(res.statusCode).toBe(422);
      const message = res.json().errors["client.dir3"][0] as string;
      expect(message).toContain(words);
    }
    const es = await call(b.test.app, b.admin.token, {
      method: "GET",
      url: `/api/invoices/${draft.id}/facturae.xml`,
      lang: "es",
    });
    const en = await call(b.test.app, b.admin.token, {
      method: "GET",
      url: `/api/invoices/${draft.id}/facturae.xml`,
      lang: "en",
    });
    expect(es.json().message).toContain("borrador");
    expect(en.json().message).toContain("draft");
  });

  it("says so when there is no certificate to sign with (409)", async () => {
    const invoice = await issued(b);
    await removeCompanyCertificate(b.db);
    try {
      const res = await call(b.test.app, b.admin.token, {
        method: "GET",
        url: `/api/invoices/${invoice.id}/facturae.xml`,
        lang: "en",
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toContain("certificate");
    } finally {
      ca = await installCompanyCertificate(b.test.app, b.db);
    }
  });
});
