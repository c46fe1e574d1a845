import type { FastifyInstance, FastifyRequest } from "fastify";
import { sql, type Kysely } from "kysely";
import { can } from "../../../resources/index.js";
import { recordAudit } from "../../audit/record-audit.js";
import { idParamsSchema } from "../../crud/json-schema.js";
import { readScopeFor } from "../../crud/reference-scope.js";
import { scopeCondition } from "../../crud/row-scope.js";
import { conflict, fieldError } from "../../errors.js";
import { leadFor, leadsGuard } from "./lead-access.js";
import { updateLead } from "./lead-update.js";
import { CONVERT_TAX_PROPERTIES, convertTaxValues, missingForInvoices } from "./convert-tax-data.js";
import { convertedAnswer, leadAnswer } from "./crm-answers.js";
import { rowOf } from "../../db/dynamic-table.js";
import type { Database } from "../../db/schema.js";
import { leadClients } from "../../../resources/crm/lead-clients.js";
import { projects } from "../../../resources/projects/projects.js";

// How a lead ends: converted into a client (linked to an existing one or made from the lead,
// optionally with a project opened for it), or lost with a reason; and how it opens again. Each
// says the lead's outcome, and its status and stage follow (lead-outcome.ts). Converting keeps
// the lead's owner and makes them the client's account manager.

const CLIENTS = leadClients;
const PROJECTS = projects;

interface Client {
  id: number;
  name: string;
  account_manager_id: number | null;
}

async function clientFor(
  trx: Kysely<Database>,
  request: FastifyRequest,
  lead: Record<string, unknown>,
  clientId: number | undefined,
  tax: Record<string, unknown> = {},
): Promise<Client> {
  if (clientId !== undefined) {
    const scope = await readScopeFor(trx, CLIENTS, request);
    const inScope = scope ? scopeCondition(CLIENTS, scope, "ref_row") : sql`false`;
    const { rows } = await sql<Client>`
      select id, name, account_manager_id from lead_clients as ref_row
      where id = ${clientId} and ${inScope} for update`.execute(trx);
    if (!rows.length) throw fieldError("client_id", "validation:reference");
    return rows[0];
  }
  if (!can(CLIENTS, request.auth!.roles, "create")) throw fieldError("client_id", "validation:required");
  const read = rowOf("leads", lead);
  const values = {
    name: read.company || read.name,
    email: read.email,
    phone: read.phone,
    account_manager_id: read.owner_id,
    ...tax,
  };
  const row = await trx
    .insertInto("lead_clients")
    .values(values)
    .returning(["id", "name", "account_manager_id"])
    .executeTakeFirstOrThrow();
  await recordAudit(trx, request, {
    action: "create",
    resource: CLIENTS.name,
    recordId: row.id,
    after: { ...values, id: row.id },
  });
  return row as Client;
}

/** The lead's owner looks after the client it became (an unassigned lead leaves the client as it was). */
async function assignAccountManager(trx: Kysely<Database>, request: FastifyRequest, client: Client, ownerId: unknown) {
  if (ownerId === null || ownerId === undefined || Number(ownerId) === client.account_manager_id) return;
  await trx
    .updateTable("lead_clients")
    .set({ account_manager_id: Number(ownerId), version: sql`version + 1`, updated_at: sql`now()` })
    .where("id", "=", client.id)
    .execute();
  const before = { account_manager_id: client.account_manager_id };
  const after = { account_manager_id: Number(ownerId) };
  await recordAudit(trx, request, { action: "update", resource: CLIENTS.name, recordId: client.id, before, after });
}

