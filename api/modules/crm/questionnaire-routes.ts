import type { FastifyInstance } from "fastify";
import { sql, type Kysely } from "kysely";
import { idParamsSchema } from "../../crud/json-schema.js";
import { fieldError } from "../../errors.js";
import { leadFor, leadsGuard } from "./lead-access.js";
import { recordLeadEvent } from "./lead-events.js";
import { refreshScores, scoreBreakdown } from "./lead-score.js";
import { questionnairesAnswer } from "./crm-answers.js";
import type { Database } from "../../db/schema.js";

// The lead page's questionnaires: the active questions of both, each with this lead's answer, and
// one answer set (or cleared) at a time, answering the new score. Whoever may edit the lead may
// answer; the generic lead-answers resource is for admins.

const QUESTIONNAIRES = {
  general: { table: "lead_questions", column: "question_id" },
  financial: { table: "lead_financial_questions", column: "financial_question_id" },
} as const;
type Questionnaire = keyof typeof QUESTIONNAIRES;

interface Option {
  id: string;
  label: string;
  points: number;
}

const breakdownSchema = {
  type: "object",
  properties: {
    score: { type: "integer" },
    parts: {
      type: "array",
      items: {
        type: "object",
        properties: {
          key: { type: "string" },
          weight: { type: "integer" },
          ratio: { type: "number" },
          points: { type: "number" },
        },
      },
    },
  },
};

async function questionsOf(db: Kysely<Database>, leadId: number, which: Questionnaire) {
  const { table, column } = QUESTIONNAIRES[which];
  const { rows } = await sql<{
    id: number;
    question: string;
    kind: string;
    options: Option[];
    option_id: string | null;
    text: string | null;
    answered: boolean;
  }>`
    select q.id, q.question, q.kind, q.options, a.option_id, a.text, a.id is not null as answered
    from ${sql.table(table)} q left join lead_answers a on a.${sql.ref(column)} = q.id and a.lead_id = ${leadId}
    where q.active order by q."order", q.id`.execute(db);
  return rows.map((q) => ({
    id: q.id,
    question: q.question,
    kind: q.kind,
    options: q.options,
    answer: q.answered
      ? { option_id: q.option_id, text: q.text, points: q.options.find((o) => o.id === q.option_id)?.points ?? null }
      : null,
  }));
}

export async function questionnaireRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  const docs = (summary: string) => ({ tags: ["crm"], summary, params: idParamsSchema });

  app.get(
    "/leads/:id/score",
    {
      onRequest: app.authenticate,
      preHandler: leadsGuard("show"),
      schema: { ...docs("A lead's score and why"), response: { 200: breakdownSchema } },
    },
    async (request) => {
      const lead = await leadFor(db, request, "show");
      return scoreBreakdown(db, Number(lead.id));
    },
  );

  app.get(
    "/leads/:id/questionnaires",
    {
      onRequest: app.authenticate,
      preHandler: leadsGuard("show"),
      schema: { ...docs("The questionnaires with this lead's answers"), response: { 200: questionnairesAnswer } },
    },
    async (request) => {
      const lead = await leadFor(db, request, "show");
      return {
        general: await questionsOf(db, Number(lead.id), "general"),
        financial: await questionsOf(db, Number(lead.id), "financial"),
      };
    },
  );

  app.put(
    "/leads/:id/answers",
    {
      onRequest: app.authenticate,
      preHandler: leadsGuard("edit"),
      schema: {
        ...docs("Sets or clears one answer; answers the new score"),
        body: {
          type: "object",
          additionalProperties: false,
          required: ["questionnaire", "question_id"],
          properties: {
            questionnaire: { type: "string", enum: ["general", "financial"] },
            question_id: { type: "integer", minimum: 1, maximum: 2147483647 },
            option_id: { type: ["string", "null"], maxLength: 40 },
            text: { type: ["string", "null"], maxLength: 5000 },
          },
        },
        response: { 200: breakdownSchema },
      },
    },
    async (request) => {
      const body = request.body as {
        questionnaire: Questionnaire;
        question_id: number;
        option_id?: string | null;
        text?: string | null;
      };
      const { table, column } = QUESTIONNAIRES[body.questionnaire];
      return db.transaction().execute(async (trx) => {
        const lead = await leadFor(trx, request, "edit", undefined, true);
        const leadId = Number(lead.id);
        const question = await trx
          .selectFrom(table)
          .select(["id", "question", "kind", "options"])
          .where("id", "=", body.question_id)
          .where("active", "=", true)
          .executeTakeFirst();
        if (!question) throw fieldError("question_id", "validation:reference");
        const options = question.options as Option[];
        const option = body.option_id ? options.find((o) => o.id === body.option_id) : undefined;
        if (question.kind === "enumerated" && body.option_id && !option)
          throw fieldError("option_id", "validation:reference");
        const text = question.kind === "developed" ? body.text?.trim() || null : null;
        const optionId = question.kind === "enumerated" ? (option?.id ?? null) : null;
        await trx
          .deleteFrom("lead_answers")
          .where("lead_id", "=", leadId)
          .where(column, "=", body.question_id)
          .execute();
        if (optionId || text) {
          await trx
            .insertInto("lead_answers")
            .values({ lead_id: leadId, [column]: body.question_id, option_id: optionId, text })
            .execute();
        }
        await recordLeadEvent(trx, {
          leadId,
          kind: "answer",
          actorId: request.auth!.id,
          data: {
            questionnaire: body.questionnaire,
            question: question.question,
            answer: option?.label ?? text,
            points: option?.points ?? null,
          },
        });
        await refreshScores(trx, [leadId]);
        return scoreBreakdown(trx, leadId);
      });
    },
  );
}
