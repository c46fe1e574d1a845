import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { fileAnswer, idParamsSchema } from "../../crud/json-schema.js";
import { sentAnswer } from "./billing-answers.js";
import { conflict, fieldError } from "../../errors.js";
import { recordAudit } from "../../audit/record-audit.js";
import { diskStorage } from "../../uploads/file-storage.js";
import { invoiceFor, invoicesGuard } from "./invoice-access.js";
import { invoiceDocument } from "./invoice-document-read.js";
import { renderInvoicePdf } from "./pdf/render-invoice-pdf.js";
import { composeInvoiceMail } from "./invoice-mail.js";

const tags = ["billing"];

// The invoice as a PDF (whoever may read it: a client, their issued ones), and sent by mail with
// the PDF attached, in the invoice's language.
export async function documentRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  const storage = diskStorage(app.config.dataDir);
  const fileName = (number: unknown) => `${String(number ?? "borrador").replace(/[^A-Za-z0-9._-]/g, "_")}.pdf`;

  app.get(
    "/invoices/:id/pdf",
    {
      onRequest: app.authenticate,
      preHandler: invoicesGuard("show"),
      schema: {
        tags,
        summary: "The invoice as a PDF, with its VeriFactu QR code",
        params: idParamsSchema,
        querystring: {
          type: "object",
          additionalProperties: false,
          properties: { download: { type: "string", enum: ["0", "1"] } },
        },
        response: { 200: fileAnswer("The PDF, inline (download=1: as an attachment)", "application/pdf") },
      },
    },
    async (request, reply) => {
      const invoice = await invoiceFor(db, request, "show");
      const pdf = await renderInvoicePdf(await invoiceDocument(db, storage, invoice));
      const download = (request.query as { download?: string }).download === "1";
      return reply
        .type("application/pdf")
        .header("content-disposition", `${download ? "attachment" : "inline"}; filename="${fileName(invoice.number)}"`)
        .header("cache-control", "private, no-store")
        .send(pdf);
    },
  );

  app.post(
    "/invoices/:id/send",
    {
      onRequest: app.authenticate,
      preHandler: invoicesGuard("edit"),
      schema: {
        tags,
        summary: "Mails the issued invoice with its PDF attached",
        params: idParamsSchema,
        body: {
          type: ["object", "null"],
          additionalProperties: false,
          properties: { to: { type: "string", format: "email", maxLength: 254 } },
        },
        response: {
          200: sentAnswer,
          409: { description: "A draft cannot be sent" },
          422: { description: "No address to send it to: { errors: { to } }" },
        },
      },
    },
    async (request) => {
      const invoice = await invoiceFor(db, request, "edit");
      if (invoice.status === "draft") throw conflict("billing-api:sendDraft");
      const client = invoice.client_id
        ? await db
            .selectFrom("lead_clients")
            .select(["name", "email"])
            .where("id", "=", Number(invoice.client_id))
            .executeTakeFirst()
        : undefined;
      const to = (request.body as { to?: string } | null)?.to ?? client?.email;
      if (!to) throw fieldError("to", "billing-api:noRecipient");
      const document = await invoiceDocument(db, storage, invoice);
      const pdf = await renderInvoicePdf(document);
      const message = composeInvoiceMail({
        to: String(to),
        document,
        clientName: String(client?.name ?? to),
        pdf,
        fileName: fileName(invoice.number),
      });
      await app.mailer.send(message);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("invoices")
          .set({ sent_at: sql`now()`, version: sql`version + 1`, updated_at: sql`now()` })
          .where("id", "=", Number(invoice.id))
          .execute();
        await recordAudit(trx, request, {
          action: "send",
          resource: "invoices",
          recordId: Number(invoice.id),
          after: { to },
        });
      });
      return { sent_to: to };
    },
  );
}
