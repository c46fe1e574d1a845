import { sql } from "kysely";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { forbidden } from "../../errors.js";
import { requireUser } from "../../plugins/auth.js";
import { recordAudit } from "../../audit/record-audit.js";
import { diskStorage, filePath, storedNameOf } from "../../uploads/file-storage.js";
import { readImageUpload, registerUploads } from "../../uploads/image-upload.js";
import { isAdmin } from "../users/role-rules.js";
import { readCompany, visibleTo } from "./company-rows.js";
import { certificateRoutes } from "./certificate/certificate-routes.js";
import { saveCompany, type CompanyChange } from "./company-save.js";
import { companySchema, errors, putCompanyBody } from "./company-schemas.js";

async function adminsOnly(request: FastifyRequest): Promise<void> {
  if (!isAdmin(requireUser(request).roles)) throw forbidden();
}

// The company profile (one row): every signed-in user reads it, admins edit it.
export async function companyRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const storage = diskStorage(app.config.dataDir);

  app.get(
    "/company",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["company"],
        summary: "The company profile (settings for admins only)",
        response: { 200: companySchema, ...errors(401) },
      },
    },
    async (request) => visibleTo(await readCompany(db), isAdmin(requireUser(request).roles)),
  );

  for (const method of ["put", "patch"] as const) {
    app[method]<{ Body: CompanyChange }>(
      "/company",
      {
        onRequest: app.authenticate,
        preHandler: adminsOnly,
        schema: {
          tags: ["company"],
          summary: "Edit the company profile (admins)",
          description:
            "Fields left out keep their value (PUT and PATCH alike); with `version`, a stale copy answers 409. "
            + "`verifactu_mode` follows the regulation's rules for changing it (docs/verifactu.md); a refused "
            + "change answers 422.",
          body: putCompanyBody,
          response: { 200: companySchema, ...errors(401, 403, 409, 422) },
        },
      },
      async (request) => saveCompany(db, request),
    );
  }

  await app.register(certificateRoutes);
  await app.register(async (uploads) => {
    await registerUploads(uploads);
    uploads.post(
      "/company/logo",
      {
        onRequest: app.authenticate,
        preHandler: adminsOnly,
        schema: {
          tags: ["company"],
          summary: "Upload the company logo (multipart, field `file`: PNG or JPG, at most 10 MB)",
          response: { 200: companySchema, ...errors(401, 403, 413, 415, 422) },
        },
      },
      async (request) => {
        const upload = await readImageUpload(request);
        const name = await storage.save("logos", upload.ext, upload.bytes);
        try {
          const { before, after } = await db.transaction().execute(async (trx) => {
            const current = await readCompany(trx, true);
            await trx
              .updateTable("company")
              .set({ logo: filePath("logos", name), version: sql`version + 1`, updated_at: sql`now()` })
              .where("id", "=", 1)
              .execute();
            const next = await readCompany(trx);
            await recordAudit(trx, request, {
              action: "update",
              resource: "company",
              recordId: 1,
              before: { logo: current.logo },
              after: { logo: next.logo },
            });
            return { before: current, after: next };
          });
          const old = storedNameOf("logos", before.logo);
          if (old) await storage.remove("logos", old).catch(() => undefined);
          return after;
        } catch (error) {
          await storage.remove("logos", name).catch(() => undefined);
          throw error;
        }
      },
    );
  });
}
