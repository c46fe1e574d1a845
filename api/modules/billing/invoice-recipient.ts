import type { Kysely } from "kysely";
import { missingRecipientFields, needsFullRecipient } from "../../../resources/billing/recipient-check.js";
import { validationFailed, type FieldError } from "../../errors.js";
import { taxDataErrors } from "../crm/client-tax-data.js";
import type { Database } from "../../db/schema.js";

// The recipient an invoice is issued to, as it is frozen on the invoice (client_snapshot): the
// PDF prints it and the VeriFactu record names it, whatever the client becomes later.

export const SNAPSHOT_COLUMNS = [
  "name",
  "tax_id_type",
  "tax_id",
  "address",
  "postal_code",
  "city",
  "province",
  "country",
  "email",
  "phone",
  "mandate_id",
] as const;

export type RecipientSnapshot = Partial<Record<(typeof SNAPSHOT_COLUMNS)[number], string | null>> & { name: string };

export async function recipientOf(db: Kysely<Database>, clientId: unknown): Promise<RecipientSnapshot | undefined> {
  if (clientId === null || clientId === undefined) return undefined;
  const row = await db
    .selectFrom("lead_clients")
    .select([...SNAPSHOT_COLUMNS])
    .where("id", "=", Number(clientId))
    .executeTakeFirst();
  return row as RecipientSnapshot | undefined;
}

/**
 * A complete invoice (F1, R1–R4) names its recipient whole (RD 1619/2012, art. 6): each field
 * the client lacks, or holds in a form no tax id has, is answered as `client.<field>`.
 */
export function assertRecipient(kind: string, client: RecipientSnapshot | undefined): void {
  const errors = recipientErrors(kind, client);
  if (Object.keys(errors).length) throw validationFailed(errors);
}

/** What assertRecipient would refuse, as `client.<field>` errors; empty when the recipient will do. */
export function recipientErrors(kind: string, client: RecipientSnapshot | undefined): Record<string, FieldError[]> {
  const errors: Record<string, FieldError[]> = {};
  if (!needsFullRecipient(kind) || !client) return errors;
  for (const field of missingRecipientFields(client))
    errors[`client.${field}`] = [{ key: `billing-api:recipientMissing.${field}` }];
  const invalid = taxDataErrors({
    tax_id: client.tax_id,
    tax_id_type: client.tax_id_type,
    postal_code: client.postal_code,
    country: client.country,
  });
  for (const [field, list] of Object.entries(invalid)) errors[`client.${field}`] ??= list;
  return errors;
}
