import { electronicFormatIBAN, isSEPACountry, isValidBIC, isValidIBAN } from "ibantools";
import { validateCreditorID } from "sepa";
import type { FieldError } from "../../errors.js";

// The checks a SEPA direct debit needs of the data it is made of (the creditor's settings and the
// debtors' mandates), done where the data is written so a remittance never fails on it later.

/** "es91 2100 0418…" → "ES9121000418…": the electronic format a bank file carries. */
export function normalizeIban(value: string): string {
  return electronicFormatIBAN(value) ?? value.replace(/\s+/g, "").toUpperCase();
}

export function normalizeCode(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase();
}

/** A normalized IBAN's fault, or null: its checksum and national format, and a SEPA country. */
export function ibanError(iban: string): FieldError | null {
  if (!isValidIBAN(iban)) return { key: "tuition-api:ibanInvalid" };
  if (!isSEPACountry(iban.slice(0, 2))) return { key: "tuition-api:ibanNotSepa" };
  return null;
}

/** A BIC's fault, or null; sepa.js refuses a BIC of another country than its account's. */
export function bicError(bic: string, iban: string | null | undefined): FieldError | null {
  if (!isValidBIC(bic)) return { key: "tuition-api:bicInvalid" };
  if (iban && isValidIBAN(iban) && bic.slice(4, 6) !== iban.slice(0, 2)) return { key: "tuition-api:bicCountry" };
  return null;
}

// Country, check digits, the creditor's business code (often ZZZ), then the national identifier.
const CREDITOR_ID = /^[A-Z]{2}[0-9]{2}[A-Z0-9]{3}[A-Z0-9]{1,28}$/;

export function creditorIdError(id: string): FieldError | null {
  return CREDITOR_ID.test(id) && validateCreditorID(id) ? null : { key: "tuition-api:creditorIdInvalid" };
}

// The SEPA identifier character set, without spaces (some banks refuse them in a reference).
const SEPA_ID = /^[A-Za-z0-9+?/\-:().,']{1,35}$/;

export function mandateIdError(id: string): FieldError | null {
  return SEPA_ID.test(id) && !id.startsWith("/") && !id.includes("//") ? null : { key: "tuition-api:mandateIdInvalid" };
}

/**
 * A name in the Latin character set every SEPA bank accepts: accents dropped (Peña → Pena), any
 * other sign a space, at most `max` characters.
 */
export function sepaText(value: string, max: number): string {
  const plain = value
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return plain.slice(0, max).trim();
}
