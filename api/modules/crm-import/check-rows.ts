import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { rowScopeFor, scopeCondition } from "../../crud/row-scope.js";
import type { FieldError } from "../../errors.js";
import { findDuplicates, type DuplicateMatch } from "../crm/duplicates.js";
import { normalizePhone } from "../crm/phone.js";
import { duplicateCandidates } from "./duplicate-candidates.js";
import { LEADS, leadBody } from "./lead-body.js";
import { loadLookups } from "./lookups.js";
import { MAPPABLE_FIELDS, type MappableField, type Mapping } from "../../../resources/crm/lead-import-fields.js";
import type { Sheet } from "./sheet.js";
import type { Database } from "../../db/schema.js";

// Every row of a file under one mapping: the lead it would become, what is wrong with it, and the
// leads it may repeat: existing ones (the same check as the form's create) and earlier valid rows
// of the same file with the same email or phone. Shared by the dry run and the run.

/** An earlier row of the same file that the row repeats. */
export interface FileDuplicate {
  row: number;
  name: string | null;
  reasons: ("email" | "phone")[];
}

export interface CheckedRow {
  row: number;
  /** The mapped cells as the file has them, by mapped field. */
  values: Partial<Record<MappableField, string>>;
  /** Insert values keyed by column. */
  columns: Record<string, unknown>;
  errors: Record<string, FieldError[]>;
  duplicates: (DuplicateMatch | FileDuplicate)[];
}

export const isValid = (row: CheckedRow) => Object.keys(row.errors).length === 0;

export async function checkRows(
  db: Kysely<Database>,
  request: FastifyRequest,
  sheet: Sheet,
  mapping: Mapping,
): Promise<CheckedRow[]> {
  const index = new Map(
    Object.entries(mapping).map(([field, column]) => [field as MappableField, sheet.columns.indexOf(column!)]),
  );
  const cellsOf = (cells: string[]) => {
    const out: Partial<Record<MappableField, string>> = {};
    for (const field of MAPPABLE_FIELDS) if (index.has(field)) out[field] = cells[index.get(field)!] ?? "";
    return out;
  };
  const rows = sheet.rows.map((r) => ({ row: r.row, values: cellsOf(r.cells) }));
  const column = (field: MappableField) => rows.map((r) => r.values[field] ?? "");
  const lookups = await loadLookups(db, request, {
    statuses: column("lead_status"),
    campaigns: column("campaign"),
    owners: column("owner"),
  });
  const createScope = await rowScopeFor(db, LEADS, request, "create");
  const visible = scopeCondition(LEADS, await rowScopeFor(db, LEADS, request, "show"));
  const bodies = rows.map((r) => leadBody(r.values, lookups, createScope, request.auth?.id));
  const probes = bodies.map(({ columns }) => ({
    email: str(columns.email),
    phone: str(columns.phone),
    name: str(columns.name),
    company: str(columns.company),
  }));
  const candidates = await duplicateCandidates(db, probes);
  const seen = { email: new Map<string, FileDuplicate>(), phone: new Map<string, FileDuplicate>() };
  const checked: CheckedRow[] = [];
  for (const [i, { row, values }] of rows.entries()) {
    const { columns, errors } = bodies[i];
    const probe = probes[i];
    const existing = candidates.mayRepeat(probe) ? await findDuplicates(db, probe, { limit: 5, visible }) : [];
    const keys = { email: probe.email?.toLowerCase() ?? null, phone: normalizePhone(probe.phone) };
    const inFile = new Map<number, FileDuplicate>();
    for (const reason of ["email", "phone"] as const) {
      const earlier = keys[reason] ? seen[reason].get(keys[reason]!) : undefined;
      if (!earlier) continue;
      const entry = inFile.get(earlier.row) ?? { row: earlier.row, name: earlier.name, reasons: [] };
      entry.reasons.push(reason);
      inFile.set(earlier.row, entry);
    }
    const result: CheckedRow = { row, values, columns, errors, duplicates: [...existing, ...inFile.values()] };
    if (isValid(result)) {
      for (const reason of ["email", "phone"] as const) {
        if (keys[reason] && !seen[reason].has(keys[reason]!))
          seen[reason].set(keys[reason]!, { row, name: probe.name, reasons: [] });
      }
    }
    checked.push(result);
  }
  return checked;
}

function str(value: unknown): string | null {
  return typeof value === "string" ? value : null;
}
