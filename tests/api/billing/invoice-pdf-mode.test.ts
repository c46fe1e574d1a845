import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { get, issued, openBilling, type Billing } from "../../fixtures/billing.js";
import { pdfQrCodes, pdfText } from "../../fixtures/pdf-reader.js";
import { chooseVerifactuMode } from "../../fixtures/verifactu-company.js";
import { recordQrUrl } from "../../../api/modules/billing/verifactu/qr-url.js";

// The PDF's legend and QR follow the mode the invoice's record was made in: "VERI*FACTU" and
// ValidarQR only in VERI*FACTU; ValidarQRNoVerifactu and no legend otherwise. Read back as text
// and by decoding the QR; an invoice keeps its own mode's marks when the company changes mode.
const AEAT = "https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT";

describe.each(DATABASE_KINDS)("the PDF's VeriFactu marks by mode on %s", (kind) => {
  let b: Billing;
  beforeAll(async () => {
    b = await openBilling(kind);
  });
  afterAll(() => b.test.close());

  async function marks(invoiceId: number) {
    const pdf = (await get(b.admin, `/api/invoices/${invoiceId}/pdf`)).body as Buffer;
    const record = (await get(b.admin, `/api/invoices/${invoiceId}/record`)).body;
    return { text: await pdfText(pdf), qr: await pdfQrCodes(pdf), record };
  }

  it(
    "prints no legend and the ValidarQRNoVerifactu QR " + "outside VERI*FACTU, the legend and ValidarQR in it",
    async () => {
      const before = await issued(b);
      const outside = await marks(before.id);
      expect(outside.record.verifactu_mode).toBe("no_verifactu");
      expect(outside.text).toContain("QR tributario:");
      expect(outside.text).not.toContain("VERI*FACTU");
      expect(outside.qr).toHaveLength(1);
      expect(outside.qr[0]).toMatch(new RegExp(`^${AEAT}/ValidarQRNoVerifactu\\?nif=89890001K&numserie=`));
      expect(outside.qr[0]).toBe(outside.record.qr_url);

      await chooseVerifactuMode(b.admin, "verifactu");
      const after = await issued(b);
      const inside = await marks(after.id);
      expect(inside.record.verifactu_mode).toBe("verifactu");
      expect(inside.text).toContain("QR tributario:");
      expect(inside.text).toContain("VERI*FACTU");
      expect(inside.qr).toHaveLength(1);
      expect(inside.qr[0]).toMatch(new RegExp(`^${AEAT}/ValidarQR\\?nif=89890001K&numserie=`));
      expect(inside.qr[0]).toBe(inside.record.qr_url);

      // The earlier invoice keeps the marks of the mode it was issued in.
      const again = await marks(before.id);
      expect(again.text).not.toContain("VERI*FACTU");
      expect(again.qr).toEqual(outside.qr);
    },
  );
});

describe("the QR's page by mode", () => {
  const invoice = { nif: "89890001K", number: "F 2024/7", issueDate: "01-01-2024", total: "241.40" };
  it("is ValidarQR or ValidarQRNoVerifactu, in production and in the test environment alike", () => {
    expect(recordQrUrl(invoice, "verifactu", `${AEAT}/ValidarQR`)).toBe(
      `${AEAT}/ValidarQR?nif=89890001K&numserie=F%202024%2F7&fecha=01-01-2024&importe=241.40`,
    );
    expect(recordQrUrl(invoice, "no_verifactu", `${AEAT}/ValidarQR`)).toBe(
      `${AEAT}/ValidarQRNoVerifactu?nif=89890001K&numserie=F%202024%2F7&fecha=01-01-2024&importe=241.40`,
    );
    const test = "https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR";
    expect(recordQrUrl(invoice, "no_verifactu", test)).toMatch(
      /^https:\/\/prewww2\.aeat\.es\/wlpl\/TIKE-CONT\/ValidarQRNoVerifactu\?/,
    );
  });
});
