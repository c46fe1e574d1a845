import { validDNI, validNIE } from "spain-id";

// Spanish personal ids: DNI (8 digits and a control letter) and NIE (X, Y or Z, 7 digits and a
// control letter). spain-id computes the letter; the shape is checked here because its checks
// parse loosely (a DNI with letters inside would pass its modulo test).
const DNI = /^\d{8}[A-Z]$/;
const NIE = /^[XYZ]\d{7}[A-Z]$/;

/** Upper case, no spaces, dots or hyphens: how the id is stored. */
export function normalizeSpanishId(value: string): string {
  return value.toUpperCase().replace(/[\s.-]/g, "");
}

export function isValidDni(value: string): boolean {
  const id = normalizeSpanishId(value);
  return DNI.test(id) && validDNI(id);
}

export function isValidNie(value: string): boolean {
  const id = normalizeSpanishId(value);
  return NIE.test(id) && validNIE(id);
}

export function isValidDniOrNie(value: string): boolean {
  return isValidDni(value) || isValidNie(value);
}
