// What an invoice's PDF shows, already read and computed: the renderer formats it and draws
// it, and never reads the database. Amounts are integer cents; dates are ISO `yyyy-mm-dd`.
export interface PartyBlock {
  name: string;
  legalName?: string | null;
  taxId?: string | null;
  /** What kind of id taxId is (resources/crm/tax-id-types.ts); a Spanish NIF when absent. */
  taxIdType?: string | null;
  /** The street and number (or the whole address, for the company and older clients). */
  address?: string | null;
  postalCode?: string | null;
  city?: string | null;
  province?: string | null;
  /** ISO 3166-1 alpha-2. */
  country?: string | null;
  email?: string | null;
  phone?: string | null;
}

/** How the invoice is to be paid (RD 1619/2012 does not ask it; the client needs it). */
export interface PaymentTerms {
  /** resources/billing/billing-options.ts PAYMENT_METHODS */
  method: string;
  /** The company's account, for a transfer or a direct debit. */
  iban: string | null;
  /** The SEPA mandate's reference, for a direct debit. */
  mandateReference: string | null;
}

export interface DocumentLine {
  description: string;
  /** Up to three decimals (1.5 hours). */
  quantity: number;
  unitPrice: number;
  discountPercent: number;
  /** null when exempt: then `exemption` holds the cause's code (E1: art. 20 LIVA, …). */
  vatRate: number | null;
  exemption: string | null;
  /** The exemption's precise legal ground (resources/billing/exemption-grounds.ts). */
  exemptionGround?: string | null;
  surchargeRate: number;
  /** The line's net amount after discount, in cents. */
  base: number;
}

export interface TaxBreakdownRow {
  vatRate: number | null;
  exemption: string | null;
  exemptionGround?: string | null;
  surchargeRate: number;
  base: number;
  vat: number;
  surcharge: number;
}

export interface InvoiceDocument {
  language: "es" | "en";
  currency: string;
  /** F1, F2, R1…R5. */
  kind: string;
  /** The issued number (F2026-00042), or null for a draft (the PDF then says "draft"). */
  number: string | null;
  issueDate: string;
  dueDate: string | null;
  company: PartyBlock & { logo?: { data: Buffer; type: "png" | "jpg" } | null };
  /** null on a simplified invoice without a recipient. */
  client: PartyBlock | null;
  lines: DocumentLine[];
  breakdown: TaxBreakdownRow[];
  subtotal: number;
  vatTotal: number;
  surchargeTotal: number;
  irpfRate: number;
  irpfTotal: number;
  total: number;
  paidTotal: number;
  notes?: string | null;
  /** How to pay it; null on invoices issued before it was asked. */
  payment?: PaymentTerms | null;
  /** A rectifying invoice: what it corrects and how. */
  rectifies?: {
    number: string;
    issueDate: string;
    method: "substitution" | "difference";
    reason: string | null;
  } | null;
  /** The VeriFactu QR's URL (issued invoices only; null for drafts). */
  qrUrl: string | null;
  /** The record was made in VERI*FACTU mode: the "VERI*FACTU" legend goes beside the QR. */
  verifactuLegend: boolean;
}
