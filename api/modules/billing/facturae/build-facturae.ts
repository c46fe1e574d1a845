import type { InvoiceDocument } from "../pdf/invoice-document.js";
import { signEnveloped } from "../signing/xades.js";
import { FACTURAE_POLICY } from "../signing/signature-policy.js";
import type { SignerKey } from "../signing/signer-certificate.js";
import { buyerParty, sellerParty, type Dir3Codes, type SpanishAddress } from "./facturae-parties.js";
import { facturaeTotal, invoiceXml } from "./facturae-invoice.js";
import { cents, el, text } from "./xml-text.js";

// A Facturae 3.2.2 file of one issued invoice (modality I, issued by the seller: EM), signed
// XAdES-EPES under the Facturae signature policy with the company's certificate.

export const FACTURAE_NS = "http://www.facturae.gob.es/formato/Versiones/Facturaev3_2_2.xml";

export interface FacturaeInput {
  doc: InvoiceDocument;
  sellerTaxId: string;
  sellerAddress: SpanishAddress;
  buyerTaxId: string;
  buyerAddress: SpanishAddress;
  dir3: Dir3Codes;
}

export function facturaeXml(input: FacturaeInput): string {
  const { doc } = input;
  const total = cents(facturaeTotal(doc));
  const amount = (name: string) => el(name, text("TotalAmount", total));
  const header = el(
    "FileHeader",
    text("SchemaVersion", "3.2.2"),
    text("Modality", "I"),
    text("InvoiceIssuerType", "EM"),
    el(
      "Batch",
      text("BatchIdentifier", `${input.sellerTaxId}${doc.number ?? ""}`, 70),
      text("InvoicesCount", "1"),
      amount("TotalInvoicesAmount"),
      amount("TotalOutstandingAmount"),
      amount("TotalExecutableAmount"),
      text("InvoiceCurrencyCode", doc.currency || "EUR"),
    ),
  );
  const seller = sellerParty(doc.company, input.sellerTaxId, input.sellerAddress);
  const parties = el("Parties", seller, buyerParty(doc.client!, input.buyerTaxId, input.buyerAddress, input.dir3));
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<fe:Facturae xmlns:fe="${FACTURAE_NS}">`
    + `${header}${parties}${el("Invoices", invoiceXml(doc))}</fe:Facturae>`
  );
}

export function signedFacturae(input: FacturaeInput, key: SignerKey, signingTime = new Date()): string {
  return signEnveloped(facturaeXml(input), key, {
    policy: FACTURAE_POLICY,
    role: "emisor",
    description: "Factura electrónica",
    signingTime,
  });
}
