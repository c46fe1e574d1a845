import type { FastifyInstance } from "fastify";
import { errorSchema } from "../../crud/json-schema.js";
import { isClientOnly } from "./client-figures.js";
import { dashboardContext, type DashboardContext } from "./dashboard-context.js";
import { dashboardRange } from "./dashboard-range.js";
import { dashboardQuerySchema, dashboardSchemaOf } from "./dashboard-schema.js";
import type { DashboardSection } from "./dashboard-section.js";
import { SectionCache } from "./section-cache.js";

// The dashboard's figures per role (issue 15, docs/dashboard-api.md): GET /api/dashboard. The
// sections are the manifests' (ApiManifest.dashboardSections). Each is there only for a reader who
// may list the resource behind it, and counts only the rows that list would show them; a
// client-only user gets their own page's sections (`client`) instead of the team's.

/** What a section's answer depends on besides the data: its readers with the same key share it. */
async function keyOf(c: DashboardContext, section: DashboardSection, lang: string): Promise<string> {
  const scopes = await Promise.all(section.resources.map((r) => c.scope(r)));
  return JSON.stringify([
    c.range.from,
    c.range.to,
    c.range.today,
    c.range.at,
    scopes,
    section.own ? c.userId : null,
    section.localized ? lang : null,
  ]);
}

export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  const cache = new SectionCache();
  const registered = app.manifests.flatMap((m) => m.dashboardSections ?? []);
  const forAudience = (audience: DashboardSection["audience"]) => registered.filter((s) => s.audience === audience);
  const staff = forAudience("staff");
  const client = forAudience("client");
  app.addHook("onReady", async () => cache.start(app.database));
  app.addHook("onClose", async () => cache.close());
  app.get(
    "/dashboard",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["dashboard"],
        summary: "The dashboard's figures for the signed-in user, over a date range",
        operationId: "dashboard_show",
        querystring: dashboardQuerySchema,
        response: {
          200: { ...dashboardSchemaOf(registered), description: "The range and the sections the user may see" },
          400: {
            ...errorSchema,
            description: "A bad date, from after to, a range over 366 days or an unknown parameter",
          },
          401: { ...errorSchema, description: "Not signed in" },
        },
      },
    },
    async (request) => {
      const range = await dashboardRange(db, request.query as { from?: string; to?: string });
      const c = dashboardContext(db, request, range);
      const sections = isClientOnly(c.roles) ? client : staff;
      // Sections are independent: on PostgreSQL each takes its own pooled connection.
      const answers = await Promise.all(
        sections.map(
          async (section) =>
            [
              section.name,
              await cache.get(section.name, await keyOf(c, section, request.lang), () => section.figures(c)),
            ] as const,
        ),
      );
      const { from, to, previous, week } = range;
      return {
        range: { from, to, previous, week },
        ...Object.fromEntries(answers.filter(([, value]) => value !== null)),
      };
    },
  );
}
