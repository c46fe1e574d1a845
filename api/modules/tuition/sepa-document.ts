import { Document } from "sepa";
import { fieldError } from "../../errors.js";
import { sepaText } from "./sepa-checks.js";

// The remittance file: a SEPA Core direct debit initiation (pain.008.001.02) built and validated
// by sepa.js, one payment information block per sequence type (first debits of a mandate, then
// recurring ones), as banks require.

export type SequenceType = "FRST" | "RCUR";

export interface Creditor {
  name: string;
  id: string;
  iban: string;
  bic: string | null;
}

export interface DebitLine {
  end_to_end_id: string;
  sequence_type: SequenceType;
  amount: number;
  debtor_name: string;
  iban: string;
  bic: string | null;
  mandate_id: string;
  mandate_signed_on: string;
  /** The invoice number: what the debtor's statement shows. */
  remittance_info: string;
}

/** sepa.js writes dates in local time: a calendar date becomes local midnight of that day. */
function calendarDate(date: string): Date {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(y, m - 1, d);
}

export function buildSepaXml(input: {
  messageId: string;
  created: Date;
  collectionDate: string;
  creditor: Creditor;
  debits: DebitLine[];
}): string {
  const doc = new Document("pain.008.001.02");
  doc.grpHdr.id = input.messageId;
  doc.grpHdr.created = input.created;
  doc.grpHdr.initiatorName = sepaText(input.creditor.name, 70);
  for (const sequence of ["FRST", "RCUR"] as const) {
    const debits = input.debits.filter((d) => d.sequence_type === sequence);
    if (!debits.length) continue;
    const info = doc.createPaymentInfo();
    info.id = sequence;
    info.sequenceType = sequence;
    info.localInstrumentation = "CORE";
    info.batchBooking = true;
    info.collectionDate = calendarDate(input.collectionDate);
    info.creditorName = sepaText(input.creditor.name, 70);
    info.creditorId = input.creditor.id;
    info.creditorIBAN = input.creditor.iban;
    info.creditorBIC = input.creditor.bic ?? "";
    // Its id becomes "<message id>.<sequence>", and each transaction's "<that>.<n>".
    doc.addPaymentInfo(info);
    for (const debit of debits) {
      const tx = info.createTransaction();
      tx.end2endId = debit.end_to_end_id;
      tx.amount = debit.amount / 100;
      tx.currency = "EUR";
      tx.debtorName = sepaText(debit.debtor_name, 70) || "-";
      tx.debtorIBAN = debit.iban;
      tx.debtorBIC = debit.bic ?? "";
      tx.mandateId = debit.mandate_id;
      tx.mandateSignatureDate = calendarDate(debit.mandate_signed_on);
      tx.remittanceInfo = sepaText(debit.remittance_info, 140);
      info.addTransaction(tx);
    }
  }
  try {
    return doc.toString();
  } catch (error) {
    // Data the checks on writing did not see (rows from before them): said, not a 500.
    throw fieldError("_", "tuition-api:sepaInvalid", {
      detail: error instanceof Error ? error.message : String(error),
    });
  }
}
