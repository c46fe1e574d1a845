import type { FastifyRequest } from "fastify";
import { sql, type Kysely } from "kysely";
import { getResource } from "../../../resources/index.js";
import { readScopeFor } from "../../crud/reference-scope.js";
import { scopeCondition } from "../../crud/row-scope.js";
import type { Database } from "../../db/schema.js";

// A file names a lead's status and campaign by name and its owner by email; each becomes the id
// of a row the importing user may read, exactly the rows a form's select would offer (the same
// scope as the reference check of POST /api/leads). Compared ignoring case and outer spaces.

export interface Lookups {
  status(name: string): number | undefined;
  campaign(name: string): number | undefined;
  owner(email: string): number | undefined;
}

const key = (text: string) => text.trim().toLowerCase();

async function idsByText(
  db: Kysely<Database>,
  request: FastifyRequest,
  resource: string,
  column: string,
  texts: readonly string[],
): Promise<Map<string, number>> {
  const def = getResource(resource)!;
  const wanted = [...new Set(texts.map(key).filter(Boolean))];
  const scope = await readScopeFor(db, def, request);
  if (!wanted.length || !scope) return new Map();
  const { rows } = await sql<{ id: number; text: string }>`
    select ref_row.id, lower(${sql.ref(`ref_row.${column}`)}) as text
    from ${sql.table(def.table)} as ref_row
    where lower(${sql.ref(`ref_row.${column}`)}) in (${sql.join(wanted)}) and ${scopeCondition(def, scope, "ref_row")}
    order by ref_row.id desc`.execute(db);
  // Two rows with one name (users may share an email written in two cases): the first one made wins.
  return new Map(rows.map((r) => [r.text, r.id]));
}

/** The ids behind the texts this file uses, read once for the whole file. */
export async function loadLookups(
  db: Kysely<Database>,
  request: FastifyRequest,
  texts: { statuses: string[]; campaigns: string[]; owners: string[] },
): Promise<Lookups> {
  const statuses = await idsByText(db, request, "lead-statuses", "name", texts.statuses);
  const campaigns = await idsByText(db, request, "campaigns", "name", texts.campaigns);
  const owners = await idsByText(db, request, "team-members", "email", texts.owners);
  return {
    status: (name) => statuses.get(key(name)),
    campaign: (name) => campaigns.get(key(name)),
    owner: (email) => owners.get(key(email)),
  };
}
