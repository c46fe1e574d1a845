import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { imageFields, type ResourceDef } from "../../resources/index.js";
import { accessGuard } from "../plugins/access.js";
import { diskStorage } from "../uploads/file-storage.js";
import { readImageUpload, registerUploads } from "../uploads/image-upload.js";
import { imageClearSchema, imageUploadSchema } from "./image-docs.js";
import { replaceImage, type ImageTarget } from "./image-write.js";
import { pathId } from "./input-guard.js";
import { findRow } from "./read-rows.js";
import { refusalFor } from "./refusal.js";
import { rowScopeFor } from "./row-scope.js";
import { stripStaffOnly } from "./staff-only.js";
import type { Database } from "../db/schema.js";

// FieldType "image": bodies never hold it; each image field of a resource gets
//   POST   /api/<name>/<id>/image/<field>  (multipart, field `file`: PNG or JPG by content)
//   DELETE /api/<name>/<id>/image/<field>  (clears it)
// Both are edits of the row: the `edit` permission (403 without it) on a row in the user's edit
// scope (404 for a row they cannot see, 403 for one they only read, as PATCH answers).
export function imageRoutes(def: ResourceDef) {
  return async function resourceImageRoutes(app: FastifyInstance): Promise<void> {
    // Multipart for these routes only (an encapsulated plugin): the rest of the API stays JSON.
    await registerUploads(app);
    const db = app.database.db;
    const storage = diskStorage(app.config.dataDir);
    const guarded = {
      onRequest: app.authenticate,
      preHandler: [accessGuard(def, "edit"), paramsGuard],
      preSerialization: stripStaffOnly(def),
      attachValidation: true,
    };

    for (const [field] of imageFields(def)) {
      const path = `/${def.name}/:id/image/${field}`;
      app.post(path, { ...guarded, schema: imageUploadSchema(def, field) }, async (request) => {
        // The row is checked before the upload is read (nothing is stored for a row out of
        // reach), and again, locked, inside the write.
        const target = await targetOf(db, def, field, request);
        return replaceImage(db, storage, target, await readImageUpload(request));
      });
      app.delete(path, { ...guarded, schema: imageClearSchema(def, field) }, async (request) =>
        replaceImage(db, storage, await targetOf(db, def, field, request), null),
      );
    }
  };
}

/** A path the schema refused answers 400; the multipart body's own verdict is the handler's. */
async function paramsGuard(request: FastifyRequest): Promise<void> {
  const failure = request.validationError as (Error & { validationContext?: string }) | undefined;
  if (failure && failure.validationContext !== "body") throw failure;
}

async function targetOf(
  db: Kysely<Database>,
  def: ResourceDef,
  field: string,
  request: FastifyRequest,
): Promise<ImageTarget> {
  const id = pathId(request);
  const scope = await rowScopeFor(db, def, request, "edit");
  if (!(await findRow(db, def, id, scope))) throw await refusalFor(db, def, id, request);
  return { def, id, field, request, scope };
}
