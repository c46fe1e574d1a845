import { sql, type Kysely, type RawBuilder, type SqlBool } from "kysely";
import { normalizePhone } from "./phone.js";
import type { Database } from "../../db/schema.js";

// Leads that are probably the same person or company as a new one (issue 11): the same email
// ignoring case, the same phone once normalised, or a very similar name in the same company.
// Each test is one index probe (leads_email_idx, leads_phone_idx, leads_company_idx), so the
// check stays a few milliseconds at 100,000 leads.

export type DuplicateReason = "email" | "phone" | "name";

export interface DuplicateProbe {
  email?: string | null;
  phone?: string | null;
  name?: string | null;
  company?: string | null;
}

export interface DuplicateMatch {
  id: number;
  name: string;
  owner_id: number | null;
  owner_name: string | null;
  reasons: DuplicateReason[];
  /** Whether the asking user may open it (false: named, but not linked, in the warning). */
  readable: boolean;
}

/** pg_trgm similarity of two names from which a lead of the same company is a match. */
export const NAME_SIMILARITY = 0.5;

interface Options {
  excludeId?: number;
  limit?: number;
  /** The asking user's read scope on leads (table `leads`): sets `readable`. */
  visible?: RawBuilder<SqlBool>;
}

export async function findDuplicates(
  db: Kysely<Database>,
  probe: DuplicateProbe,
  options: Options = {},
): Promise<DuplicateMatch[]> {
  const email = probe.email?.trim().toLowerCase() || null;
  const phone = normalizePhone(probe.phone);
  const name = probe.name?.trim().toLowerCase() || null;
  const company = probe.company?.trim().toLowerCase() || null;
  const tests: RawBuilder<SqlBool>[] = [];
  if (email) tests.push(sql<SqlBool>`lower(leads.email) = ${email}`);
  if (phone) tests.push(sql<SqlBool>`leads.phone_e164 = ${phone}`);
  if (name && company)
    tests.push(sql<SqlBool>`(lower(leads.company) = ${company} and similarity(lower(leads.name), ${name}) >=
        ${NAME_SIMILARITY})`);
  if (!tests.length) return [];
  const byEmail = email ? sql<boolean>`coalesce(lower(leads.email) = ${email}, false)` : sql<boolean>`false`;
  const byPhone = phone ? sql<boolean>`coalesce(leads.phone_e164 = ${phone}, false)` : sql<boolean>`false`;
  const byName =
    name && company
      ? sql<boolean>`coalesce(lower(leads.company) = ${company} and similarity(lower(leads.name), ${name}) >=
        ${NAME_SIMILARITY}, false)`
      : sql<boolean>`false`;
  // The tests are matched first, apart from the order and the limit: next to them the planner
  // walks the primary key in order and filters every lead (~300 ms at 100,000) instead of
  // probing the three indexes (a bitmap OR of email, phone and company).
  const { rows } = await sql<{
    id: number;
    name: string;
    owner_id: number | null;
    owner_name: string | null;
    by_email: boolean;
    by_phone: boolean;
    by_name: boolean;
    readable: boolean;
  }>`
    with matched as materialized (
      select leads.id, leads.name, leads.owner_id,
        ${byEmail} as by_email, ${byPhone} as by_phone, ${byName} as by_name,
        ${options.visible ?? sql`true`} as readable
      from leads
      where (${sql.join(tests, sql` or `)}) and leads.id <> ${options.excludeId ?? 0}
    )
    select m.*, (select nullif(concat_ws(' ', u.name, u.lastname), '') from users u where u.id = m.owner_id) as
    owner_name
    from matched m
    order by m.id
    limit ${options.limit ?? 5}`.execute(db);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    owner_id: r.owner_id,
    owner_name: r.owner_name,
    reasons: [r.by_email && "email", r.by_phone && "phone", r.by_name && "name"].filter(Boolean) as DuplicateReason[],
    readable: Boolean(r.readable),
  }));
}
