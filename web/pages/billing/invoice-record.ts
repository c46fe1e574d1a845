import { UNPAID_STATUSES } from "../../../resources/billing/billing-options";
import { readNumber } from "../../components/read-number";
import type { InvoiceAnswer, InvoiceLineRow } from "../../../resources/billing/invoice-answers";

// The billing rows and answers are typed once, in resources/billing/invoice-answers.ts. Amounts
// are integer cents, rates percentages; readers go through numberOf, which takes an empty value too.

export type InvoiceRecord = InvoiceAnswer;
export type InvoiceLineRecord = InvoiceLineRow;

/** A numeric column's value, or 0 when empty. */
export const numberOf = (value: unknown): number => readNumber(value) ?? 0;

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
export const takesPayments = (invoice: Pick<InvoiceRecord, "status">) =>
  (UNPAID_STATUSES as readonly (string | null)[]).includes(invoice.status);

/** The rectifying kinds an invoice may get: R5 for a simplified one, R1–R4 for the rest. */
export function rectifyingKinds(kind: string): string[] {
  return kind === "F2" || kind === "R5" ? ["R5"] : ["R1", "R2", "R3", "R4"];
}
