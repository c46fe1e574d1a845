import type { FastifyInstance } from "fastify";
import { sql, type Kysely } from "kysely";
import { SURCHARGE_BY_VAT } from "../../../resources/billing/billing-options.js";
import { recordAudit } from "../../audit/record-audit.js";
import { conflict, fieldError } from "../../errors.js";
import { findRow } from "../../crud/read-rows.js";
import { rowSchema } from "../../crud/json-schema.js";
import { unbilledAnswer } from "./billing-answers.js";
import { answerFor } from "../../crud/write-rows.js";
import { recomputeAmounts } from "./invoice-amounts.js";
import { companyToday } from "./invoice-status.js";
import { INVOICES, invoicesGuard } from "./invoice-access.js";
import { groupEntries, unbilledEntries, type UnbilledEntry } from "./unbilled-time.js";
import { rowOf } from "../../db/dynamic-table.js";
import type { Database } from "../../db/schema.js";

const tags = ["billing"];
const id = { type: "integer", minimum: 1, maximum: 2147483647 };

// "Invoice unbilled time": the list to choose from, and the draft made of the chosen entries.
// The entries are taken under their row locks and only while no line holds them, so two people
// invoicing the same hours at once get one draft and one 409: nothing is billed twice.
export async function unbilledRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;

  app.get(
    "/billing/unbilled-time",
    {
      onRequest: app.authenticate,
      preHandler: invoicesGuard("create"),
      schema: {
        tags,
        summary: "Billable time not invoiced yet, of a client or a project, grouped by task or by person",
        querystring: {
          type: "object",
          additionalProperties: false,
          properties: {
            client_id: { type: "string", pattern: "^[1-9][0-9]{0,9}$" },
            project_id: { type: "string", pattern: "^[1-9][0-9]{0,9}$" },
            group: { type: "string", enum: ["task", "person"], default: "task" },
          },
        },
        response: {
          200: unbilledAnswer,
          422: { description: "Neither client_id nor project_id: { errors: { client_id } }" },
        },
      },
    },
    async (request) => {
      const q = request.query as { client_id?: string; project_id?: string; group: "task" | "person" };
      if (!q.client_id && !q.project_id) throw fieldError("client_id", "validation:required");
      const entries = await unbilledEntries(db, {
        clientId: q.client_id ? Number(q.client_id) : undefined,
        projectId: q.project_id ? Number(q.project_id) : undefined,
      });
      const groups = groupEntries(entries, q.group);
      return {
        groups,
        minutes: entries.reduce((a, e) => a + e.minutes, 0),
        amount: groups.reduce((a, g) => a + g.amount, 0),
        missing_rates: [...new Set(entries.filter((e) => e.rate === null).map((e) => e.user_name))],
      };
    },
  );

  app.post(
    "/billing/unbilled-time/invoice",
    {
      onRequest: app.authenticate,
      preHandler: invoicesGuard("create"),
      schema: {
        tags,
        summary: "Makes a draft invoice of the chosen unbilled time entries, a line per group",
        body: {
          type: "object",
          additionalProperties: false,
          required: ["client_id", "entry_ids"],
          properties: {
            client_id: id,
            project_id: id,
            series_id: id,
            group: { type: "string", enum: ["task", "person"], default: "task" },
            entry_ids: { type: "array", items: id, minItems: 1, maxItems: 5000, uniqueItems: true },
          },
        },
        response: {
          201: { ...rowSchema(INVOICES), description: "The draft invoice, a line per group" },
          409: { description: "Some entries were invoiced meanwhile" },
        },
      },
    },
    async (request, reply) => {
      const body = request.body as {
        client_id: number;
        project_id?: number;
        series_id?: number;
        group: "task" | "person";
        entry_ids: number[];
      };
      const created = await db.transaction().execute(async (trx) => {
        const client = await trx
          .selectFrom("lead_clients")
          .select(["id", "language", "equivalence_surcharge", "mandate_id"])
          .where("id", "=", body.client_id)
          .executeTakeFirst();
        if (!client) throw fieldError("client_id", "validation:reference");
        const entries = await unbilledEntries(trx, { entryIds: body.entry_ids, projectId: body.project_id }, true);
        if (entries.length !== body.entry_ids.length) throw conflict("billing-api:entriesTaken");
        if (entries.some((e) => e.client_id !== body.client_id))
          throw fieldError("entry_ids", "billing-api:entriesOtherClient");
        const invoiceId = await insertDraft(trx, body, client);
        await linesFromTime(trx, invoiceId, groupEntries(entries, body.group), Boolean(client.equivalence_surcharge));
        await recomputeAmounts(trx, invoiceId, 0);
        await recordAudit(trx, request, {
          action: "create",
          resource: "invoices",
          recordId: invoiceId,
          after: { from_time_entries: body.entry_ids.length },
        });
        return answerFor(trx, INVOICES, (await findRow(trx, INVOICES, invoiceId))!, request);
      });
      return reply.status(201).send(created);
    },
  );

  async function insertDraft(
    trx: Kysely<Database>,
    body: { client_id: number; project_id?: number; series_id?: number },
    client: Record<string, unknown>,
  ): Promise<number> {
    const series = await trx
      .selectFrom("invoice_series")
      .select("id")
      .where("kind", "=", "standard")
      .where("active", "=", true)
      .$if(body.series_id !== undefined, (q) => q.where("id", "=", body.series_id!))
      .orderBy("id")
      .executeTakeFirst();
    if (!series) throw fieldError("series_id", "billing-api:seriesKind");
    const recipient = rowOf("lead_clients", client);
    const { id: invoiceId } = await trx
      .insertInto("invoices")
      .values({
        kind: "F1",
        series_id: series.id,
        client_id: body.client_id,
        project_id: body.project_id ?? null,
        issue_date: companyToday(),
        due_date: sql`${companyToday()} + (select payment_days from company where id = 1)`,
        language: recipient.language ?? sql<string>`(select default_language from company where id = 1)`,
        surcharge: recipient.equivalence_surcharge,
        // A client with a SEPA mandate pays by direct debit, as the editor proposes.
        payment_method: recipient.mandate_id ? "direct_debit" : "transfer",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return Number(invoiceId);
  }

  async function linesFromTime(
    trx: Kysely<Database>,
    invoiceId: number,
    groups: ReturnType<typeof groupEntries>,
    surcharge: boolean,
  ): Promise<void> {
    const { default_tax_rate: vat } = await trx
      .selectFrom("company")
      .select("default_tax_rate")
      .where("id", "=", 1)
      .executeTakeFirstOrThrow();
    for (const [position, group] of groups.entries()) {
      const { id: lineId } = await trx
        .insertInto("invoice_lines")
        .values({
          invoice_id: invoiceId,
          position,
          description: group.label,
          quantity: group.hours,
          unit_price: group.rate,
          vat_rate: Number(vat),
          surcharge_rate: surcharge ? (SURCHARGE_BY_VAT[Number(vat)] ?? 0) : 0,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const ids = group.entries.map((e: UnbilledEntry) => e.id);
      const taken = await trx
        .updateTable("time_entries")
        .set({ invoice_line_id: lineId })
        .where("id", "in", ids)
        .where("invoice_line_id", "is", null)
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) !== ids.length) throw conflict("billing-api:entriesTaken");
    }
  }
}
