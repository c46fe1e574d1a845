import type { FastifyInstance } from "fastify";
import { errorSchema } from "../../crud/json-schema.js";
import { billingFigures } from "./billing-figures.js";
import { clientFigures, isClientOnly } from "./client-figures.js";
import { dashboardContext, type DashboardContext } from "./dashboard-context.js";
import { dashboardRange } from "./dashboard-range.js";
import { dashboardQuerySchema, dashboardSchema } from "./dashboard-schema.js";
import { educationFigures } from "./education-figures.js";
import { projectsFigures } from "./projects-figures.js";
import { salesFigures } from "./sales-figures.js";
import { supportFigures } from "./support-figures.js";
import { SectionCache } from "./section-cache.js";

// The dashboard's figures per role (issue 15, docs/dashboard-api.md): GET /api/dashboard. Each
// section is there only for a reader who may list the resource behind it, and counts only the
// rows that list would show them; a client-only user gets their own page (`client`) instead.

interface Section {
  figures: (c: DashboardContext) => Promise<object | null>;
  /** The resources whose row scope the figures follow: with the range, what tells readers apart. */
  resources: readonly string[];
  /** Figures of the reader themselves (their own tasks), whatever their scope. */
  own?: boolean;
  /** Labels in the reader's language. */
  localized?: boolean;
}

const STAFF_SECTIONS: Record<string, Section> = {
  sales: { figures: salesFigures, resources: ["leads", "lead-activities"], localized: true },
  projects: { figures: projectsFigures, resources: ["projects", "time-entries", "tasks"], own: true },
  support: { figures: supportFigures, resources: ["tickets"] },
  billing: { figures: billingFigures, resources: ["invoices", "time-entries"] },
  education: { figures: educationFigures, resources: ["course-registrations", "courses"] },
};
const CLIENT_SECTIONS: Record<string, Section> = {
  client: { figures: clientFigures, resources: ["projects", "tickets", "invoices"], own: true },
};

/** What a section's answer depends on besides the data: its readers with the same key share it. */
async function keyOf(c: DashboardContext, section: Section, lang: string): Promise<string> {
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
          200: { ...dashboardSchema, description: "The range and the sections the user may see" },
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
      const sections = isClientOnly(c.roles) ? CLIENT_SECTIONS : STAFF_SECTIONS;
      // Sections are independent: on PostgreSQL each takes its own pooled connection.
      const answers = await Promise.all(
        Object.entries(sections).map(
          async ([name, section]) =>
            [name, await cache.get(name, await keyOf(c, section, request.lang), () => section.figures(c))] as const,
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
