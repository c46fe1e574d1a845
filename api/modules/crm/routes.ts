import type { FastifyInstance } from "fastify";
import { duplicatesRoute } from "./duplicates-route.js";
import { leadOutcomeRoutes } from "./lead-outcome-routes.js";
import { mergeRoutes } from "./merge-routes.js";
import { questionnaireRoutes } from "./questionnaire-routes.js";
import { scoreWeightsRoutes } from "./score-weights-routes.js";
import { timelineRoutes } from "./timeline-routes.js";

// The sales area's own endpoints beyond the generic CRUD (issue 11, docs/crm-api.md); its rules on
// the generic writes are its manifest's (manifest.ts).
export async function crmRoutes(app: FastifyInstance): Promise<void> {
  await app.register(duplicatesRoute);
  await app.register(timelineRoutes);
  await app.register(questionnaireRoutes);
  await app.register(leadOutcomeRoutes);
  await app.register(mergeRoutes);
  await app.register(scoreWeightsRoutes);
}
