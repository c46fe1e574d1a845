import { UNPAID_STATUSES } from "../../../resources/billing/billing-options";

// The billing rows and answers as the API sends them (docs/billing-api.md). Amounts are integer
// cents, rates percentages; numeric columns may arrive as strings, so readers go through numberOf.

export type InvoiceStatus = "draft" | "issued" | "partially_paid" | "paid" | "overdue" | "voided";

export interface InvoiceLineRecord {
  id?: number;
  position?: number;
  description: string;
  quantity: number | string;
  unit_price: number | string;
  discount_percent?: number | string | null;
  vat_rate: number | string | null;
  exemption?: string | null;
  exemption_ground?: string | null;
  surcharge_rate?: number | string | null;
  base?: number | string;
  vat_amount?: number | string;
  surcharge_amount?: number | string;
  time_entries_count?: number | string;
}

export interface InvoiceRecord {
  id: number;
  version: number;
  kind: string;
  series_id: number | null;
  number: string | null;
  client_id: number | null;
  client_name?: string | null;
  project_id?: number | null;
  issue_date: string | null;
  due_date: string | null;
  language?: string | null;
  surcharge?: boolean | null;
  irpf_rate?: number | string | null;
  payment_method?: string | null;
  notes?: string | null;
  status: InvoiceStatus;
  subtotal?: number | string;
  vat_total?: number | string;
  surcharge_total?: number | string;
  tax_total?: number | string;
  irpf_total?: number | string;
  total?: number | string;
  paid_total?: number | string;
  outstanding?: number | string;
  rectifies_id?: number | null;
  rectification_method?: string | null;
  rectification_reason?: string | null;
  issued_at?: string | null;
  sent_at?: string | null;
  voided_at?: string | null;
  voided_by_id?: number | null;
  lines?: InvoiceLineRecord[];
  _can?: { edit?: boolean; delete?: boolean };
  [field: string]: unknown;
}

export interface VerifactuRecord {
  kind: string;
  issuer_nif: string;
  invoice_number: string;
  issue_date: string;
  invoice_type: string;
  tax_total: number;
  total: number;
  previous_hash: string | null;
  hash: string;
  generated_at: string;
  qr_url: string;
}

export interface ListTotals {
  count: number;
  subtotal: number;
  tax_total: number;
  irpf_total?: number;
  total: number;
  paid_total: number;
  outstanding: number;
}

export const AGING_BUCKETS = ["current", "0-30", "31-60", "61-90", "90+"] as const;
export type AgingKey = (typeof AGING_BUCKETS)[number];

export interface Aging {
  buckets: { key: AgingKey; count: number; amount: number }[];
  total: number;
}

/** A numeric column's value (numeric types may come as strings), or 0 when empty. */
export function numberOf(value: unknown): number {
  if (value === null || value === undefined || value === "") return 0;
  const n = Number(value);
  return Number.isFinite(n) ? n : 0;
}

/** A draft has no number yet: it is named by its id until it is issued. */
export function invoiceName(invoice: Pick<InvoiceRecord, "number" | "id">, draftLabel: string): string {
  return invoice.number || `${draftLabel} #${invoice.id}`;
}

/** The PDF's file name: its number (a draft's id), safe on every disk. */
export function pdfFileName(invoice: Pick<InvoiceRecord, "number" | "id">): string {
  return `${(invoice.number || `draft-${invoice.id}`).replace(/[^\w.-]+/g, "_")}.pdf`;
}

export const isDraft = (invoice: Pick<InvoiceRecord, "status">) => invoice.status === "draft";
/** Statuses a payment may still be recorded against. */
export const takesPayments = (invoice: Pick<InvoiceRecord, "status">) => (UNPAID_STATUSES as readonly string[]).includes(invoice.status);

/** The rectifying kinds an invoice may get: R5 for a simplified one, R1–R4 for the rest. */
export function rectifyingKinds(kind: string): string[] {
  return kind === "F2" || kind === "R5" ? ["R5"] : ["R1", "R2", "R3", "R4"];
}
