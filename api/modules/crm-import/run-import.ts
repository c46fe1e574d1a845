import type { FastifyRequest } from "fastify";
import { sql, type Kysely } from "kysely";
import { recordAudit } from "../../audit/record-audit.js";
import { AppError, conflict, type FieldError } from "../../errors.js";
import { insertLeadRow } from "../crm/lead-writes.js";
import { refreshScores } from "../crm/lead-score.js";
import { isValid, type CheckedRow } from "./check-rows.js";
import { checkImport } from "./dry-run.js";
import { importFor } from "./import-access.js";
import { fieldLabel } from "./field-labels.js";
import type { Database } from "../../db/schema.js";

// POST /api/lead-imports/:id/run: in one transaction, the rows checked again (the data may have
// changed since the dry run), then every lead written through the same path as a form's create.
// An invalid row without skip_invalid refuses the whole run; nothing is written.

export interface RunOptions {
  mapping: Record<string, string | null>;
  skip_duplicates?: boolean;
  skip_invalid?: boolean;
}

/** Rows named in a refused run's answer; the dry run lists them all. */
const ROWS_TOLD = 20;

export async function runImport(
  db: Kysely<Database>,
  request: FastifyRequest,
  options: RunOptions,
): Promise<{ imported: number; skipped: number }> {
  return db.transaction().execute(async (trx) => {
    const row = await importFor(trx, request, true);
    if (row.status !== "uploaded") throw conflict("crm-import-api:alreadyRun");
    const checked = await checkImport(trx, request, row, options.mapping);
    const invalid = checked.filter((r) => !isValid(r));
    if (invalid.length && !options.skip_invalid) throw invalidRows(request, invalid);
    const chosen = checked.filter((r) => isValid(r) && !(options.skip_duplicates && r.duplicates.length));
    if (!chosen.length)
      throw new AppError(422, "validation:failed", {}, { mapping: [{ key: "crm-import-api:nothingToImport" }] });
    const ids: number[] = [];
    for (const r of chosen) ids.push(await insertLeadRow(trx, { ...r.columns, import_id: row.id }, request));
    await refreshScores(trx, ids);
    await trx
      .updateTable("lead_imports")
      .set({
        status: "imported",
        imported: ids.length,
        imported_at: sql`now()`,
        version: sql`version + 1`,
        updated_at: sql`now()`,
      })
      .where("id", "=", row.id)
      .execute();
    const skipped = checked.length - ids.length;
    await recordAudit(trx, request, {
      action: "update",
      resource: "lead-imports",
      recordId: row.id,
      before: { status: "uploaded" },
      after: { status: "imported", imported: ids.length, skipped },
    });
    return { imported: ids.length, skipped };
  });
}

/** 422: how many rows are wrong, and the first ones with what is wrong in each. */
function invalidRows(request: FastifyRequest, rows: CheckedRow[]): AppError {
  const told: FieldError[] = rows.slice(0, ROWS_TOLD).map((r) => {
    const problems = Object.entries(r.errors).map(
      ([field, list]) =>
        `${fieldLabel(request.t, field)}: ${list.map((e) => request.t(e.key, e.params ?? {})).join(", ")}`,
    );
    return { key: "crm-import-api:rowError", params: { row: r.row, problems: problems.join("; ") } };
  });
  return new AppError(
    422,
    "validation:failed",
    {},
    { skip_invalid: [{ key: "crm-import-api:invalidRows", params: { count: rows.length } }], rows: told },
  );
}
