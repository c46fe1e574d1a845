import type { FastifyInstance } from "fastify";
import { fileAnswer, idParamsSchema } from "../../crud/json-schema.js";
import { pathId } from "../../crud/input-guard.js";
import { notFound } from "../../errors.js";
import { attachmentDisposition } from "../attachments/content-disposition.js";
import { createRemittance } from "./create-remittance.js";
import { remittanceDebits } from "./remittance-debits.js";
import { returnDebit } from "./return-debit.js";
import { tuitionGuard } from "./tuition-access.js";
import { remittanceBodySchema, returnBodySchema, tags } from "./tuition-schemas.js";
import { debitAnswer, remittanceAnswer } from "./tuition-answers.js";

// SEPA remittances of a run: making one, its file, its debits, and a debit the bank returned.
export async function remittanceRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;

  app.post(
    "/tuition/runs/:id/remittances",
    {
      onRequest: [app.authenticate, tuitionGuard("create")],
      schema: {
        tags,
        summary:
          "A SEPA direct debit remittance (pain.008.001.02) of the run's issued, unpaid invoices of clients with "
          + "a mandate",
        params: idParamsSchema,
        body: remittanceBodySchema,
        response: {
          200: { ...remittanceAnswer, description: "Nothing to debit: no remittance" },
          201: remittanceAnswer,
        },
      },
    },
    async (request, reply) => {
      const body = (request.body ?? {}) as { collection_date?: string };
      const result = await db
        .transaction()
        .execute((trx) => createRemittance(trx, request, pathId(request), body.collection_date));
      return reply.status(result.remittance ? 201 : 200).send(result);
    },
  );

  app.get(
    "/tuition/remittances/:id/file",
    {
      onRequest: [app.authenticate, tuitionGuard("list")],
      schema: {
        tags,
        summary: "The remittance's XML file, to upload to the bank",
        params: idParamsSchema,
        response: { 200: fileAnswer("The pain.008.001.02 XML", "application/xml") },
      },
    },
    async (request, reply) => {
      const remittance = await db
        .selectFrom("sepa_remittances")
        .select(["message_id", "xml"])
        .where("id", "=", pathId(request))
        .executeTakeFirst();
      if (!remittance) throw notFound();
      return reply
        .header("content-type", "application/xml; charset=utf-8")
        .header("content-disposition", attachmentDisposition(`${remittance.message_id}.xml`))
        .send(remittance.xml);
    },
  );

  app.get(
    "/tuition/remittances/:id/debits",
    {
      onRequest: [app.authenticate, tuitionGuard("list")],
      schema: {
        tags,
        summary: "The remittance's debits: client, invoice, amount, sequence type, returned or not",
        params: idParamsSchema,
        response: { 200: { type: "array", items: debitAnswer, description: "The debits" } },
      },
    },
    async (request) => {
      const id = pathId(request);
      const exists = await db.selectFrom("sepa_remittances").select("id").where("id", "=", id).executeTakeFirst();
      if (!exists) throw notFound();
      return remittanceDebits(db, id);
    },
  );

  app.post(
    "/tuition/debits/:id/return",
    {
      onRequest: [app.authenticate, tuitionGuard("edit")],
      schema: {
        tags,
        summary: "Records a debit the bank returned: its payment is removed and the invoice is owed again",
        params: idParamsSchema,
        body: returnBodySchema,
        response: {
          200: { ...debitAnswer, description: "The returned debit" },
          409: { description: "Already returned" },
        },
      },
    },
    async (request) => {
      const id = pathId(request);
      await db
        .transaction()
        .execute((trx) => returnDebit(trx, request, id, request.body as { reason: string; returned_on?: string }));
      const [debit] = await remittanceDebits(db, undefined, id);
      return debit;
    },
  );
}
