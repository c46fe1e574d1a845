import type { FastifyInstance } from "fastify";
import { idParamsSchema } from "../../crud/json-schema.js";
import { pathId } from "../../crud/input-guard.js";
import { notFound } from "../../errors.js";
import { previewMonth } from "./due-registrations.js";
import { issueRun } from "./issue-run.js";
import { listRuns } from "./list-runs.js";
import { runTuition } from "./run-tuition.js";
import { tuitionGuard } from "./tuition-access.js";
import { monthBounds } from "./tuition-month.js";
import { monthQuerySchema, runBodySchema, runsQuerySchema, tags } from "./tuition-schemas.js";
import { previewAnswer, runCreatedAnswer, runIssuedAnswer, runsAnswer } from "./tuition-answers.js";

const emptyBody = { type: ["object", "null"], additionalProperties: false, properties: {} };

// The monthly run: what it would draft, running it, the runs, and issuing a run's drafts.
export async function runRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;

  app.get(
    "/tuition/preview",
    {
      onRequest: [app.authenticate, tuitionGuard("list")],
      schema: {
        tags,
        summary: "What a run of the month would draft: clients, registrations, amounts, and what is charged already",
        response: { 200: previewAnswer },
        querystring: monthQuerySchema,
      },
    },
    async (request) => previewMonth(db, monthBounds((request.query as { month: string }).month)),
  );

  app.post(
    "/tuition/runs",
    {
      onRequest: [app.authenticate, tuitionGuard("create")],
      schema: {
        tags,
        summary: "Drafts the month's tuition invoices, one per client; a registration is charged once per month",
        body: runBodySchema,
        response: {
          200: { ...runCreatedAnswer, description: "Nothing left to charge this month: no run" },
          201: runCreatedAnswer,
        },
      },
    },
    async (request, reply) => {
      const { month } = request.body as { month: string };
      const result = await db.transaction().execute((trx) => runTuition(trx, { month, request }));
      if (!result.run) return reply.status(200).send(result);
      const [run] = await listRuns(db, 1, Number(result.run.id));
      return reply.status(201).send({ run, invoice_count: result.invoice_count });
    },
  );

  app.get(
    "/tuition/runs",
    {
      onRequest: [app.authenticate, tuitionGuard("list")],
      schema: {
        tags,
        summary: "The tuition runs, newest first, with their invoices (draft, issued) and remittances",
        querystring: runsQuerySchema,
        response: { 200: runsAnswer },
      },
    },
    async (request) => listRuns(db, (request.query as { limit: number }).limit),
  );

  app.post(
    "/tuition/runs/:id/issue",
    {
      onRequest: [app.authenticate, tuitionGuard("edit")],
      schema: {
        tags,
        summary: "Issues every draft of the run, in one transaction",
        params: idParamsSchema,
        body: emptyBody,
        response: { 200: runIssuedAnswer },
      },
    },
    async (request) => {
      const runId = pathId(request);
      const issued = await db.transaction().execute(async (trx) => {
        const run = await trx
          .selectFrom("tuition_runs")
          .select("id")
          .where("id", "=", runId)
          .forUpdate()
          .executeTakeFirst();
        if (!run) throw notFound();
        return issueRun(trx, request, runId);
      });
      const [run] = await listRuns(db, 1, runId);
      return { run, issued };
    },
  );
}