async function openProject(
  trx: Kysely<Database>,
  request: FastifyRequest,
  clientId: number,
  name: string,
): Promise<number> {
  if (!can(PROJECTS, request.auth!.roles, "create")) throw fieldError("create_project", "crm:convert.noProjects");
  const state = await trx
    .selectFrom("project_states")
    .select("id")
    .where("active", "=", true)
    .orderBy("order")
    .orderBy("id")
    .executeTakeFirst();
  if (!state) throw fieldError("create_project", "crm:convert.noProjectState");
  const values = { name, client_id: clientId, project_state_id: state.id };
  const { id } = await trx.insertInto("projects").values(values).returning("id").executeTakeFirstOrThrow();
  await recordAudit(trx, request, {
    action: "create",
    resource: PROJECTS.name,
    recordId: id,
    after: { ...values, id },
  });
  return id as number;
}

export async function leadOutcomeRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;

  app.post(
    "/leads/:id/convert",
    {
      onRequest: app.authenticate,
      preHandler: leadsGuard("edit"),
      schema: {
        tags: ["crm"],
        summary: "Converts a lead into a client, optionally opening a project",
        params: idParamsSchema,
        body: {
          type: "object",
          additionalProperties: false,
          properties: {
            client_id: { type: "integer", minimum: 1, maximum: 2147483647 },
            create_project: { type: "boolean", default: false },
            project_name: { type: "string", minLength: 2, maxLength: 200 },
            // The new client's tax id and address (optional: the answer's `missing` says what an F1 still needs).
            ...CONVERT_TAX_PROPERTIES,
          },
        },
        response: { 200: convertedAnswer, 409: { description: "Converted already" } },
      },
    },
    async (request) => {
      const body = request.body as { client_id?: number; create_project?: boolean; project_name?: string };
      return db.transaction().execute(async (trx) => {
        const before = await leadFor(trx, request, "edit", undefined, true);
        if (before.converted_client_id) throw conflict("crm:convert.already");
        const tax = body.client_id === undefined ? convertTaxValues(request.body as Record<string, unknown>) : {};
        const client = await clientFor(trx, request, before, body.client_id, tax);
        await assignAccountManager(trx, request, client, before.owner_id);
        const projectName = body.project_name?.trim() || String(before.company || before.name);
        const projectId = body.create_project ? await openProject(trx, request, client.id, projectName) : null;
        const values = { converted_client_id: client.id, outcome: "won" };
        const data = { client_id: client.id, client_name: client.name, project_id: projectId };
        const converted = { kind: "converted" as const, data };
        const lead = await updateLead(trx, request, before, values, [converted]);
        return { lead, client_id: client.id, project_id: projectId, missing: await missingForInvoices(trx, client.id) };
      });
    },
  );

  app.post(
    "/leads/:id/lose",
    {
      onRequest: app.authenticate,
      preHandler: leadsGuard("edit"),
      schema: {
        tags: ["crm"],
        summary: "Marks a lead lost, with a reason",
        params: idParamsSchema,
        body: {
          type: "object",
          additionalProperties: false,
          required: ["reason"],
          properties: { reason: { type: "string", minLength: 2, maxLength: 500, pattern: "\\S" } },
        },
        response: { 200: leadAnswer("The lost lead") },
      },
    },
    async (request) => {
      const reason = (request.body as { reason: string }).reason.trim();
      return db.transaction().execute(async (trx) => {
        const before = await leadFor(trx, request, "edit", undefined, true);
        return updateLead(trx, request, before, { outcome: "lost", lost_reason: reason });
      });
    },
  );

  app.post(
    "/leads/:id/reopen",
    {
      onRequest: app.authenticate,
      preHandler: leadsGuard("edit"),
      schema: {
        tags: ["crm"],
        summary: "Opens a lost (or won, not converted) lead again, in the first open status and stage",
        params: idParamsSchema,
        response: { 200: leadAnswer("The open lead"), 409: { description: "Open already" } },
      },
    },
    async (request) =>
      db.transaction().execute(async (trx) => {
        const before = await leadFor(trx, request, "edit", undefined, true);
        if (before.outcome === "open") throw conflict("crm:reopen.open");
        const reopened = { kind: "reopened" as const, data: { from: before.outcome } };
        return updateLead(trx, request, before, { outcome: "open" }, [reopened]);
      }),
  );
}
