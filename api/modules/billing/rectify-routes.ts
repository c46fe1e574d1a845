import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { INVOICE_KINDS, RECTIFICATION_METHODS } from "../../../resources/billing/billing-options.js";
import { idParamsSchema, rowSchema } from "../../crud/json-schema.js";
import { findRow } from "../../crud/read-rows.js";
import { answerFor } from "../../crud/write-rows.js";
import { INVOICES, invoiceFor, invoicesGuard } from "./invoice-access.js";
import { issueInvoice } from "./issue-invoice.js";
import { draftRectification } from "./rectify-invoice.js";
import type { Database } from "../../db/schema.js";

const tags = ["billing"];
const RECTIFYING = INVOICE_KINDS.filter((k) => k.startsWith("R"));
const reason = { type: ["string", "null"], maxLength: 500 };

// Correcting an issued invoice: a rectifying draft to review and issue, or voiding it at once by
// a rectification that negates every line. The original itself never changes but its status.
export async function rectifyRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  const answer = async (trx: Kysely<Database>, request: FastifyRequest, id: number) =>
    answerFor(trx, INVOICES, (await findRow(trx, INVOICES, id))!, request);

  app.post(
    "/invoices/:id/rectify",
    {
      onRequest: app.authenticate,
      preHandler: invoicesGuard("create"),
      schema: {
        tags,
        summary: "Drafts a rectifying invoice of an issued one",
        params: idParamsSchema,
        body: {
          type: "object",
          additionalProperties: false,
          required: ["kind", "method"],
          properties: {
            kind: { type: "string", enum: RECTIFYING },
            method: { type: "string", enum: [...RECTIFICATION_METHODS] },
            reason,
          },
        },
        response: {
          201: { ...rowSchema(INVOICES), description: "The rectifying draft, with its lines" },
          409: { description: "Only an issued invoice is rectified" },
        },
      },
    },
    async (request, reply) => {
      const body = request.body as { kind: string; method: "substitution" | "difference"; reason?: string | null };
      const created = await db.transaction().execute(async (trx) => {
        const original = await invoiceFor(trx, request, "create", true);
        const id = await draftRectification(trx, request, original, {
          kind: body.kind,
          method: body.method,
          reason: body.reason?.trim() || null,
        });
        return answer(trx, request, id);
      });
      return reply.status(201).send(created);
    },
  );

  app.post(
    "/invoices/:id/void",
    {
      onRequest: app.authenticate,
      preHandler: invoicesGuard("create"),
      schema: {
        tags,
        summary: "Voids an issued invoice by a rectifying one that negates it, issued at once",
        params: idParamsSchema,
        body: { type: "object", additionalProperties: false, properties: { reason } },
        response: {
          201: { ...rowSchema(INVOICES), description: "The issued rectifying invoice that negates it" },
          409: { description: "Only an issued invoice is voided" },
        },
      },
    },
    async (request, reply) => {
      const body = (request.body ?? {}) as { reason?: string | null };
      const created = await db.transaction().execute(async (trx) => {
        const original = await invoiceFor(trx, request, "create", true);
        const kind = original.kind === "F2" || original.kind === "R5" ? "R5" : "R4";
        const id = await draftRectification(trx, request, original, {
          kind,
          method: "difference",
          reason: body.reason?.trim() || null,
        });
        await issueInvoice(trx, request, (await findRow(trx, INVOICES, id, undefined, true))!, new Date(), true);
        return answer(trx, request, id);
      });
      return reply.status(201).send(created);
    },
  );
}
