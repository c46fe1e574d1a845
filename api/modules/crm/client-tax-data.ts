import { EU_VAT_PREFIXES } from "../../../resources/kit/countries.js";
import { provinceOfPostalCode, SPANISH_POSTAL_CODE } from "../../../resources/crm/spanish-provinces.js";
import type { FieldError } from "../../errors.js";
import { normalizeSpanishId } from "../../validators/dni-nie.js";
import { isValidTaxId } from "../../validators/nif-cif.js";

// A client's tax identity and address, as an invoice names its recipient: checked and normalized
// wherever a client is written (the generic writes and a lead's conversion), so what an invoice
// prints was valid when it was typed. Every field stays optional here: issuing a complete invoice
// is what requires them (resources/billing/recipient-check.ts).

export type TaxValues = Record<string, unknown>;

const EU_VAT = new RegExp(`^(${EU_VAT_PREFIXES.join("|")})[0-9A-Z+*]{2,12}$`);
const FOREIGN_ID = /^[0-9A-Z][0-9A-Z./-]{0,19}$/;
/** "Another document": its number as printed, whatever its characters. */
const OTHER_ID = /^\S(.{0,18}\S)?$/u;

const text = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value.trim() : null);

/** Stored forms: ids upper case without spaces, a Spanish address's province from its postal code. */
export function normalizeTaxValues(values: TaxValues, before: TaxValues = {}): void {
  if (typeof values.tax_id === "string") {
    const type = values.tax_id_type ?? before.tax_id_type ?? "nif";
    const id = values.tax_id.trim();
    // Another document keeps its number as printed; a passport or an id card reads in capitals.
    values.tax_id = !id
      ? null
      : type === "nif" || type === "eu_vat"
        ? normalizeSpanishId(id)
        : type === "other"
          ? id
          : id.toUpperCase();
  }
  for (const field of ["address", "postal_code", "city", "province"])
    if (typeof values[field] === "string") values[field] = text(values[field]);
  if (typeof values.postal_code === "string") values.postal_code = values.postal_code.toUpperCase();
  const row = { ...before, ...values };
  // A client written without a country is in Spain (the column's default).
  const touched = "postal_code" in values || "country" in values || "province" in values;
  if (touched && (row.country ?? "ES") === "ES" && !text(row.province) && typeof row.postal_code === "string") {
    const province = provinceOfPostalCode(row.postal_code);
    if (province) values.province = province;
  }
}

/** What is wrong with the tax id and the address the row would have after the write. */
export function taxDataErrors(values: TaxValues, before: TaxValues = {}): Record<string, FieldError[]> {
  const errors: Record<string, FieldError[]> = {};
  const row = { ...before, ...values };
  const touched = (...fields: string[]) => fields.some((f) => f in values);
  const taxId = text(row.tax_id);
  if (taxId && touched("tax_id", "tax_id_type")) {
    const key = taxIdFault(taxId, String(row.tax_id_type ?? "nif"));
    if (key) errors.tax_id = [{ key }];
  }
  const postalCode = text(row.postal_code);
  if (
    postalCode
    && (row.country ?? "ES") === "ES"
    && touched("postal_code", "country")
    && !SPANISH_POSTAL_CODE.test(postalCode)
  ) {
    errors.postal_code = [{ key: "crm:clientTax.postalCode" }];
  }
  return errors;
}

function taxIdFault(id: string, type: string): string | null {
  if (type === "nif") return isValidTaxId(id) ? null : "crm:clientTax.nif";
  if (type === "eu_vat") {
    if (!EU_VAT.test(id)) return "crm:clientTax.euVat";
    // A Spanish VAT number is ES and the NIF: the NIF's own check applies.
    return id.startsWith("ES") && !isValidTaxId(id.slice(2)) ? "crm:clientTax.euVat" : null;
  }
  if (type === "other") return OTHER_ID.test(id) ? null : "crm:clientTax.foreignId";
  return FOREIGN_ID.test(id) ? null : "crm:clientTax.foreignId";
}
