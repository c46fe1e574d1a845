import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { validationFailed, type FieldError } from "../../errors.js";
import { checkRows, isValid, type CheckedRow } from "./check-rows.js";
import type { LeadImport } from "./import-access.js";
import { mappingErrors } from "./mapping.js";
import type { Mapping } from "../../../resources/crm/lead-import-fields.js";
import type { Database } from "../../db/schema.js";

// POST /api/lead-imports/:id/dry-run: every row checked under the mapping, nothing written.

/** The mapping without its unmapped fields; one that names no column of the file is a 422. */
export function usableMapping(sent: Record<string, string | null | undefined>, columns: readonly string[]): Mapping {
  const mapping = Object.fromEntries(
    Object.entries(sent).filter(([, column]) => typeof column === "string" && column !== ""),
  ) as Mapping;
  const errors = mappingErrors(mapping, columns);
  if (errors.length) throw validationFailed({ mapping: errors });
  return mapping;
}

export async function checkImport(
  db: Kysely<Database>,
  request: FastifyRequest,
  row: LeadImport,
  sent: Record<string, string | null>,
): Promise<CheckedRow[]> {
  return checkRows(db, request, row, usableMapping(sent, row.columns));
}

function translated(request: FastifyRequest, errors: Record<string, FieldError[]>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, list]) => [field, list.map((e) => request.t(e.key, e.params ?? {}))]),
  );
}

export function dryRunAnswer(request: FastifyRequest, rows: CheckedRow[]) {
  const valid = rows.filter(isValid).length;
  return {
    total: rows.length,
    valid,
    invalid: rows.length - valid,
    duplicates: rows.filter((r) => r.duplicates.length).length,
    rows: rows
      .filter((r) => !isValid(r) || r.duplicates.length)
      .map((r) => ({ row: r.row, values: r.values, errors: translated(request, r.errors), duplicates: r.duplicates })),
  };
}
