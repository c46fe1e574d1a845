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
import { spanishAddress } from "./facturae-parties.js";

const tags = ["billing"];

// An issued invoice as a signed Facturae 3.2.2 file, for a client that is a public body (FACe,
// docs/facturae.md). Whoever may read the invoice's PDF may download it.
export async function facturaeRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db as unknown as Kysely<any>;
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
          422: { description: "What the file needs and the invoice lacks: { errors: { client.dir3 | client.address | company.address | company.tax_id } }" },
        },
      },
    },
    async (request, reply) => {
      const invoice = await invoiceFor(db, request, "show");
      if (invoice.status === "draft") throw conflict("billing-api:facturae.draft");
      const client = invoice.client_id
        ? await db.selectFrom("lead_clients").select(["public_body", "dir3_accounting_office", "dir3_managing_body", "dir3_processing_unit"]).where("id", "=", Number(invoice.client_id)).executeTakeFirst()
        : undefined;
      const dir3 = client && { accountingOffice: text(client.dir3_accounting_office), managingBody: text(client.dir3_managing_body), processingUnit: text(client.dir3_processing_unit) };
      if (!client?.public_body || !dir3?.accountingOffice || !dir3.managingBody || !dir3.processingUnit) throw fieldError("client.dir3", "billing-api:facturae.noDir3");
      const doc = await invoiceDocument(db, storage, invoice);
      const buyerAddress = doc.client && spanishAddress(doc.client);
      if (!doc.client?.taxId || !buyerAddress) throw fieldError("client.address", "billing-api:facturae.clientAddress");
      const sellerAddress = spanishAddress(doc.company);
      if (!doc.company.taxId) throw fieldError("company.tax_id", "billing-api:companyTaxId");
      if (!sellerAddress) throw fieldError("company.address", "billing-api:facturae.companyAddress");
      const certificate = await loadCompanyCertificate(db, twoFactorKeys(app).secret);
      if (!certificate) throw conflict("billing-api:facturae.noCertificate");
      const xml = signedFacturae({ doc, sellerTaxId: doc.company.taxId, sellerAddress, buyerTaxId: doc.client.taxId, buyerAddress, dir3: dir3 as Required<typeof dir3> }, certificate);
      const fileName = `${String(invoice.number).replace(/[^A-Za-z0-9._-]/g, "_")}.xsig`;
      return reply.type("application/xml; charset=utf-8").header("content-disposition", `attachment; filename="${fileName}"`).header("cache-control", "private, no-store").send(xml);
    },
  );
}

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : "");
