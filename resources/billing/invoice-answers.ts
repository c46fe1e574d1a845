import type { RowOf } from "../kit/row-types.js";
import type { invoiceLines } from "./invoice-lines.js";
import type { invoices } from "./invoices.js";

// The billing routes' answers (docs/billing-api.md), typed once for the API that sends them and
// the pages that read them. Amounts are integer cents, rates percentages.

export type InvoiceLineRow = RowOf<typeof invoiceLines>;

/** An invoice as its show and its writes answer it: the row with its lines in order (lists leave them out). */
export type InvoiceAnswer = RowOf<typeof invoices> & { lines?: InvoiceLineRow[] };

/** GET /api/invoices/totals: the count and the sums of the declared totals under the list's filters. */
export type InvoiceTotalsAnswer = { count: number } & Record<
  "subtotal" | "tax_total" | "irpf_total" | "total" | "paid_total" | "outstanding",
  number
>;

/** The aging report's buckets, by days past due. */
export const AGING_BUCKETS = ["current", "0-30", "31-60", "61-90", "90+"] as const;
export type AgingKey = (typeof AGING_BUCKETS)[number];

/** GET /api/billing/aging: what is still owed, by days past due. */
export interface AgingAnswer {
  buckets: { key: AgingKey; count: number; amount: number }[];
  total: number;
}

/**
 * GET /api/invoices/:id/record: the invoice's VeriFactu registration and the URL its QR code
 * carries. Its figures are the exact strings that were hashed.
 */
export interface RegistrationAnswer {
  kind: string;
  issuer_nif: string;
  invoice_number: string;
  issue_date: string;
  invoice_type: string | null;
  tax_total: string | null;
  total: string | null;
  previous_hash: string;
  hash: string;
  generated_at: string;
  qr_url: string;
}
