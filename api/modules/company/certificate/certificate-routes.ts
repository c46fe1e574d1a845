import { sql } from "kysely";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { fieldError, forbidden } from "../../../errors.js";
import { requireUser } from "../../../plugins/auth.js";
import { recordAudit } from "../../../audit/record-audit.js";
import { readUploadForm } from "../../../uploads/read-form.js";
import { registerUploads } from "../../../uploads/image-upload.js";
import { isAdmin } from "../../users/role-rules.js";
import { twoFactorKeys } from "../../two-factor/keys.js";
import { certificateStatus, readCompany } from "../company-rows.js";
import { certificateSummarySchema, errors } from "../company-schemas.js";
import { sealCertificate } from "./certificate-box.js";
import { CertificateError, parsePkcs12, type CertificateFault, type SealedCertificate } from "./company-certificate.js";

// POST /api/company/certificate: an admin uploads the company's certificate as PKCS#12 with its
// password. The key and certificates are kept sealed (AES-256-GCM, the TOTP secrets' key); the
// password is not kept. What anyone sees of it is the holder, the NIF and the expiry.

const FAULT_FIELD: Record<CertificateFault, { field: string; key: string }> = {
  not_pkcs12: { field: "file", key: "company:certificateNotPkcs12" },
  no_key: { field: "file", key: "company:certificateNoKey" },
  wrong_password: { field: "password", key: "company:certificateWrongPassword" },
  expired: { field: "file", key: "company:certificateExpired" },
};

const { type: _nullable, description: _description, ...summary } = certificateSummarySchema;
const answerSchema = {
  ...summary,
  type: "object",
  description: "The certificate kept: its holder and expiry, never its key",
} as const;

async function adminsOnly(request: FastifyRequest): Promise<void> {
  if (!isAdmin(requireUser(request).roles)) throw forbidden();
}

function parsed(bytes: Buffer, password: string, now: Date) {
  try {
    const certificate = parsePkcs12(bytes, password);
    if (certificate.notAfter <= now) throw new CertificateError("expired");
    return certificate;
  } catch (error) {
    if (!(error instanceof CertificateError)) throw error;
    const { field, key } = FAULT_FIELD[error.code];
    throw fieldError(field, key);
  }
}

export async function certificateRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  await registerUploads(app);
  app.post(
    "/company/certificate",
    {
      onRequest: app.authenticate,
      preHandler: adminsOnly,
      schema: {
        tags: ["company"],
        summary: "Upload the company's electronic certificate (admins)",
        description:
          "Multipart: `password` first, then `file` (PKCS#12, .p12 or .pfx). 422 for a wrong password, "
          + "a file that is not PKCS#12 (or holds no key) or an expired certificate. Replaces the one kept.",
        response: { 200: answerSchema, ...errors(401, 403, 413, 415, 422) },
      },
    },
    async (request) => {
      const { fields, file } = await readUploadForm(request, ["password"]);
      if (!file?.bytes.length) throw fieldError("file", "validation:requiredFile");
      const now = new Date();
      const certificate = parsed(file.bytes, fields.password ?? "", now);
      const sealed: SealedCertificate = {
        keyPem: certificate.keyPem,
        certPem: certificate.certPem,
        chainPems: certificate.chainPems,
      };
      return db.transaction().execute(async (trx) => {
        const before = await readCompany(trx, true);
        await trx
          .updateTable("company")
          .set({
            certificate_sealed: sealCertificate(twoFactorKeys(app).secret, JSON.stringify(sealed)),
            certificate_subject: certificate.subject.slice(0, 1000),
            certificate_nif: certificate.nif,
            certificate_not_after: certificate.notAfter,
            certificate_uploaded_at: now,
            version: sql`version + 1`,
            updated_at: sql`now()`,
          })
          .where("id", "=", 1)
          .execute();
        const answer = {
          subject: certificate.subject,
          nif: certificate.nif,
          not_after: certificate.notAfter,
          uploaded_at: now,
          status: certificateStatus(certificate.notAfter, now),
        };
        await recordAudit(trx, request, {
          action: "certificate_upload",
          resource: "company",
          recordId: 1,
          before: { certificate: before.certificate },
          after: { certificate: answer },
        });
        return answer;
      });
    },
  );
}
