import { describe, expect, it } from "vitest";
import type { InvoiceDocument } from "../../../api/modules/billing/pdf/invoice-document.js";
import { renderInvoicePdf } from "../../../api/modules/billing/pdf/render-invoice-pdf.js";
import { validarQrUrl } from "../../../api/modules/billing/verifactu/qr-url.js";
import { tinyPng } from "../../fixtures/files.js";
import { pdfPages, pdfQrCodes, pdfText } from "../../fixtures/pdf-reader.js";

// The invoice PDF read back as text and as a scanned QR. Two VAT rates with surcharge, an
// exempt line and IRPF withheld: 734.00 base, 107.16 VAT, 26.27 surcharge, −110.10 IRPF → 757.33.
const QR_URL = validarQrUrl(
  { nif: "B12345674", number: "F2026-00042", issueDate: "05-03-2026", total: "757.33" },
  "https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR",
);

function invoice(overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  return {
    language: "es",
    currency: "EUR",
    kind: "F1",
    number: "F2026-00042",
    issueDate: "2026-03-05",
    dueDate: "2026-04-04",
    company: {
      name: "Talleres Ñandú",
      legalName: "Talleres Ñandú S.L.",
      taxId: "B12345674",
      address: "Calle Mayor 1, 28013 Madrid",
      email: "facturas@nandu.test",
      phone: "+34 910 000 000",
    },
    client: {
      name: "Óptica Peñalara",
      legalName: "Óptica Peñalara S.A.",
      taxId: "A87654321",
      address: "Avenida de la Constitución 5, 41001 Sevilla",
    },
    lines: [
      {
        description: "Consultoría técnica de sistemas",
        quantity: 10,
        unitPrice: 5000,
        discountPercent: 0,
        vatRate: 21,
        exemption: null,
        surchargeRate: 5.2,
        base: 50000,
      },
      {
        description: "Libros de texto",
        quantity: 3,
        unitPrice: 2000,
        discountPercent: 10,
        vatRate: 4,
        exemption: null,
        surchargeRate: 0.5,
        base: 5400,
      },
      {
        description: "Formación reglada",
        quantity: 1.5,
        unitPrice: 12000,
        discountPercent: 0,
        vatRate: null,
        exemption: "E1",
        surchargeRate: 0,
        base: 18000,
      },
    ],
    breakdown: [
      { vatRate: 21, exemption: null, surchargeRate: 5.2, base: 50000, vat: 10500, surcharge: 2600 },
      { vatRate: 4, exemption: null, surchargeRate: 0.5, base: 5400, vat: 216, surcharge: 27 },
      { vatRate: null, exemption: "E1", surchargeRate: 0, base: 18000, vat: 0, surcharge: 0 },
    ],
    subtotal: 73400,
    vatTotal: 10716,
    surchargeTotal: 2627,
    irpfRate: 15,
    irpfTotal: 11010,
    total: 75733,
    paidTotal: 0,
    notes: "Transferencia a ES00 0000 0000 0000 0000 0000.",
    rectifies: null,
    qrUrl: QR_URL,
    verifactuLegend: true,
    ...overrides,
  };
}

const squash = (text: string) => text.replace(/\s+/g, " ");

