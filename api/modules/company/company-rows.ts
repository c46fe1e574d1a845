import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { ADMIN_FIELDS, PUBLIC_FIELDS } from "./company-schemas.js";

export type CompanyRow = Record<string, unknown> & { version: number; logo: string | null };

/** The certificate's expiry warning starts this long before it (issue 29). */
export const EXPIRY_WARNING_DAYS = 30;
const DAY = 86_400_000;

export function certificateStatus(notAfter: Date, now = new Date()): "valid" | "certificate_expiring" | "expired" {
  if (notAfter.getTime() <= now.getTime()) return "expired";
  return notAfter.getTime() - now.getTime() <= EXPIRY_WARNING_DAYS * DAY ? "certificate_expiring" : "valid";
}

/** The company row; numeric columns come back as text from PostgreSQL, so the rate is made a number. */
export async function readCompany(db: Kysely<Database>, forUpdate = false): Promise<CompanyRow> {
  let query = db
    .selectFrom("company")
    .select([
      ...PUBLIC_FIELDS,
      ...ADMIN_FIELDS,
      "certificate_subject",
      "certificate_nif",
      "certificate_not_after",
      "certificate_uploaded_at",
    ])
    .where("id", "=", 1);
  if (forUpdate) query = query.forUpdate();
  const {
    certificate_subject: subject,
    certificate_nif: nif,
    certificate_not_after: notAfter,
    certificate_uploaded_at: uploadedAt,
    ...row
  } = await query.executeTakeFirstOrThrow();
  const certificate = notAfter
    ? {
        subject,
        nif,
        not_after: new Date(notAfter),
        uploaded_at: uploadedAt ? new Date(uploadedAt) : null,
        status: certificateStatus(new Date(notAfter)),
      }
    : null;
  return { ...row, default_tax_rate: row.default_tax_rate, certificate } as CompanyRow;
}

/** Non-admins get what they need to show the company, not its settings. */
export function visibleTo(row: CompanyRow, admin: boolean): Record<string, unknown> {
  if (admin) return row;
  return Object.fromEntries(PUBLIC_FIELDS.map((f) => [f, row[f]]));
}
