import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { PAGE_ACCESS, can } from "../../../resources/index.js";
import { forbidden } from "../../errors.js";
import { requireUser } from "../../plugins/auth.js";
import { errorSchema, fileAnswer } from "../../crud/json-schema.js";
import { parseListQuery, type ListQuery } from "../../crud/list-query.js";
import type { ResourceDef } from "../../../resources/index.js";
import { auditLogView, systemLogView } from "./log-views.js";
import { listAuditLogs, listSystemLogs, type LogRow } from "./logs-sql.js";
import { auditLogRowSchema, logsQuerySchema, systemLogRowSchema } from "./logs-schemas.js";
import { logsCsv } from "./logs-csv.js";

/** The activity log's CSV holds the first rows in the list's order, at most this many. */
export const LOGS_EXPORT_MAX_ROWS = 10_000;
const EXPORT_PAGE = 1_000;

/** The list's query of a request: its filters, order and page, and `q` searched as the reader remembers. */
function listQueryOf(view: ResourceDef, request: FastifyRequest): ListQuery {
  const { q, ...rest } = request.query as Record<string, unknown>;
  const text = typeof q === "string" ? q.trim() : "";
  return { ...parseListQuery(view, rest), search: text === "" ? undefined : text };
}
import type { Database } from "../../db/schema.js";

// GET /api/logs (activity, admins) and GET /api/system-logs (server errors, superadmins), in the
// simple-rest list dialect so Refine's data provider and tables work unchanged; GET
// /api/logs/export.csv the activity under the same query as a file, as every list's export is.

export async function logsRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;

  const pageGuard = (page: string) => async (request: FastifyRequest) => {
    const user = requireUser(request);
    if (!can({ permissions: PAGE_ACCESS[page].permissions }, user.roles, "list")) throw forbidden();
  };

  const listRoute = (
    view: ResourceDef,
    row: Record<string, unknown>,
    summary: string,
    read: (db: Kysely<Database>, q: ListQuery) => Promise<{ rows: LogRow[]; total: number }>,
  ) =>
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
        const { rows, total } = await read(db, listQueryOf(view, request));
        reply.header("x-total-count", String(total));
        return rows;
      },
    );

  listRoute(auditLogView, auditLogRowSchema, "Activity log: who changed what, when, from where", listAuditLogs);
  listRoute(systemLogView, systemLogRowSchema, "System log: server errors with their request id", listSystemLogs);

  app.get(
    `/${auditLogView.name}/export.csv`,
    {
      onRequest: [app.authenticate, pageGuard(auditLogView.name)],
      schema: {
        tags: ["users"],
        summary: "Activity log as CSV",
        description: `The list's rows under its filters and order, at most ${LOGS_EXPORT_MAX_ROWS}: UTF-8 CSV.`,
        querystring: logsQuerySchema(auditLogView),
        response: {
          200: fileAnswer("UTF-8 CSV with a BOM", "text/csv"),
          ...Object.fromEntries([400, 401, 403].map((c) => [c, errorSchema])),
        },
      },
    },
    async (request, reply) => {
      const query = listQueryOf(auditLogView, request);
      const rows: LogRow[] = [];
      for (let offset = 0; rows.length < LOGS_EXPORT_MAX_ROWS; offset += EXPORT_PAGE) {
        const limit = Math.min(EXPORT_PAGE, LOGS_EXPORT_MAX_ROWS - rows.length);
        const page = await listAuditLogs(db, { ...query, offset, limit });
        rows.push(...page.rows);
        if (page.rows.length < limit) break;
      }
      const csv = logsCsv(rows, request.t);
      reply.type("text/csv; charset=utf-8").header("content-disposition", 'attachment; filename="logs.csv"');
      return reply.send(csv);
    },
  );
}
