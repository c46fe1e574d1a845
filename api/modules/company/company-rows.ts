import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { ADMIN_FIELDS, PUBLIC_FIELDS } from "./company-schemas.js";

export type CompanyRow = Record<string, unknown> & { version: number; logo: string | null };

/** The company row; numeric columns come back as text from PostgreSQL, so the rate is made a number. */
export async function readCompany(db: Kysely<Database>, forUpdate = false): Promise<CompanyRow> {
  let query = db.selectFrom("company").select([...PUBLIC_FIELDS, ...ADMIN_FIELDS]).where("id", "=", 1);
  if (forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirstOrThrow();
  return { ...row, default_tax_rate: Number(row.default_tax_rate) } as CompanyRow;
}

/** Non-admins get what they need to show the company, not its settings. */
export function visibleTo(row: CompanyRow, admin: boolean): Record<string, unknown> {
  if (admin) return row;
  return Object.fromEntries(PUBLIC_FIELDS.map((f) => [f, row[f]]));
}
