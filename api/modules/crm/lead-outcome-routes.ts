import type { FastifyInstance, FastifyRequest } from "fastify";
import { sql, type Kysely } from "kysely";
import { can, getResource } from "../../../resources/index.js";
import { recordAudit } from "../../audit/record-audit.js";
import { idParamsSchema } from "../../crud/json-schema.js";
import { readScopeFor } from "../../crud/reference-scope.js";
import { scopeCondition } from "../../crud/row-scope.js";
import { conflict, fieldError } from "../../errors.js";
import { leadFor, leadsGuard } from "./lead-access.js";
import { updateLead } from "./lead-update.js";
import { CONVERT_TAX_PROPERTIES, convertTaxValues, missingForInvoices } from "./convert-tax-data.js";

// How a lead ends: converted into a client (linked to an existing one or made from the lead,
// optionally with a project opened for it), or lost with a reason. Each moves the lead to its
// pipeline's won or lost stage, when the pipeline has one.

const CLIENTS = getResource("lead-clients")!;
const PROJECTS = getResource("projects")!;

async function outcomeStage(trx: Kysely<any>, pipelineId: unknown, flag: "won" | "lost"): Promise<number | null> {
  if (pipelineId === null || pipelineId === undefined) return null;
  const row = await trx.selectFrom("pipeline_stages").select("id").where("pipeline_id", "=", pipelineId as number).where(flag, "=", true).orderBy("order").orderBy("id").executeTakeFirst();
  return (row?.id as number | undefined) ?? null;
}

async function clientFor(trx: Kysely<any>, request: FastifyRequest, lead: Record<string, unknown>, clientId: number | undefined, tax: Record<string, unknown> = {}): Promise<{ id: number; name: string }> {
  if (clientId !== undefined) {
    const scope = await readScopeFor(trx, CLIENTS, request);
    const { rows } = scope ? await sql<{ id: number; name: string }>`select id, name from lead_clients as ref_row where id = ${clientId} and ${scopeCondition(CLIENTS, scope, "ref_row")}`.execute(trx) : { rows: [] };
    if (!rows.length) throw fieldError("client_id", "validation:reference");
    return rows[0];
  }
  if (!can(CLIENTS, request.auth!.roles, "create")) throw fieldError("client_id", "validation:required");
  const values = { name: String(lead.company || lead.name), email: lead.email ?? null, phone: lead.phone ?? null, ...tax };
  const row = await trx.insertInto("lead_clients").values(values).returning(["id", "name"]).executeTakeFirstOrThrow();
  await recordAudit(trx, request, { action: "create", resource: CLIENTS.name, recordId: row.id, after: { ...values, id: row.id } });
  return row as { id: number; name: string };
}

async function openProject(trx: Kysely<any>, request: FastifyRequest, clientId: number, name: string): Promise<number> {
  if (!can(PROJECTS, request.auth!.roles, "create")) throw fieldError("create_project", "crm:convert.noProjects");
  const state = await trx.selectFrom("project_states").select("id").where("active", "=", true).orderBy("order").orderBy("id").executeTakeFirst();
  if (!state) throw fieldError("create_project", "crm:convert.noProjectState");
  const values = { name, client_id: clientId, project_state_id: state.id };
  const { id } = await trx.insertInto("projects").values(values).returning("id").executeTakeFirstOrThrow();
  await recordAudit(trx, request, { action: "create", resource: PROJECTS.name, recordId: id, after: { ...values, id } });
  return id as number;
}

export async function leadOutcomeRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db as unknown as Kysely<any>;

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
      },
    },
    async (request) => {
      const body = request.body as { client_id?: number; create_project?: boolean; project_name?: string };
      return db.transaction().execute(async (trx) => {
        const before = await leadFor(trx, request, "edit", undefined, true);
        if (before.converted_client_id) throw conflict("crm:convert.already");
        const tax = body.client_id === undefined ? convertTaxValues(request.body as Record<string, unknown>) : {};
        const client = await clientFor(trx, request, before, body.client_id, tax);
        const projectId = body.create_project ? await openProject(trx, request, client.id, body.project_name?.trim() || String(before.company || before.name)) : null;
        const won = await outcomeStage(trx, before.pipeline_id, "won");
        const values: Record<string, unknown> = { converted_client_id: client.id, ...(won && { stage_id: won }) };
        const lead = await updateLead(trx, request, before, values, [{ kind: "converted", data: { client_id: client.id, client_name: client.name, project_id: projectId } }]);
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
        body: { type: "object", additionalProperties: false, required: ["reason"], properties: { reason: { type: "string", minLength: 2, maxLength: 500, pattern: "\\S" } } },
      },
    },
    async (request) => {
      const reason = (request.body as { reason: string }).reason.trim();
      return db.transaction().execute(async (trx) => {
        const before = await leadFor(trx, request, "edit", undefined, true);
        const lost = await outcomeStage(trx, before.pipeline_id, "lost");
        const values: Record<string, unknown> = lost ? { stage_id: lost, lost_reason: reason } : { lost_reason: reason, lost_at: sql`now()`, probability: 0 };
        if (lost && before.stage_id === lost) Object.assign(values, { lost_at: before.lost_at ?? sql`now()`, probability: 0 });
        return updateLead(trx, request, before, values);
      });
    },
  );
}
