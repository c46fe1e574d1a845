import { lineAmounts } from "../../../../resources/billing/invoice-totals.js";
import { exemptionGroundLabel } from "./exemption-text.js";
import type { DocumentLine, InvoiceDocument, TaxBreakdownRow } from "../pdf/invoice-document.js";
import { cents, el, optionalText, rate, scaledDecimal, text } from "./xml-text.js";

// One Facturae <Invoice> from what the invoice's PDF shows: header (and the rectified invoice),
// issue data, taxes charged per rate (VAT, code 01, with the equivalence surcharge), IRPF
// withheld (code 04), totals and lines. Amounts come from the same integer cents as the PDF.

const VAT = "01";
const IRPF = "04";

// Facturae's reason codes are narrower than VeriFactu's R1–R5: an art. 80 LIVA insolvency (R2,
// R3) is its code 85; every other correction changes the taxable base (16).
const REASONS: Record<string, { code: string; description: string }> = {
  R2: {
    code: "85",
    description: "Base imponible modificada cuotas repercutidas no satisfechas. Auto de declaración de concurso",
  },
  R3: {
    code: "85",
    description: "Base imponible modificada cuotas repercutidas no satisfechas. Auto de declaración de concurso",
  },
};
const BASE_REASON = { code: "16", description: "Base imponible" };

/** Invoice total as Facturae counts it: after the IRPF withheld. */
export const facturaeTotal = (doc: InvoiceDocument) => doc.subtotal + doc.vatTotal + doc.surchargeTotal - doc.irpfTotal;

const taxOutput = (vatRate: number | null, base: number, vat: number, surchargeRate: number, surcharge: number) =>
  el(
    "Tax",
    text("TaxTypeCode", VAT),
    text("TaxRate", rate(vatRate ?? 0)),
    el("TaxableBase", text("TotalAmount", cents(base))),
    el("TaxAmount", text("TotalAmount", cents(vat))),
    surchargeRate > 0 ? text("EquivalenceSurcharge", rate(surchargeRate)) : "",
    surchargeRate > 0 ? el("EquivalenceSurchargeAmount", text("TotalAmount", cents(surcharge))) : "",
  );

function header(doc: InvoiceDocument): string {
  const rectifying = doc.kind.startsWith("R") && doc.rectifies;
  const corrective = rectifying
    ? (() => {
        const r = doc.rectifies!;
        const reason = REASONS[doc.kind] ?? BASE_REASON;
        const month = r.issueDate.slice(0, 7);
        const lastDay = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0))
          .toISOString()
          .slice(0, 10);
        const substitution = r.method === "substitution";
        return el(
          "Corrective",
          text("InvoiceNumber", r.number, 20),
          text("ReasonCode", reason.code),
          text("ReasonDescription", reason.description),
          el("TaxPeriod", text("StartDate", `${month}-01`), text("EndDate", lastDay)),
          text("CorrectionMethod", substitution ? "01" : "02"),
          text("CorrectionMethodDescription", substitution ? "Rectificación íntegra" : "Rectificación por diferencias"),
          optionalText("AdditionalReasonDescription", r.reason, 2500),
          text("InvoiceIssueDate", r.issueDate),
        );
      })()
    : "";
  const simplified = doc.kind === "F2" || doc.kind === "R5";
  return el(
    "InvoiceHeader",
    text("InvoiceNumber", doc.number ?? "", 20),
    text("InvoiceDocumentType", simplified ? "FA" : "FC"),
    text("InvoiceClass", rectifying ? "OR" : "OO"),
    corrective,
  );
}

