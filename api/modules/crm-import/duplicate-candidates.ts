import { sql, type Kysely } from "kysely";
import { normalizePhone } from "../crm/phone.js";
import type { DuplicateProbe } from "../crm/duplicates.js";
import type { Database } from "../../db/schema.js";

// findDuplicates asks one lead at a time (a few index probes each): 5,000 rows would be 5,000
// round trips, nearly all of them for rows that match nothing. One statement per kind of key
// first finds the emails, phones and companies that any lead has at all; only rows holding one
// of them are asked about. Same keys as findDuplicates: email and company ignoring case, phone in E.164.

export interface Candidates {
  mayRepeat(probe: DuplicateProbe): boolean;
}

const lower = (text: string | null | undefined) => text?.trim().toLowerCase() || null;

async function present(
  db: Kysely<Database>,
  expression: ReturnType<typeof sql>,
  values: (string | null)[],
): Promise<Set<string>> {
  const wanted = [...new Set(values.filter((v): v is string => Boolean(v)))];
  const found = new Set<string>();
  // In slices, so no statement carries thousands of parameters at once.
  for (let i = 0; i < wanted.length; i += 1000) {
    const slice = wanted.slice(i, i + 1000);
    const { rows } = await sql<{
      key: string;
    }>`select distinct ${expression} as key from leads where ${expression} in (${sql.join(slice)})`.execute(db);
    for (const r of rows) found.add(r.key);
  }
  return found;
}

export async function duplicateCandidates(db: Kysely<Database>, probes: DuplicateProbe[]): Promise<Candidates> {
  const emails = await present(
    db,
    sql`lower(leads.email)`,
    probes.map((p) => lower(p.email)),
  );
  const phones = await present(
    db,
    sql`leads.phone_e164`,
    probes.map((p) => normalizePhone(p.phone)),
  );
  const companies = await present(
    db,
    sql`lower(leads.company)`,
    probes.map((p) => (lower(p.name) ? lower(p.company) : null)),
  );
  return {
    mayRepeat(probe) {
      const email = lower(probe.email);
      const phone = normalizePhone(probe.phone);
      const company = lower(probe.company);
      return Boolean(
        (email && emails.has(email))
          || (phone && phones.has(phone))
          || (lower(probe.name) && company && companies.has(company)),
      );
    },
  };
}
