import { sql, type Kysely, type RawBuilder, type SqlBool } from "kysely";
import type { FastifyRequest } from "fastify";
import { columnOf, type ResourceDef } from "../../resources/index.js";
import { takeDerivedFilters } from "./derived-filters.js";
import { parseListQuery } from "./list-query.js";
import { applyFilters } from "./list-sql.js";
import { readViewFor } from "./reference-scope.js";
import { rowScopeFor, scopeCondition } from "./row-scope.js";
import { dynamicTable } from "../db/dynamic-table.js";
import type { Database } from "../db/schema.js";

// GET /api/<name>/totals (ResourceDef.list.totals): the count and the sums of the declared fields
// over every row the list's filters find, inside the reader's scope: the figures under a
// filtered list (an invoice list's amounts), however many pages it has.
export async function listTotals(
  db: Kysely<Database>,
  def: ResourceDef,
  request: FastifyRequest,
): Promise<Record<string, number>> {
  const derived = takeDerivedFilters(def, request.query as Record<string, unknown>, request.server.ruleFilters);
  const query = parseListQuery(def, derived.rest);
  const scope = await rowScopeFor(db, def, request, "list");
  const sums = (def.list.totals ?? []).map((field) =>
    sql<number>`coalesce(sum(${sql.ref(`${def.table}.${columnOf(def, field)}`)}), 0)`.as(field),
  );
  let select = dynamicTable(db)
    .selectFrom(def.table)
    .select([sql<number>`count(*)::int`.as("count"), ...sums])
    .where(scopeCondition(def, scope));
  for (const condition of derived.where as RawBuilder<SqlBool>[]) select = select.where(condition);
  const row = await applyFilters(select, def, query, await readViewFor(db, def, request)).executeTakeFirstOrThrow();
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)]));
}

export function totalsSchema(def: ResourceDef) {
  const fields = ["count", ...(def.list.totals ?? [])];
  return {
    type: "object",
    properties: Object.fromEntries(fields.map((f) => [f, { type: "number" }])),
    required: fields,
  };
}