function line(l: DocumentLine): string {
  // TotalCost is quantity × price exactly (5 decimals: quantity has 3, price 2); the discount
  // takes whatever rounding made the line's base, so GrossAmount = TotalCost − DiscountAmount.
  const totalCost = BigInt(Math.round(l.quantity * 1000)) * BigInt(l.unitPrice);
  const discount = totalCost - BigInt(l.base) * 1000n;
  const amounts = lineAmounts({
    quantity: l.quantity,
    unit_price: l.unitPrice,
    discount_percent: l.discountPercent,
    vat_rate: l.vatRate,
    exemption: l.exemption,
    surcharge_rate: l.surchargeRate,
  });
  const discounts =
    discount !== 0n && l.discountPercent
      ? el(
          "DiscountsAndRebates",
          el(
            "Discount",
            text("DiscountReason", "Descuento"),
            text("DiscountRate", rate(l.discountPercent)),
            text("DiscountAmount", scaledDecimal(discount, 5)),
          ),
        )
      : "";
  const exempt = l.vatRate === null;
  return el(
    "InvoiceLine",
    text("ItemDescription", l.description, 2500),
    text("Quantity", String(l.quantity)),
    text("UnitPriceWithoutTax", cents(l.unitPrice)),
    text("TotalCost", scaledDecimal(totalCost, 5)),
    discounts,
    text("GrossAmount", cents(l.base)),
    el(
      "TaxesOutputs",
      taxOutput(l.vatRate, l.base, amounts.vat_amount, exempt ? 0 : l.surchargeRate, amounts.surcharge_amount),
    ),
    exempt
      ? el(
          "SpecialTaxableEvent",
          text("SpecialTaxableEventCode", "01"),
          text("SpecialTaxableEventReason", `${VAT} ${exemptionGroundLabel(l.exemption, l.exemptionGround)}`, 2500),
        )
      : "",
  );
}

function totals(doc: InvoiceDocument): string {
  const outputs = doc.vatTotal + doc.surchargeTotal;
  const invoiceTotal = doc.subtotal + outputs - doc.irpfTotal;
  return el(
    "InvoiceTotals",
    text("TotalGrossAmount", cents(doc.subtotal)),
    text("TotalGrossAmountBeforeTaxes", cents(doc.subtotal)),
    text("TotalTaxOutputs", cents(outputs)),
    text("TotalTaxesWithheld", cents(doc.irpfTotal)),
    text("InvoiceTotal", cents(invoiceTotal)),
    text("TotalOutstandingAmount", cents(invoiceTotal)),
    text("TotalExecutableAmount", cents(invoiceTotal)),
  );
}

function payment(doc: InvoiceDocument): string {
  // Only a transfer to the company's account is something FACe's payer can act on from the file.
  if (doc.payment?.method !== "transfer" || !doc.payment.iban || !doc.dueDate || doc.total <= 0) return "";
  const account = el("AccountToBeCredited", text("IBAN", doc.payment.iban.replace(/\s/g, ""), 34));
  const installment = el(
    "Installment",
    text("InstallmentDueDate", doc.dueDate),
    text("InstallmentAmount", cents(facturaeTotal(doc))),
    text("PaymentMeans", "04"),
    account,
  );
  return el("PaymentDetails", installment);
}

function legalLiterals(breakdown: TaxBreakdownRow[]): string {
  const grounds = breakdown
    .filter((b) => b.vatRate === null)
    .map((b) => exemptionGroundLabel(b.exemption, b.exemptionGround ?? null));
  return grounds.length ? el("LegalLiterals", ...[...new Set(grounds)].map((g) => text("LegalReference", g, 250))) : "";
}

export function invoiceXml(doc: InvoiceDocument): string {
  const currency = doc.currency || "EUR";
  const withheld = doc.irpfTotal
    ? el(
        "TaxesWithheld",
        el(
          "Tax",
          text("TaxTypeCode", IRPF),
          text("TaxRate", rate(doc.irpfRate)),
          el("TaxableBase", text("TotalAmount", cents(doc.subtotal))),
          el("TaxAmount", text("TotalAmount", cents(doc.irpfTotal))),
        ),
      )
    : "";
  return el(
    "Invoice",
    header(doc),
    el(
      "InvoiceIssueData",
      text("IssueDate", doc.issueDate),
      text("InvoiceCurrencyCode", currency),
      text("TaxCurrencyCode", currency),
      text("LanguageName", doc.language),
    ),
    el("TaxesOutputs", ...doc.breakdown.map((b) => taxOutput(b.vatRate, b.base, b.vat, b.surchargeRate, b.surcharge))),
    withheld,
    totals(doc),
    el("Items", ...doc.lines.map(line)),
    payment(doc),
    legalLiterals(doc.breakdown),
    doc.notes ? el("AdditionalData", text("InvoiceAdditionalInformation", doc.notes, 2500)) : "",
  );
}
