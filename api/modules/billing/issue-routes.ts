import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { idParamsSchema, rowSchema } from "../../crud/json-schema.js";
import { breakdownAnswer, chainCheckAnswer, chainRecordAnswer, registrationAnswer } from "./billing-answers.js";
import { conflict, notFound } from "../../errors.js";
import { answerFor } from "../../crud/write-rows.js";
import { linesOf } from "./invoice-amounts.js";
import { computeInvoiceTotals } from "../../../resources/billing/invoice-totals.js";
import { firstBrokenLink, type ChainRecord } from "./verifactu/chain-check.js";
import { INVOICES, invoiceFor, invoicesGuard } from "./invoice-access.js";
import { issueInvoice } from "./issue-invoice.js";
import { addCancellationRecord, registrationOf } from "./verifactu-records.js";
import { signAtGeneration } from "./signing/record-signature.js";
import { recordAudit } from "../../audit/record-audit.js";

const tags = ["billing"];

// Issuing, the invoice's VeriFactu record and the check of the whole chain, and the tax breakdown.
export async function issueRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;

  app.post(
    "/invoices/:id/issue",
    {
      onRequest: app.authenticate,
      preHandler: invoicesGuard("edit"),
      schema: {
        tags,
        summary: "Issues a draft: its number, its VeriFactu record; from then on it cannot change",
        params: idParamsSchema,
        body: {
          type: ["object", "null"],
          additionalProperties: false,
          properties: { version: { type: "integer", minimum: 1 } },
        },
        response: {
          200: { ...rowSchema(INVOICES), description: "The issued invoice, with its lines" },
          409: { description: "Already issued, or changed since read (version)" },
          422: {
            description:
              "It cannot be issued, and why: no lines, no client on an F1, a company without tax id, an F2 over 400 €, "
              + 'an exempt line without its ground, a client missing its tax data (errors: { "client.tax_id": […] })',
          },
        },
      },
    },
    async (request) => {
      const version = (request.body as { version?: number } | null)?.version;
      return db.transaction().execute(async (trx) => {
        const draft = await invoiceFor(trx, request, "edit", true);
        if (version !== undefined && Number(draft.version) !== version) throw conflict();
        return answerFor(trx, INVOICES, await issueInvoice(trx, request, draft), request);
      });
    },
  );

  app.get(
    "/invoices/:id/breakdown",
    {
      onRequest: app.authenticate,
      preHandler: invoicesGuard("show"),
      schema: {
        tags,
        summary: "The invoice's amounts and its tax breakdown by rate",
        params: idParamsSchema,
        response: { 200: breakdownAnswer },
      },
    },
    async (request) => {
      const invoice = await invoiceFor(db, request, "show");
      return computeInvoiceTotals(await linesOf(db, Number(invoice.id)), Number(invoice.irpf_rate));
    },
  );

  app.get(
    "/invoices/:id/record",
    {
      onRequest: app.authenticate,
      preHandler: invoicesGuard("show"),
      schema: {
        tags,
        summary: "The invoice's VeriFactu registration record and its QR URL",
        params: idParamsSchema,
        response: {
          200: registrationAnswer,
          404: { description: "No such invoice the user may read, or a draft (no record yet)" },
        },
      },
    },
    async (request) => {
      const invoice = await invoiceFor(db, request, "show");
      const record = await registrationOf(db, Number(invoice.id));
      if (!record) throw notFound();
      return record;
    },
  );

  // A registration made in error (an invoice that should never have been issued, never delivered):
  // a cancellation record (RegistroAnulacion) chained like any other, and the invoice voided. A
  // delivered invoice is corrected by a rectifying one instead (POST /invoices/:id/void).
  app.post(
    "/invoices/:id/cancel-record",
    {
      onRequest: app.authenticate,
      preHandler: invoicesGuard("delete"),
      schema: {
        tags,
        summary: "Cancels the invoice's VeriFactu registration made in error (admins)",
        params: idParamsSchema,
        body: {
          type: ["object", "null"],
          additionalProperties: false,
          properties: { reason: { type: ["string", "null"], maxLength: 500 } },
        },
        response: {
          200: { ...chainRecordAnswer, description: "The cancellation record" },
          409: { description: "A draft, a voided invoice or one with payments: nothing to cancel" },
        },
      },
    },
    async (request) =>
      db.transaction().execute(async (trx) => {
        const invoice = await invoiceFor(trx, request, "delete", true);
        if (invoice.status === "draft" || invoice.status === "voided" || Number(invoice.paid_total) !== 0)
          throw conflict("billing-api:cancelRecordRefused");
        const record = await addCancellationRecord(trx, Number(invoice.id));
        await signAtGeneration(trx, app, Number(record.id));
        await trx
          .updateTable("invoices")
          .set({ status: "voided", voided_at: sql`now()`, version: sql`version + 1`, updated_at: sql`now()` })
          .where("id", "=", Number(invoice.id))
          .execute();
        const reason = (request.body as { reason?: string | null } | null)?.reason ?? null;
        await recordAudit(trx, request, {
          action: "cancel_record",
          resource: "invoices",
          recordId: Number(invoice.id),
          after: { hash: record.hash, reason },
        });
        return record;
      }),
  );

  app.get(
    "/invoices/chain/verify",
    {
      onRequest: app.authenticate,
      preHandler: invoicesGuard("delete"),
      schema: {
        tags,
        summary: "Walks the VeriFactu chain and reports its first broken link (admins)",
        response: { 200: chainCheckAnswer },
      },
    },
    async () => {
      const records: ChainRecord[] = await db.selectFrom("verifactu_records").selectAll().orderBy("id").execute();
      const broken = firstBrokenLink(records);
      return { ok: broken === null, records: records.length, broken };
    },
  );
}
