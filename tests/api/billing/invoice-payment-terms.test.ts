import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAYMENT_METHODS } from "../../../resources/billing/billing-options.js";
import { issued, get, line } from "../../fixtures/billing.js";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { pdfText } from "../../fixtures/pdf-reader.js";
import { DEBTOR_IBANS, openTuition, put, runMonth, type Tuition } from "../education/tuition-fixture.js";

// How to pay is on the invoice: its method and, for a transfer or a direct debit, the company's
// IBAN (set in the company's settings), the mandate's reference for a direct debit; and the
// equivalence surcharge where the client bears it.
const IBAN = "ES91 2100 0418 4502 0005 1332";

describe.each(DATABASE_KINDS)("payment terms on the PDF on %s", (kind) => {
  let t: Tuition;
  let mandated: number;
  beforeAll(async () => {
    t = await openTuition(kind);
    const company = (await get(t.admin, "/api/company")).body;
    const res = await put(t.admin, "/api/company", { iban: "es91 2100 0418 4502 0005 1332", version: company.version });
    expect(res.body.iban).toBe("ES9121000418450200051332");
    mandated = await t.newClient();
    await t.mandate(mandated, DEBTOR_IBANS[0], "MND-TEST-0001");
  });
  afterAll(async () => {
    await t?.test.close();
  });

  const pdfOf = async (id: number) =>
    (await pdfText((await get(t.admin, `/api/invoices/${id}/pdf`)).body)).replace(/\s+/g, " ");

  it("refuses a company IBAN that is not one, in the reader's language", async () => {
    const company = (await get(t.admin, "/api/company")).body;
    const res = await put(t.admin, "/api/company", { iban: "ES00 1234", version: company.version });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(["iban"]);
    expect((await get(t.admin, "/api/company")).body.iban).toBe("ES9121000418450200051332");
  });

  it.each(PAYMENT_METHODS)("prints the method %s, with the IBAN and the mandate where they apply", async (method) => {
    const clientId = method === "direct_debit" ? mandated : t.client.clientId;
    const text = await pdfOf((await issued(t, { client_id: clientId, payment_method: method })).id);
    const labels: Record<string, string> = {
      transfer: "Transferencia bancaria",
      card: "Tarjeta",
      cash: "Efectivo",
      direct_debit: "Domiciliación bancaria (adeudo directo SEPA)",
      check: "Cheque",
      other: "Otra",
    };
    expect(text).toContain(`Forma de pago ${labels[method]}`);
    if (method === "transfer") expect(text).toContain(`IBAN: ${IBAN}`);
    else if (method === "direct_debit")
      expect(text).toContain(`Referencia del mandato: MND-TEST-0001 IBAN del acreedor: ${IBAN}`);
    else expect(text).not.toContain(IBAN);
  });

  it("speaks the invoice's language", async () => {
    const text = await pdfOf((await issued(t, { language: "en", payment_method: "transfer" })).id);
    expect(text).toContain(`Payment Bank transfer IBAN: ${IBAN}`);
  });

  it("proposes a direct debit on the tuition drafts of a client with a mandate, a transfer to the rest", async () => {
    const course = await t.course({ monthly_price: 2500 });
    await t.register(mandated, course.id);
    await t.register(t.otherClient.clientId, course.id);
    const run = (await runMonth(t, "2026-09")).body.run;
    const rows = await t.db
      .selectFrom("invoices")
      .select(["client_id", "payment_method"])
      .where("tuition_run_id", "=", run.id)
      .execute();
    expect(Object.fromEntries(rows.map((r) => [Number(r.client_id), r.payment_method]))).toEqual({
      [mandated]: "direct_debit",
      [t.otherClient.clientId]: "transfer",
    });
  });

  it("prints the equivalence surcharge where the client bears it, and not where it does not", async () => {
    const surcharged = await pdfOf(
      (await issued(t, { surcharge: true, lines: [line({ unit_price: 10000, vat_rate: 21, surcharge_rate: 5.2 })] }))
        .id,
    );
    expect(surcharged).toContain("Recargo Cuota de recargo");
    expect(surcharged).toContain("5,2 %");
    expect(surcharged).toContain("Recargo de equivalencia 5,20 €");
    const plain = await pdfOf((await issued(t, { lines: [line({ unit_price: 10000 })] })).id);
    expect(plain).not.toContain("Recargo");
  });
});
