import { sql, type Kysely } from "kysely";
import type { FastifyRequest } from "fastify";
import { columnOf, type ResourceDef } from "../../resources/index.js";
import { changedFields, recordAudit } from "../audit/record-audit.js";
import { filePath, storedNameOf, type FileStorage } from "../uploads/file-storage.js";
import type { ImageUpload } from "../uploads/image-upload.js";
import { byId, findRow, type Row } from "./read-rows.js";
import { refusalFor } from "./refusal.js";
import { scopeCondition, type RowScopeValue } from "./row-scope.js";
import { writeErrorToAppError } from "./write-errors.js";
import { runAfterWrite, runBeforeWrite } from "./write-hooks.js";
import { answerFor } from "./write-rows.js";
import { dynamicTable } from "../db/dynamic-table.js";
import type { Database } from "../db/schema.js";

// The write behind an image field's routes (FieldType "image"): the row's field is pointed at a
// new stored file, or cleared, as an edit like any PATCH (row lock, write hooks, version and
// updated_at, the activity record, the live event of the table's trigger) in one transaction.
// The file is written before the transaction and removed again if it fails, so a refused upload
// leaves nothing behind; the replaced file goes only once the new path is committed.
export const IMAGE_FOLDER = "images";

export interface ImageTarget {
  def: ResourceDef;
  id: number;
  field: string;
  request: FastifyRequest;
  scope: RowScopeValue;
}

/** Sets the image (an upload) or clears it (null), answering the row as a PATCH does. */
export async function replaceImage(
  db: Kysely<Database>,
  storage: FileStorage,
  target: ImageTarget,
  upload: ImageUpload | null,
): Promise<Row> {
  const name = upload ? await storage.save(IMAGE_FOLDER, upload.ext, upload.bytes) : null;
  const log = target.request.log;
  try {
    const { row, previous } = await db
      .transaction()
      .execute((trx) => writeImage(trx, target, name ? filePath(IMAGE_FOLDER, name) : null));
    const old = storedNameOf(IMAGE_FOLDER, previous);
    if (old && old !== name)
      await storage
        .remove(IMAGE_FOLDER, old)
        .catch((error) => log.error({ err: error, old }, "could not remove a replaced image"));
    return row;
  } catch (error) {
    if (name)
      await storage
        .remove(IMAGE_FOLDER, name)
        .catch((removal) => log.error({ err: removal, name }, "could not remove a refused image"));
    throw writeErrorToAppError(target.def, error);
  }
}

async function writeImage(
  trx: Kysely<Database>,
  { def, id, field, request, scope }: ImageTarget,
  value: string | null,
): Promise<{ row: Row; previous: string | null }> {
  const before = await findRow(trx, def, id, scope, true);
  if (!before) throw await refusalFor(trx, def, id, request);
  const previous = (before[field] as string | null | undefined) ?? null;
  // Clearing an image the row does not have changes nothing: answered as it is, like an empty PATCH.
  if (value === null && previous === null) return { row: await answerFor(trx, def, before, request), previous: null };
  const event = {
    trx,
    def,
    action: "edit" as const,
    request,
    values: { [columnOf(def, field)]: value } as Record<string, unknown>,
    before,
  };
  await runBeforeWrite(event);
  await dynamicTable(trx)
    .updateTable(def.table)
    .set({ ...event.values, version: sql`${sql.ref("version")} + 1`, updated_at: sql`now()` })
    .where(byId(def, id))
    .where(scopeCondition(def, scope))
    .execute();
  const after = (await findRow(trx, def, id))!;
  await runAfterWrite({ ...event, after });
  await recordAudit(trx, request, {
    action: "update",
    resource: def.name,
    recordId: id,
    ...changedFields(before, after),
  });
  return { row: await answerFor(trx, def, after, request), previous };
}
