import { altaFingerprint, cancellationFingerprint } from "./fingerprint.js";

// Whether the stored chain of records still holds: each record's hash must follow from its own
// fields, and each must point at the one before it. The first break is what an inspector (or the
// nightly check) reports; everything after it is suspect anyway.

/** A record as stored: the fingerprint's inputs as the exact strings that were hashed. */
export interface ChainRecord {
  id: number | string;
  kind: "alta" | "anulacion";
  issuer_nif: string;
  invoice_number: string;
  /** dd-mm-yyyy */
  issue_date: string;
  /** A cancellation hashes none of these three. */
  invoice_type: string | null;
  tax_total: string | null;
  total: string | null;
  previous_hash: string;
  hash: string;
  generated_at: string;
}

export interface BrokenLink {
  id: ChainRecord["id"];
  invoice_number: string;
  /** "hash": the record's fields were changed after hashing; "link": a record is missing, added or moved. */
  reason: "hash" | "link";
}

export function recordFingerprint(r: ChainRecord): string {
  const common = {
    issuerNif: r.issuer_nif,
    invoiceNumber: r.invoice_number,
    issueDate: r.issue_date,
    previousHash: r.previous_hash,
    generatedAt: r.generated_at,
  };
  if (r.kind === "anulacion") return cancellationFingerprint(common);
  return altaFingerprint({
    ...common,
    invoiceType: r.invoice_type ?? "",
    taxTotal: r.tax_total ?? "",
    total: r.total ?? "",
  });
}

/** The first record where the chain breaks, or null when it holds. `records` in chain order. */
export function firstBrokenLink(records: readonly ChainRecord[]): BrokenLink | null {
  let previous = "";
  for (const r of records) {
    if (recordFingerprint(r) !== r.hash) return { id: r.id, invoice_number: r.invoice_number, reason: "hash" };
    if (r.previous_hash !== previous) return { id: r.id, invoice_number: r.invoice_number, reason: "link" };
    previous = r.hash;
  }
  return null;
}
