import type { Kysely } from "kysely";
import type { FastifyRequest } from "fastify";
import type { ResourceDef } from "../../resources/index.js";
import { csvDocument, type CsvCell } from "../../resources/kit/csv.js";
import { csvCell } from "../../resources/kit/csv-cell.js";
import type { LabelT } from "../../resources/kit/option-label.js";
import { badRequest } from "../errors.js";
import { takeDerivedFilters } from "./derived-filters.js";
import { parseListQuery } from "./list-query.js";
import { listRows } from "./read-rows.js";
import { readViewFor } from "./reference-scope.js";
import { rowScopeFor } from "./row-scope.js";
import type { Database } from "../db/schema.js";

// GET /api/<name>/export.csv (ResourceDef.list.export): the list's columns for every row its
// filters find, in its order, as a spreadsheet opens it: UTF-8 with a BOM, `;` between values,
// headers and enum values in the reader's language, amounts in units with the language's decimal mark
// (resources/kit/csv.ts writes it, neutralising any text a spreadsheet would run as a formula).
export const EXPORT_MAX_ROWS = 50_000;
const PAGE = 1_000;

export async function exportCsv(db: Kysely<Database>, def: ResourceDef, request: FastifyRequest): Promise<string> {
  const derived = takeDerivedFilters(def, request.query as Record<string, unknown>, request.server.ruleFilters);
  const base = parseListQuery(def, derived.rest);
  const scope = await rowScopeFor(db, def, request, "list");
  const view = await readViewFor(db, def, request);
  const columns = def.list.columns;
  const t = request.t;
  const rows: CsvCell[][] = [];
  for (let offset = 0; ; offset += PAGE) {
    const { rows: page, total } = await listRows(db, def, { ...base, offset, limit: PAGE }, scope, view, {
      where: derived.where,
    });
    if (total > EXPORT_MAX_ROWS) throw badRequest("errors:exportTooLarge", { max: EXPORT_MAX_ROWS });
    for (const row of page)
      rows.push(columns.map((field) => csvCell(def, field, row[field], t as LabelT, request.lang)));
    if (page.length < PAGE) break;
  }
  const header = columns.map((field) => t(`resources:${def.name}.fields.${field}`));
  return csvDocument(header, rows);
}
