// The closed lists of billing, shared by the declarations, the API's rules and the editor.

/** F1 complete, F2 simplified, R1–R4 rectifying, R5 rectifying a simplified one. */
export const INVOICE_KINDS = ["F1", "F2", "R1", "R2", "R3", "R4", "R5"] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

export const SERIES_KINDS = ["standard", "simplified", "rectifying", "rectifying_simplified"] as const;
export type SeriesKind = (typeof SERIES_KINDS)[number];

/** Which series kind an invoice kind is numbered in. */
export function seriesKindOf(kind: string): SeriesKind {
  if (kind === "F2") return "simplified";
  if (kind === "R5") return "rectifying_simplified";
  return kind.startsWith("R") ? "rectifying" : "standard";
}

export const INVOICE_STATUSES = ["draft", "issued", "partially_paid", "paid", "overdue", "voided"] as const;
export const UNPAID_STATUSES = ["issued", "partially_paid", "overdue"] as const;

export const VAT_RATES = [21, 10, 4, 0] as const;
/** Exemption causes of the AEAT's list: E1 art. 20 LIVA (education, health…), E2 art. 21 (exports), … */
export const EXEMPTIONS = ["E1", "E2", "E3", "E4", "E5", "E6"] as const;
/** Recargo de equivalencia per VAT rate (21 → 5.2, 10 → 1.4, 4 → 0.5). */
export const SURCHARGE_BY_VAT: Readonly<Record<number, number>> = { 21: 5.2, 10: 1.4, 4: 0.5, 0: 0 };
export const SURCHARGE_RATES = [0, 5.2, 1.75, 1.4, 0.5] as const;
export const IRPF_RATES = [0, 7, 15] as const;

export const PAYMENT_METHODS = ["transfer", "card", "cash", "direct_debit", "check", "other"] as const;

export const RECTIFICATION_METHODS = ["substitution", "difference"] as const;

/** A simplified invoice may not pass 400 € (VAT included) in the general case (RD 1619/2012 art. 4). */
export const SIMPLIFIED_LIMIT_CENTS = 40_000;
