import type { FastifyInstance } from "fastify";
import { idParamsSchema } from "../../crud/json-schema.js";
import { pathId } from "../../crud/input-guard.js";
import { badRequest } from "../../errors.js";
import { leadFor, leadsGuard } from "./lead-access.js";
import { mergeLeads, mergePreview, MERGEABLE } from "./merge-leads.js";
import { undoMerge } from "./merge-undo.js";
import { mergedAnswer, mergePreviewAnswer, unmergedAnswer } from "./crm-answers.js";

// Merging two leads: a field-by-field preview, the merge, and its undo (24 hours).
const sourceId = { type: "integer", minimum: 1, maximum: 2147483647 };

export async function mergeRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;

  app.get(
    "/leads/:id/merge-preview",
    {
      onRequest: app.authenticate,
      preHandler: leadsGuard("edit"),
      schema: {
        tags: ["crm"],
        summary: "Both leads and how their fields differ",
        params: idParamsSchema,
        querystring: { type: "object", additionalProperties: false, properties: { source_id: sourceId } },
        response: { 200: mergePreviewAnswer },
      },
    },
    async (request) => {
      // Required, but checked here: an unknown parameter is named first, like every list's.
      const id = (request.query as { source_id?: number }).source_id;
      if (id === undefined) throw badRequest("errors:invalidFilterValue", { field: "source_id" });
      const target = await leadFor(db, request, "edit");
      const source = await leadFor(db, request, "edit", id);
      return mergePreview(target, source);
    },
  );

  app.post(
    "/leads/:id/merge",
    {
      onRequest: app.authenticate,
      preHandler: leadsGuard("edit"),
      schema: {
        tags: ["crm"],
        summary: "Merges another lead (the source) into this one",
        params: idParamsSchema,
        body: {
          type: "object",
          additionalProperties: false,
          required: ["source_id"],
          properties: {
            source_id: sourceId,
            take: { type: "array", uniqueItems: true, items: { type: "string", enum: MERGEABLE }, default: [] },
          },
        },
        response: { 200: mergedAnswer },
      },
    },
    async (request) => {
      const body = request.body as { source_id: number; take: string[] };
      return db.transaction().execute((trx) => mergeLeads(trx, request, pathId(request), body.source_id, body.take));
    },
  );

  app.post(
    "/lead-merges/:id/undo",
    {
      onRequest: app.authenticate,
      preHandler: leadsGuard("edit"),
      schema: {
        tags: ["crm"],
        summary: "Undoes a merge (within 24 hours)",
        params: idParamsSchema,
        response: { 200: unmergedAnswer, 409: { description: "Undone already, or past 24 hours" } },
      },
    },
    async (request) => db.transaction().execute((trx) => undoMerge(trx, request, pathId(request))),
  );
}
