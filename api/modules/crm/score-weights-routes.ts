import type { FastifyInstance } from "fastify";
import { ADMIN_ONLY, can, STAFF_READ } from "../../../resources/index.js";
import { recordAudit } from "../../audit/record-audit.js";
import { forbidden, validationFailed } from "../../errors.js";
import { requireUser } from "../../plugins/auth.js";
import { rescoreAllAfterCommit, scoreWeights, type ScoreWeights } from "./lead-score.js";
import { SCORE_PARTS } from "../../../resources/crm/lead-page-answers.js";

// The lead score's weights: staff read them (the lead page explains a score with them), admins
// set them; every lead's score follows, just after the answer.
const weightsSchema = {
  type: "object",
  additionalProperties: false,
  required: [...SCORE_PARTS],
  properties: Object.fromEntries(SCORE_PARTS.map((k) => [k, { type: "integer", minimum: 0, maximum: 100 }])),
};

export async function scoreWeightsRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  const guard =
    (permissions: typeof STAFF_READ, action: "show" | "edit") => async (request: Parameters<typeof requireUser>[0]) => {
      if (!can({ permissions }, requireUser(request).roles, action)) throw forbidden();
    };

  app.get(
    "/crm/score-weights",
    {
      onRequest: app.authenticate,
      preHandler: guard(STAFF_READ, "show"),
      schema: { tags: ["crm"], summary: "The lead score's weights", response: { 200: weightsSchema } },
    },
    async () => scoreWeights(db),
  );

  app.put(
    "/crm/score-weights",
    {
      onRequest: app.authenticate,
      preHandler: guard(ADMIN_ONLY, "edit"),
      schema: {
        tags: ["crm"],
        summary: "Sets the lead score's weights (they add up to 100)",
        body: weightsSchema,
        response: { 200: weightsSchema },
      },
    },
    async (request) => {
      const weights = request.body as ScoreWeights;
      const total = SCORE_PARTS.reduce((sum, k) => sum + weights[k], 0);
      if (total !== 100)
        throw validationFailed(
          Object.fromEntries(SCORE_PARTS.map((k) => [k, [{ key: "crm:weights.total", params: { total } }]])),
        );
      return db.transaction().execute(async (trx) => {
        const before = await scoreWeights(trx);
        await trx.updateTable("lead_score_weights").set(weights).where("id", "=", 1).execute();
        await recordAudit(trx, request, {
          action: "update",
          resource: "score-weights",
          recordId: 1,
          before: { ...before },
          after: { ...weights },
        });
        await rescoreAllAfterCommit(trx, app);
        return weights;
      });
    },
  );
}
