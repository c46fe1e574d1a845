import type { FastifyInstance, FastifyRequest } from "fastify";
import { pathId } from "../../crud/input-guard.js";
import { errorSchema, fileAnswer, idParamsSchema, rowSchema } from "../../crud/json-schema.js";
import { isOutsider } from "../../crud/staff-only.js";
import { forbidden } from "../../errors.js";
import { accessGuard } from "../../plugins/access.js";
import { REGISTRATION_STATUSES } from "../../../resources/education/education-options.js";
import { COURSES, REGISTRATIONS } from "./registration-access.js";
import { rosterCsv } from "./roster-csv.js";
import { rosterOf } from "./roster-data.js";
import { renderRosterPdf } from "./roster-pdf.js";

const tags = ["education"];
const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, errorSchema]));
const registration = rowSchema(REGISTRATIONS);
const nullableString = { type: ["string", "null"] };
const count = { type: "integer", minimum: 0 };

const rosterSchema = {
  type: "object",
  required: ["course", "occupancy", "seated", "waitlist", "withdrawn", "completed"],
  properties: {
    course: {
      type: "object",
      required: ["id", "name", "seats"],
      properties: {
        id: { type: "integer" },
        name: { type: "string" },
        seats: { type: "integer" },
        start_date: nullableString,
        end_date: nullableString,
        teacher_name: nullableString,
        sessions: {
          type: "array",
          items: {
            type: "object",
            properties: {
              weekday: { type: "string" },
              start_time: { type: "string" },
              end_time: { type: "string" },
              room: nullableString,
            },
          },
        },
      },
    },
    occupancy: {
      type: "object",
      required: ["seats", "free", ...REGISTRATION_STATUSES],
      properties: { seats: count, free: count, ...Object.fromEntries(REGISTRATION_STATUSES.map((s) => [s, count])) },
    },
    seated: { type: "array", items: registration, description: "Pending and confirmed, by student name" },
    waitlist: {
      type: "array",
      description: "In promotion order; position 1 is the next to get a seat",
      items: {
        ...registration,
        properties: { ...(registration.properties as object), position: { type: "integer", minimum: 1 } },
      },
    },
    withdrawn: { type: "array", items: registration, description: "Latest first" },
    completed: { type: "array", items: registration },
  },
};

// A course page's roster (docs/education-api.md, "Course pages and the portal"): staff who read
// the course; clients never see other families' children (403).
export async function rosterRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  const staffOnly = [
    accessGuard(COURSES, "show"),
    async (request: FastifyRequest) => {
      if (isOutsider(request)) throw forbidden();
    },
  ];

  app.get(
    "/courses/:id/roster",
    {
      onRequest: app.authenticate,
      preHandler: staffOnly,
      schema: {
        tags,
        summary: "A course's occupancy, seated students, waitlist (with positions) and withdrawals",
        params: idParamsSchema,
        response: { 200: rosterSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => rosterOf(db, request, pathId(request)),
  );

  app.get(
    "/courses/:id/roster.csv",
    {
      onRequest: app.authenticate,
      preHandler: staffOnly,
      schema: {
        tags,
        summary: "The roster as CSV (seated, then the waitlist), in the reader's language",
        params: idParamsSchema,
        response: { 200: fileAnswer("UTF-8 CSV with a BOM", "text/csv"), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const id = pathId(request);
      const csv = rosterCsv(request.t, await rosterOf(db, request, id));
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="roster-${id}.csv"`)
        .send(csv);
    },
  );

  app.get(
    "/courses/:id/roster.pdf",
    {
      onRequest: app.authenticate,
      preHandler: staffOnly,
      schema: {
        tags,
        summary: "The roster as a PDF (course, schedule, teacher, seated, waitlist), in the reader's language",
        params: idParamsSchema,
        response: { 200: fileAnswer("The roster", "application/pdf"), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const id = pathId(request);
      const pdf = await renderRosterPdf(await rosterOf(db, request, id), request.t, request.lang);
      return reply
        .type("application/pdf")
        .header("content-disposition", `attachment; filename="roster-${id}.pdf"`)
        .send(pdf);
    },
  );
}
