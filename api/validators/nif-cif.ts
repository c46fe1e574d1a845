import { validCIF } from "spain-id";
import { isValidDniOrNie, normalizeSpanishId } from "./dni-nie.js";

// A Spanish tax id: the NIF of a person (a DNI or NIE) or of an organisation (CIF: a letter for
// the kind of entity, 7 digits and a control digit or letter). K, L and M NIFs (people without a
// DNI) share the NIE's letter check on their 7 digits.
const CIF = /^[ABCDEFGHJNPQRSUVW]\d{7}[0-9A-J]$/;
const KLM = /^[KLM]\d{7}[A-Z]$/;
const LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE";

export function isValidCif(value: string): boolean {
  const id = normalizeSpanishId(value);
  return CIF.test(id) && validCIF(id);
}

function isValidKlm(id: string): boolean {
  return KLM.test(id) && LETTERS[Number(id.slice(1, 8)) % 23] === id[8];
}

export function isValidTaxId(value: string): boolean {
  const id = normalizeSpanishId(value);
  return isValidDniOrNie(id) || isValidCif(id) || isValidKlm(id);
}
