import type { FastifyRequest } from "fastify";
import { sql, type Kysely } from "kysely";
import { recordAudit } from "../../audit/record-audit.js";
import { conflict } from "../../errors.js";
import { importFor } from "./import-access.js";
import { LEADS } from "./lead-body.js";
import type { Database } from "../../db/schema.js";

// POST /api/lead-imports/:id/undo: the leads the import created go, in one transaction, with
// everything that hangs from them (activities, answers, timeline: their foreign keys cascade).
// Leads the import created and someone has since edited go too: they are still that import's.
export async function undoImport(db: Kysely<Database>, request: FastifyRequest): Promise<{ removed: number }> {
  return db.transaction().execute(async (trx) => {
    const row = await importFor(trx, request, true);
    if (row.status === "undone") throw conflict("crm-import-api:alreadyUndone");
    if (row.status !== "imported") throw conflict("crm-import-api:notRun");
    const removed = await trx
      .deleteFrom("leads")
      .where("import_id", "=", row.id)
      .returning(["id", "name", "email", "company", "owner_id"])
      .execute();
    for (const lead of removed)
      await recordAudit(trx, request, {
        action: "delete",
        resource: LEADS.name,
        recordId: lead.id,
        before: { ...lead, import_id: row.id },
      });
    await trx
      .updateTable("lead_imports")
      .set({ status: "undone", version: sql`version + 1`, updated_at: sql`now()` })
      .where("id", "=", row.id)
      .execute();
    await recordAudit(trx, request, {
      action: "update",
      resource: "lead-imports",
      recordId: row.id,
      before: { status: "imported" },
      after: { status: "undone", removed: removed.length },
    });
    return { removed: removed.length };
  });
}
