import type { FastifyInstance, FastifyRequest } from "fastify";
import { recordAudit } from "../../../audit/record-audit.js";
import { fileAnswer } from "../../../crud/json-schema.js";
import { forbidden } from "../../../errors.js";
import { requireUser } from "../../../plugins/auth.js";
import { auditChain } from "./chain-audit.js";
import { inspectionExport } from "./inspection-export.js";
import { keepsOwnRecords, sifContext } from "./sif-context.js";

const tags = ["billing"];

// The inspection side of «NO VERI*FACTU» (docs/verifactu-signatures.md): the export of records and
// events as an inspection asks for them, and the anomaly check that logs what it finds. Admins.
const adminsOnly = async (request: FastifyRequest) => {
  const user = requireUser(request);
  if (!user.roles.some((r) => r === "admin" || r === "superadmin")) throw forbidden();
};

const DATE = { type: "string", format: "date" };

export async function sifRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;

  app.get(
    "/verifactu/export",
    {
      onRequest: app.authenticate,
      preHandler: adminsOnly,
      schema: {
        tags,
        summary:
          "Every record and event as its own signed XML, in one ZIP with an index (an inspection's export); "
          + "logged as events 08 and 09",
        querystring: { type: "object", additionalProperties: false, properties: { from: DATE, to: DATE } },
        response: { 200: fileAnswer("The ZIP: registros/*.xml, eventos/*.xml, indice.json", "application/zip") },
      },
    },
    async (request, reply) => {
      const range = request.query as { from?: string; to?: string };
      const ctx = await sifContext(app);
      const own = await keepsOwnRecords(db);
      const out = await inspectionExport(db, ctx, range, own);
      await recordAudit(db, request, {
        action: "export",
        resource: "verifactu_records",
        after: { records: out.records, events: out.events, ...range },
      });
      const stamp = new Date().toISOString().slice(0, 10);
      return reply
        .type("application/zip")
        .header("content-disposition", `attachment; filename="registros-verifactu-${stamp}.zip"`)
        .header("cache-control", "private, no-store")
        .send(Buffer.from(out.zip));
    },
  );

  app.post(
    "/verifactu/chain-check",
    {
      onRequest: app.authenticate,
      preHandler: adminsOnly,
      schema: {
        tags,
        summary:
          "Checks the chains of records and of events; in «NO VERI*FACTU» mode logs the check and any anomaly as "
          + "events",
        body: { type: ["object", "null"], additionalProperties: false, properties: {} },
        response: {
          200: {
            type: "object",
            properties: {
              ok: { type: "boolean" },
              records: { type: "integer" },
              broken: { type: ["object", "null"], additionalProperties: true },
              events: { type: "integer" },
              broken_event: { type: ["object", "null"], additionalProperties: true },
              logged: { type: "boolean", description: "Whether the check was logged (only in «NO VERI*FACTU» mode)" },
            },
          },
        },
      },
    },
    async () => {
      const own = await keepsOwnRecords(db);
      const audit = await auditChain(db, await sifContext(app), own);
      return {
        ok: !audit.broken && !audit.brokenEvent,
        records: audit.records,
        broken: audit.broken,
        events: audit.events,
        broken_event: audit.brokenEvent,
        logged: own,
      };
    },
  );
}

/** Event 01 or 02 at the process's start and stop, when the company keeps its own records. */
export async function logSystemEvent(app: FastifyInstance, kind: "start" | "stop"): Promise<void> {
  const db = app.database.db;
  try {
    if (!(await keepsOwnRecords(db))) return;
    const { recordEvent } = await import("./event-log.js");
    await recordEvent(db, await sifContext(app), { kind });
  } catch (error) {
    app.log.error({ err: error }, `event log: the ${kind} event could not be recorded`);
  }
}
