import { composeIBAN, electronicFormatIBAN, isValidIBAN } from "ibantools";
import { checksumCreditorID } from "sepa";

// Valid Spanish bank details for the demo's SEPA mandates and creditor: banks validate the IBAN's
// check digits and the national ones inside it (ibantools checks both), and the creditor
// identifier's, so made-up numbers would be refused by the very checks the app runs.

/** A few real Spanish banks: entity code and BIC. */
export const SPANISH_BANKS = [
  { code: "2100", bic: "CAIXESBBXXX" },
  { code: "0049", bic: "BSCHESMMXXX" },
  { code: "0182", bic: "BBVAESMMXXX" },
  { code: "0081", bic: "BSABESBBXXX" },
  { code: "0128", bic: "BKBKESMMXXX" },
] as const;

export const BANK_BRANCH_WEIGHTS = [4, 8, 5, 10, 9, 7, 3, 6];
export const ACCOUNT_WEIGHTS = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6];

/** The Spanish "dígito de control" of digits under weights: 11 − (sum mod 11), where 10 is 1 and 11 is 0. */
export function controlDigit(digits: string, weights: readonly number[]): number {
  const sum = [...digits].reduce((total, d, i) => total + Number(d) * weights[i], 0);
  const r = sum % 11;
  return r === 0 ? 0 : r === 1 ? 1 : 11 - r;
}

/** The two national control digits (DC) of bank + branch and of the account. */
export function nationalControl(bankBranch: string, account: string): string {
  return `${controlDigit(bankBranch, BANK_BRANCH_WEIGHTS)}${controlDigit(account, ACCOUNT_WEIGHTS)}`;
}

/** A valid Spanish IBAN (electronic format) for a bank, a 4-digit branch and an account number. */
export function spanishIban(bank: string, branch: string, account: number): string {
  const acct = String(account).padStart(10, "0");
  const bban = `${bank}${branch}${nationalControl(bank + branch, acct)}${acct}`;
  const iban = composeIBAN({ countryCode: "ES", bban });
  if (!iban || !isValidIBAN(iban)) throw new Error(`Could not compose a Spanish IBAN from ${bban}`);
  return electronicFormatIBAN(iban)!;
}

/** The SEPA creditor identifier of a Spanish tax id: "ES" + check digits + "ZZZ" (business code) + NIF. */
export function spanishCreditorId(nif: string): string {
  return checksumCreditorID(`ES00ZZZ${nif.toUpperCase()}`);
}

const DNI_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE";

/** A valid DNI (8 digits and the letter of their remainder by 23). */
export function dni(number: number): string {
  const digits = String(number).padStart(8, "0");
  return `${digits}${DNI_LETTERS[number % 23]}`;
}

/** The mandate reference of a client: one per client, so the client's id makes it unique. */
export const mandateReference = (clientId: number) => `MND-${String(clientId).padStart(6, "0")}`;
