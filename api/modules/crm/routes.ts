import type { FastifyInstance } from "fastify";
import { registerClientTaxHooks } from "./client-tax-hooks.js";
import { duplicatesRoute } from "./duplicates-route.js";
import { registerLeadHooks } from "./lead-hooks.js";
import { leadOutcomeRoutes } from "./lead-outcome-routes.js";
import { mergeRoutes } from "./merge-routes.js";
import { questionnaireRoutes } from "./questionnaire-routes.js";
import { scoreWeightsRoutes } from "./score-weights-routes.js";
import { timelineRoutes } from "./timeline-routes.js";

// The sales area beyond the generic CRUD (issue 11, docs/crm-api.md). Registered before the
// boards, so a lead's defaults are set before its board places are counted.
export async function crmRoutes(app: FastifyInstance): Promise<void> {
  registerLeadHooks();
  registerClientTaxHooks();
  await app.register(duplicatesRoute);
  await app.register(timelineRoutes);
  await app.register(questionnaireRoutes);
  await app.register(leadOutcomeRoutes);
  await app.register(mergeRoutes);
  await app.register(scoreWeightsRoutes);
}
