import type { FastifyInstance } from "fastify";
import { RESOURCES, type ResourceDef } from "../../../resources/index.js";
import { notFound } from "../../errors.js";
import { accessGuard } from "../../plugins/access.js";
import { inputGuard, pathId } from "../../crud/input-guard.js";
import { idParamsSchema } from "../../crud/json-schema.js";
import { findRow } from "../../crud/read-rows.js";
import { rowScopeFor } from "../../crud/row-scope.js";
import { readAttachmentUpload } from "../../uploads/attachment-upload.js";
import { diskStorage, STORED_NAME } from "../../uploads/file-storage.js";
import { registerUploads } from "../../uploads/image-upload.js";
import { downloadSchema, uploadSchema } from "./attachment-schemas.js";
import { attachmentDisposition } from "./content-disposition.js";
import { storeAttachment } from "./store-attachment.js";

// Every declared resource with `attachments` (project files, task files, later ticket files) gets
// its upload and its download here; list, show and delete are the generic routes.
export async function attachmentsRoutes(app: FastifyInstance): Promise<void> {
  await registerUploads(app);
  for (const def of RESOURCES.filter((r) => r.attachments)) attachmentRoutes(app, def);
}

function attachmentRoutes(app: FastifyInstance, def: ResourceDef): void {
  const db = app.database.db;
  const storage = diskStorage(app.config.dataDir);
  const owner = def.attachments!.owner;

  app.post(
    `/${def.name}`,
    // The form is read by the handler: the body schema documents it, its verdict is not used.
    {
      onRequest: app.authenticate,
      preHandler: accessGuard(def, "create"),
      attachValidation: true,
      schema: uploadSchema(def),
    },
    async (request, reply) => {
      const scope = await rowScopeFor(db, def, request, "create");
      const upload = await readAttachmentUpload(request, owner);
      return reply.status(201).send(await storeAttachment(db, storage, def, upload, request, scope));
    },
  );

  app.get(
    `/${def.name}/:id/download`,
    {
      onRequest: app.authenticate,
      preHandler: [accessGuard(def, "show"), inputGuard(def, false)],
      attachValidation: true,
      schema: downloadSchema(def, idParamsSchema),
    },
    async (request, reply) => {
      const row = await findRow(db, def, pathId(request), await rowScopeFor(db, def, request, "show"));
      if (!row) throw notFound();
      const name = String(row.filename);
      const file = STORED_NAME.test(name) ? await storage.open("attachments", name) : null;
      if (!file) throw notFound();
      return reply
        .header("content-type", String(row.mime_type))
        .header("content-length", file.size)
        .header("content-disposition", attachmentDisposition(String(row.original_name)))
        .header("x-content-type-options", "nosniff")
        .header("content-security-policy", "default-src 'none'; sandbox")
        .header("cache-control", "private, no-store")
        .send(file.stream);
    },
  );
}
