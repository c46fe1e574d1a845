// How a client is identified for tax purposes. A Spanish NIF (a DNI, NIE or company NIF) is
// VeriFactu's own NIF element; any other id goes in IDOtro with its country and its IDType.
export const TAX_ID_TYPES = ["nif", "eu_vat", "passport", "national_id", "residence", "other"] as const;
export type TaxIdType = (typeof TAX_ID_TYPES)[number];

/**
 * VeriFactu's IDOtro IDType of each (02 NIF-IVA, 03 passport, 04 official id of the country, 05 residence
 * certificate, 06 other).
 */
export const VERIFACTU_ID_TYPE: Readonly<Record<TaxIdType, string | null>> = {
  nif: null,
  eu_vat: "02",
  passport: "03",
  national_id: "04",
  residence: "05",
  other: "06",
};
