import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { columnOf, type ResourceDef } from "../../../resources/index.js";
import { recordAudit } from "../../audit/record-audit.js";
import { findRow, type Row } from "../../crud/read-rows.js";
import { assertRelatedOwner, type RowScopeValue } from "../../crud/row-scope.js";
import { writeErrorToAppError } from "../../crud/write-errors.js";
import { runAfterWrite, runBeforeWrite } from "../../crud/write-hooks.js";
import type { AttachmentUpload } from "../../uploads/attachment-upload.js";
import type { FileStorage } from "../../uploads/file-storage.js";
import { dynamicTable } from "../../db/dynamic-table.js";
import type { Database } from "../../db/schema.js";

/**
 * Keeps the file, then writes its row and the activity record in one transaction. The file is
 * written first (a row never points to a file that is not there) and removed again when the
 * transaction fails, so a refused upload leaves nothing behind.
 */
export async function storeAttachment(
  db: Kysely<Database>,
  storage: FileStorage,
  def: ResourceDef,
  upload: AttachmentUpload,
  request: FastifyRequest,
  scope: RowScopeValue,
): Promise<Row> {
  const owner = def.attachments!.owner;
  // Checked before the bytes are kept: an owner out of reach costs no disk write.
  await assertRelatedOwner(db, def, scope, { [owner]: upload.ownerId }, true);
  const filename = await storage.save("attachments", upload.ext, upload.bytes);
  try {
    return await db.transaction().execute(async (trx) => {
      // Again inside the transaction, next to the insert it guards.
      await assertRelatedOwner(trx, def, scope, { [owner]: upload.ownerId }, true);
      const values: Record<string, unknown> = {
        [columnOf(def, owner)]: upload.ownerId,
        [columnOf(def, "filename")]: filename,
        [columnOf(def, "original_name")]: upload.originalName,
        [columnOf(def, "mime_type")]: upload.mime,
        [columnOf(def, "size")]: upload.bytes.length,
        [columnOf(def, "uploaded_by")]: request.auth?.id ?? null,
      };
      const event = { trx, def, action: "create" as const, request, values };
      await runBeforeWrite(event);
      const { id } = await dynamicTable(trx)
        .insertInto(def.table)
        .values(event.values)
        .returning("id")
        .executeTakeFirstOrThrow();
      const row = (await findRow(trx, def, id))!;
      await runAfterWrite({ ...event, after: row });
      const { version: _v, created_at: _c, updated_at: _u, ...logged } = row;
      await recordAudit(trx, request, { action: "create", resource: def.name, recordId: id, after: logged });
      return row;
    });
  } catch (error) {
    await storage
      .remove("attachments", filename)
      .catch((removal) => request.log.error({ err: removal, filename }, "could not remove a refused upload"));
    throw writeErrorToAppError(def, error);
  }
}
