import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { fileAnswer, idParamsSchema } from "../../../crud/json-schema.js";
import { conflict, fieldError } from "../../../errors.js";
import { diskStorage } from "../../../uploads/file-storage.js";
import { loadCompanyCertificate } from "../../company/certificate/company-certificate.js";
import { twoFactorKeys } from "../../two-factor/keys.js";
import { invoiceFor, invoicesGuard } from "../invoice-access.js";
import { invoiceDocument } from "../invoice-document-read.js";
import { signedFacturae } from "./build-facturae.js";
import { spanishAddress, type Dir3Codes } from "./facturae-parties.js";
import type { Database } from "../../../db/schema.js";

const tags = ["billing"];

// An issued invoice as a signed Facturae 3.2.2 file, for a client that is a public body (FACe,
// docs/facturae.md). Whoever may read the invoice's PDF may download it.
export async function facturaeRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  const storage = diskStorage(app.config.dataDir);

  app.get(
    "/invoices/:id/facturae.xml",
    {
      onRequest: app.authenticate,
      preHandler: invoicesGuard("show"),
      schema: {
        tags,
        summary: "The issued invoice as Facturae 3.2.2 XML, signed XAdES-EPES with the company certificate",
        params: idParamsSchema,
        response: {
          200: fileAnswer("The signed Facturae file, as an attachment", "application/xml"),
          409: { description: "A draft, or no company certificate to sign with" },
          422: {
            description:
              "What the file needs and the invoice lacks: { errors: { client.dir3 | client.address | "
              + "company.address | company.tax_id } }",
          },
        },
      },
    },
    async (request, reply) => {
      const invoice = await invoiceFor(db, request, "show");
      if (invoice.status === "draft") throw conflict("billing-api:facturae.draft");
      const dir3 = await dir3Of(db, invoice.client_id);
      if (!dir3) throw fieldError("client.dir3", "billing-api:facturae.noDir3");
      const doc = await invoiceDocument(db, storage, invoice);
      const buyerAddress = doc.client && spanishAddress(doc.client);
      if (!doc.client?.taxId || !buyerAddress) throw fieldError("client.address", "billing-api:facturae.clientAddress");
      const sellerAddress = spanishAddress(doc.company);
      if (!doc.company.taxId) throw fieldError("company.tax_id", "billing-api:companyTaxId");
      if (!sellerAddress) throw fieldError("company.address", "billing-api:facturae.companyAddress");
      const certificate = await loadCompanyCertificate(db, twoFactorKeys(app).secret);
      if (!certificate) throw conflict("billing-api:facturae.noCertificate");
      const input = {
        doc,
        sellerTaxId: doc.company.taxId,
        sellerAddress,
        buyerTaxId: doc.client.taxId,
        buyerAddress,
        dir3,
      };
      const fileName = `${String(invoice.number).replace(/[^A-Za-z0-9._-]/g, "_")}.xsig`;
      return reply
        .type("application/xml; charset=utf-8")
        .header("content-disposition", `attachment; filename="${fileName}"`)
        .header("cache-control", "private, no-store")
        .send(signedFacturae(input, certificate));
    },
  );
}

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : "");

/** The client's three DIR3 codes, when it is a public body that has them all. */
async function dir3Of(db: Kysely<Database>, clientId: unknown): Promise<Dir3Codes | null> {
  if (clientId === null || clientId === undefined) return null;
  const client = await db
    .selectFrom("lead_clients")
    .select(["public_body", "dir3_accounting_office", "dir3_managing_body", "dir3_processing_unit"])
    .where("id", "=", Number(clientId))
    .executeTakeFirst();
  if (!client?.public_body) return null;
  const codes = {
    accountingOffice: text(client.dir3_accounting_office),
    managingBody: text(client.dir3_managing_body),
    processingUnit: text(client.dir3_processing_unit),
  };
  return codes.accountingOffice && codes.managingBody && codes.processingUnit ? codes : null;
}
