import type { FastifyRequest } from "fastify";
import { sql, type Kysely } from "kysely";
import { recordAudit } from "../../audit/record-audit.js";
import { requireUser } from "../../plugins/auth.js";
import type { LeadImport } from "./import-access.js";
import { guessMapping } from "./mapping.js";
import type { ImportFile } from "./read-import-file.js";
import type { Database } from "../../db/schema.js";

// An uploaded file is kept as its parsed rows (not its bytes) until it is run: the dry runs and
// the run read the same rows, whatever the user does with the file meanwhile.
export const SAMPLE_ROWS = 5;

const jsonb = (value: unknown) => sql`cast(${JSON.stringify(value)} as jsonb)`;

export async function storeImport(db: Kysely<Database>, request: FastifyRequest, file: ImportFile): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const values = {
      user_id: requireUser(request).id,
      filename: file.filename,
      columns: jsonb(file.columns),
      rows: jsonb(file.rows),
    };
    const { id } = await trx.insertInto("lead_imports").values(values).returning("id").executeTakeFirstOrThrow();
    await recordAudit(trx, request, {
      action: "create",
      resource: "lead-imports",
      recordId: id,
      after: { id, filename: file.filename, columns: file.columns, total: file.rows.length },
    });
    return Number(id);
  });
}

/** What the upload (and GET /lead-imports/:id) answers: enough to map the columns. */
export function importAnswer(row: LeadImport) {
  return {
    id: row.id,
    filename: row.filename,
    status: row.status,
    columns: row.columns,
    total: row.rows.length,
    sample: row.rows.slice(0, SAMPLE_ROWS).map((r) => r.cells),
    mapping: guessMapping(row.columns),
    imported: row.imported,
    created_at: row.created_at,
    imported_at: row.imported_at,
  };
}
