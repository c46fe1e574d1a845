import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { PAGE_ACCESS, can } from "../../../resources/index.js";
import { forbidden } from "../../errors.js";
import { requireUser } from "../../plugins/auth.js";
import { errorSchema } from "../../crud/json-schema.js";
import { parseListQuery, type ListQuery } from "../../crud/list-query.js";
import type { ResourceDef } from "../../../resources/index.js";
import { auditLogView, systemLogView } from "./log-views.js";
import { listAuditLogs, listSystemLogs, type LogRow } from "./logs-sql.js";
import { auditLogRowSchema, logsQuerySchema, systemLogRowSchema } from "./logs-schemas.js";
import type { Database } from "../../db/schema.js";

// GET /api/logs (activity, admins) and GET /api/system-logs (server errors, superadmins), in the
// simple-rest list dialect so Refine's data provider, tables and useExport work unchanged.
export async function logsRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;

  const pageGuard = (page: string) => async (request: FastifyRequest) => {
    const user = requireUser(request);
    if (!can({ permissions: PAGE_ACCESS[page].permissions }, user.roles, "list")) throw forbidden();
  };

  const listRoute = (view: ResourceDef, row: Record<string, unknown>, summary: string, read: (db: Kysely<Database>, q: ListQuery) => Promise<{ rows: LogRow[]; total: number }>) =>
    app.get(
      `/${view.name}`,
      {
        // Checked before the query is validated: who may not read learns nothing about its shape.
        onRequest: [app.authenticate, pageGuard(view.name)],
        schema: {
          tags: ["users"],
          summary,
          description: "One page, newest first by default; x-total-count holds the total under the same filters.",
          querystring: logsQuerySchema(view),
          response: {
            200: { type: "array", items: row },
            ...Object.fromEntries([400, 401, 403].map((c) => [c, errorSchema])),
          },
        },
      },
      async (request, reply) => {
        const { q, ...rest } = request.query as Record<string, unknown>;
        const query = parseListQuery(view, rest);
        const text = typeof q === "string" ? q.trim() : "";
        const { rows, total } = await read(db, { ...query, search: text === "" ? undefined : text });
        reply.header("x-total-count", String(total));
        return rows;
      },
    );

  listRoute(auditLogView, auditLogRowSchema, "Activity log: who changed what, when, from where", listAuditLogs);
  listRoute(systemLogView, systemLogRowSchema, "System log: server errors with their request id", listSystemLogs);
}
