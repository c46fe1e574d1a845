import { sql, type Kysely } from "kysely";
import { altaFingerprint, cancellationFingerprint } from "./verifactu/fingerprint.js";
import { centsToAmount, isoDateToAeat, madridTimestamp } from "./verifactu/aeat-format.js";
import { recordQrUrl, type QrMode } from "./verifactu/qr-url.js";
import type { ChainRecord } from "./verifactu/chain-check.js";
import type { RecordDetail, RecordRecipient } from "./verifactu/record-details.js";
import type { Database } from "../../db/schema.js";

// The company's one chain of VeriFactu records: each new record takes the previous one's hash.
// The table is locked for writes while a record is added, so two issuers never chain to the
// same predecessor; reads go on meanwhile.

export interface IssuedFigures {
  invoiceId: number;
  issuerNif: string;
  number: string;
  /** yyyy-mm-dd */
  issueDate: string;
  kind: string;
  taxTotal: number;
  /** Base plus taxes, before any IRPF withholding: VeriFactu's ImporteTotal. */
  amount: number;
  /** Destinatarios (none on a simplified invoice without one) and Desglose. */
  recipient: RecordRecipient | null;
  breakdown: RecordDetail[];
}

export async function lockChain(trx: Kysely<Database>): Promise<string> {
  await sql`lock table verifactu_records in exclusive mode`.execute(trx);
  const last = await trx
    .selectFrom("verifactu_records")
    .select("hash")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return (last?.hash as string | undefined) ?? "";
}

export async function addAltaRecord(trx: Kysely<Database>, f: IssuedFigures, now = new Date()): Promise<ChainRecord> {
  const previousHash = await lockChain(trx);
  const fields = {
    issuerNif: f.issuerNif,
    invoiceNumber: f.number,
    issueDate: isoDateToAeat(f.issueDate),
    invoiceType: f.kind,
    taxTotal: centsToAmount(f.taxTotal),
    total: centsToAmount(f.amount),
    previousHash,
    generatedAt: madridTimestamp(now),
  };
  const record = {
    invoice_id: f.invoiceId,
    kind: "alta" as const,
    issuer_nif: fields.issuerNif,
    invoice_number: fields.invoiceNumber,
    issue_date: fields.issueDate,
    invoice_type: fields.invoiceType,
    tax_total: fields.taxTotal,
    total: fields.total,
    previous_hash: previousHash,
    hash: altaFingerprint(fields),
    generated_at: fields.generatedAt,
  };
  const details = {
    recipient: f.recipient ? JSON.stringify(f.recipient) : null,
    breakdown: JSON.stringify(f.breakdown),
  };
  // The mode of the day stays with the record: its invoice's PDF prints that mode's legend and QR.
  // Read under a share lock: a change of mode waits for this record, and sees it when it checks
  // whether VERI*FACTU was used this year (company/verifactu-mode.ts).
  const mode = sql<string>`(select verifactu_mode from company where id = 1 for share)`;
  const { id } = await trx
    .insertInto("verifactu_records")
    .values({ ...record, ...details, verifactu_mode: mode })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: Number(id), ...record };
}

/** A cancellation (RegistroAnulacion) of an invoice's registration, chained like any record. */
export async function addCancellationRecord(
  trx: Kysely<Database>,
  invoiceId: number,
  now = new Date(),
): Promise<ChainRecord> {
  const alta = await trx
    .selectFrom("verifactu_records")
    .selectAll()
    .where("invoice_id", "=", invoiceId)
    .where("kind", "=", "alta")
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  const previousHash = await lockChain(trx);
  const fields = {
    issuerNif: String(alta.issuer_nif),
    invoiceNumber: String(alta.invoice_number),
    issueDate: String(alta.issue_date),
    previousHash,
    generatedAt: madridTimestamp(now),
  };
  const record = {
    invoice_id: invoiceId,
    kind: "anulacion" as const,
    issuer_nif: fields.issuerNif,
    invoice_number: fields.invoiceNumber,
    issue_date: fields.issueDate,
    invoice_type: null,
    tax_total: null,
    total: null,
    previous_hash: previousHash,
    hash: cancellationFingerprint(fields),
    generated_at: fields.generatedAt,
  };
  const { id } = await trx.insertInto("verifactu_records").values(record).returning("id").executeTakeFirstOrThrow();
  return { id: Number(id), ...record };
}

/**
 * The invoice's registration record with the URL its QR code carries and the mode it was made in
 * (the PDF prints the "VERI*FACTU" legend only for that mode), or undefined for a draft.
 */
export async function registrationOf(
  db: Kysely<Database>,
  invoiceId: number,
): Promise<(ChainRecord & { qr_url: string; verifactu_mode: QrMode }) | undefined> {
  const row = await db
    .selectFrom("verifactu_records")
    .selectAll()
    .where("invoice_id", "=", invoiceId)
    .where("kind", "=", "alta")
    .orderBy("id", "desc")
    .executeTakeFirst();
  if (!row) return undefined;
  const record = { ...row, recipient: parsed(row.recipient), breakdown: parsed(row.breakdown) };
  const mode: QrMode = row.verifactu_mode === "verifactu" ? "verifactu" : "no_verifactu";
  const qrInvoice = {
    nif: record.issuer_nif,
    number: record.invoice_number,
    issueDate: record.issue_date,
    total: record.total ?? "0.00",
  };
  return { ...record, verifactu_mode: mode, qr_url: recordQrUrl(qrInvoice, mode) };
}

/** A jsonb column as an object: PGlite may answer its text. */
function parsed(value: unknown): unknown {
  return typeof value === "string" ? JSON.parse(value) : (value ?? null);
}
