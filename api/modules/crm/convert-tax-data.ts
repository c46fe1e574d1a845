import type { Kysely } from "kysely";
import { missingRecipientFields, type RecipientField } from "../../../resources/billing/recipient-check.js";
import { COUNTRY_CODES } from "../../../resources/kit/countries.js";
import { TAX_ID_TYPES } from "../../../resources/crm/tax-id-types.js";
import { validationFailed } from "../../errors.js";
import { normalizeTaxValues, taxDataErrors } from "./client-tax-data.js";
import type { Database } from "../../db/schema.js";

// The tax data a lead's conversion may give the client it makes: all of it optional there (a
// sale is not held up for a postal code), checked like any client write, and the answer says
// what a complete invoice would still need.

const text = (maxLength: number) => ({ type: ["string", "null"], maxLength });

/** The body properties of POST /api/leads/:id/convert that carry it. */
export const CONVERT_TAX_PROPERTIES = {
  tax_id_type: { type: "string", enum: [...TAX_ID_TYPES] },
  tax_id: text(20),
  address: text(400),
  postal_code: text(10),
  city: text(100),
  province: text(100),
  country: { type: "string", enum: [...COUNTRY_CODES] },
} as const;

const FIELDS = Object.keys(CONVERT_TAX_PROPERTIES);

/** The new client's tax columns from the body, normalized; 422 with the fields that are wrong. */
export function convertTaxValues(body: Record<string, unknown>): Record<string, unknown> {
  const values = Object.fromEntries(FIELDS.filter((f) => body[f] !== undefined).map((f) => [f, body[f]]));
  normalizeTaxValues(values);
  const errors = taxDataErrors(values);
  if (Object.keys(errors).length) throw validationFailed(errors);
  return values;
}

/** What the client still lacks for a complete invoice (F1). */
export async function missingForInvoices(db: Kysely<Database>, clientId: number): Promise<RecipientField[]> {
  const client = await db
    .selectFrom("lead_clients")
    .select(["name", "tax_id", "tax_id_type", "address", "postal_code", "city", "province", "country"])
    .where("id", "=", clientId)
    .executeTakeFirstOrThrow();
  return missingRecipientFields(client);
}
