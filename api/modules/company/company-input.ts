import { validationFailed, type FieldError } from "../../errors.js";
import { isCurrencyCode, isTimeZone } from "../../validators/intl-values.js";
import { isValidTaxId } from "../../validators/nif-cif.js";
import { normalizeSpanishId } from "../../validators/dni-nie.js";
import { normalizePhone } from "../../validators/phone.js";
import { normalizeWebsite } from "../../validators/url.js";
import { blankToNull } from "../users/user-input.js";
import { checkBusinessHours, type BusinessHoursBody } from "./business-hours-input.js";
import { ibanError, normalizeIban } from "../tuition/sepa-checks.js";

export interface CompanyBody extends BusinessHoursBody {
  name?: string;
  legal_name?: string | null;
  tax_id?: string | null;
  address?: string | null;
  email?: string | null;
  phone?: string | null;
  website?: string | null;
  currency?: string;
  default_language?: string;
  timezone?: string;
  invoice_series?: string;
  default_tax_rate?: number;
  iban?: string | null;
  open_registration?: boolean;
  version?: number;
}

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/**
 * The columns a PUT writes, checked and normalized; every failing field is reported at once.
 * `current` is the stored row: the business window is checked whole when one end changes.
 */
export function companyColumns(
  body: CompanyBody,
  current: { business_start: string; business_end: string },
): Record<string, unknown> {
  const errors: Record<string, FieldError[]> = {};
  const fail = (field: string, key: string) => (errors[field] ??= []).push({ key });
  const out: Record<string, unknown> = {};
  const { version: _version, ...fields } = body;
  for (const [key, value] of Object.entries(fields)) out[key] = typeof value === "string" ? value.trim() : value;

  if (body.name !== undefined && out.name === "") fail("name", "validation:required");
  for (const key of ["legal_name", "address", "email"] as const)
    if (body[key] !== undefined) out[key] = blankToNull(body[key]);
  if (typeof out.email === "string" && !EMAIL.test(out.email)) fail("email", "validation:email");
  const taxId = blankToNull(body.tax_id);
  if (taxId !== undefined) {
    if (taxId !== null && !isValidTaxId(taxId)) fail("tax_id", "company:invalidTaxId");
    out.tax_id = taxId === null ? null : normalizeSpanishId(taxId);
  }
  const phone = blankToNull(body.phone);
  if (phone !== undefined) {
    out.phone = phone === null ? null : normalizePhone(phone);
    if (phone !== null && out.phone === null) fail("phone", "validation:phone");
  }
  const website = blankToNull(body.website);
  if (website !== undefined) {
    out.website = website === null ? null : normalizeWebsite(website);
    if (website !== null && out.website === null) fail("website", "validation:url");
  }
  const iban = blankToNull(body.iban);
  if (iban !== undefined) {
    out.iban = iban === null ? null : normalizeIban(iban);
    const fault = iban === null ? null : ibanError(String(out.iban));
    if (fault) fail("iban", fault.key);
  }
  if (body.currency !== undefined && !isCurrencyCode(body.currency)) fail("currency", "company:invalidCurrency");
  if (body.timezone !== undefined && !isTimeZone(body.timezone.trim())) fail("timezone", "company:invalidTimezone");
  checkBusinessHours(body, current, out, fail);
  if (Object.keys(errors).length) throw validationFailed(errors);
  return out;
}