describe("the invoice PDF", () => {
  it("shows a Spanish invoice's parties, lines, breakdown and totals", async () => {
    const pdf = await renderInvoicePdf(invoice());
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const text = squash(await pdfText(pdf));
    for (const expected of [
      "Talleres Ñandú",
      "Talleres Ñandú S.L.",
      "NIF: B12345674",
      "Calle Mayor 1, 28013 Madrid",
      "Óptica Peñalara S.A.",
      "NIF: A87654321",
      "Factura",
      "F2026-00042",
      "5 de marzo de 2026",
      "4 de abril de 2026",
      "Consultoría técnica de sistemas",
      "Libros de texto",
      "Formación reglada",
      "50,00 €",
      "1,5",
      "10 %",
      "21 %",
      "4 %",
      "Exenta art. 20 LIVA",
      "Desglose de impuestos",
      "5,2 %",
      "0,5 %",
      "105,00 €",
      "2,16 €",
      "26,00 €",
      "0,27 €",
      "180,00 €",
      "Base imponible 734,00 €",
      "IVA 107,16 €",
      "Recargo de equivalencia 26,27 €",
      "Retención IRPF (15 %) -110,10 €",
      "Total 757,33 €",
      "QR tributario:",
      "VERI*FACTU",
      "Transferencia a ES00",
      "Página 1 de 1",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("BORRADOR");
    expect(await pdfQrCodes(pdf)).toEqual([QR_URL]);
  });

  it("speaks English, keeping the legal QR texts in Spanish", async () => {
    const pdf = await renderInvoicePdf(invoice({ language: "en" }));
    const text = squash(await pdfText(pdf));
    for (const expected of [
      "Invoice",
      "Tax ID: B12345674",
      "Bill to".toUpperCase(),
      "5 March 2026",
      "4 April 2026",
      "Exempt under art. 20 LIVA",
      "Tax breakdown",
      "€50.00",
      "Taxable base €734.00",
      "VAT €107.16",
      "Equivalence surcharge €26.27",
      "IRPF withholding (15%) -€110.10",
      "Total €757.33",
      "QR tributario:",
      "VERI*FACTU",
      "Page 1 of 1",
    ]) {
      expect(text).toContain(expected);
    }
    expect(await pdfQrCodes(pdf)).toEqual([QR_URL]);
  });

  it("marks a draft and leaves the QR out", async () => {
    const pdf = await renderInvoicePdf(invoice({ number: null, qrUrl: null }));
    const text = await pdfText(pdf);
    expect(text).toContain("BORRADOR");
    expect(text).not.toContain("QR tributario:");
    expect(text).not.toContain("VERI*FACTU");
    expect(await pdfQrCodes(pdf)).toEqual([]);
    expect(await pdfText(await renderInvoicePdf(invoice({ language: "en", number: null, qrUrl: null })))).toContain(
      "DRAFT",
    );
  });

  it("names a simplified invoice without a recipient, and what a rectifying one corrects", async () => {
    const simplified = await pdfText(await renderInvoicePdf(invoice({ kind: "F2", client: null })));
    expect(simplified).toContain("Factura simplificada");
    expect(simplified).not.toContain("CLIENTE");
    expect(simplified).not.toContain("Peñalara");

    const rectifying = squash(
      await pdfText(
        await renderInvoicePdf(
          invoice({
            kind: "R1",
            rectifies: {
              number: "F2026-00010",
              issueDate: "2026-02-03",
              method: "difference",
              reason: "Precio mal aplicado",
            },
          }),
        ),
      ),
    );
    expect(rectifying).toContain("Factura rectificativa");
    expect(rectifying).toContain("Rectifica la factura F2026-00010 de fecha 3 de febrero de 2026, por diferencias.");
    expect(rectifying).toContain("Motivo: Precio mal aplicado");
  });

  it("carries a long table onto the next page with its headings", async () => {
    const line = invoice().lines[0];
    const lines = Array.from({ length: 60 }, (_, i) => ({ ...line, description: `Servicio número ${i + 1}` }));
    const pages = (await pdfPages(await renderInvoicePdf(invoice({ lines })))).map(squash);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(pages[0]).toContain("Servicio número 1 ");
    expect(pages[1]).toContain("Factura F2026-00042 (continuación)");
    expect(pages[1]).toContain("Descripción Cant. Precio unit. Dto. IVA Importe");
    expect(pages[1]).toContain("Servicio número 60");
    expect(pages.at(-1)).toContain("Total 757,33 €");
    expect(pages[1]).toContain(`Página 2 de ${pages.length}`);
    // Every line once, none lost at a page break.
    const all = pages.join(" ");
    for (let n = 1; n <= 60; n++)
      expect(all.match(new RegExp(`Servicio número ${n} `, "g")), `line ${n}`).toHaveLength(1);
  });

  it("draws the company's logo beside the QR", async () => {
    const pdf = await renderInvoicePdf(
      invoice({ company: { ...invoice().company, logo: { data: tinyPng(), type: "png" } } }),
    );
    expect(squash(await pdfText(pdf))).toContain("Talleres Ñandú S.L.");
    expect(await pdfQrCodes(pdf)).toEqual([QR_URL]);
    // Two images on the page: the logo and the QR.
    expect(pdf.toString("latin1").match(/\/Subtype \/Image/g)?.length).toBeGreaterThanOrEqual(2);
  });
});
