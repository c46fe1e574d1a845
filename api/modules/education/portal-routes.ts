import type { FastifyInstance, FastifyRequest } from "fastify";
import { PAGE_ACCESS, can } from "../../../resources/index.js";
import { errorSchema, rowSchema } from "../../crud/json-schema.js";
import { selectRows } from "../../crud/read-rows.js";
import { readViewFor } from "../../crud/reference-scope.js";
import { rowScopeFor, scopeCondition } from "../../crud/row-scope.js";
import { forReader } from "../../crud/staff-only.js";
import { forbidden } from "../../errors.js";
import { accessGuard } from "../../plugins/access.js";
import { requireUser } from "../../plugins/auth.js";
import { catalogueFor } from "./catalogue-data.js";
import { waitlistPositions } from "./occupancy.js";
import { COURSES, REGISTRATIONS } from "./registration-access.js";
import { enrollments } from "../../../resources/education/enrollments.js";

const tags = ["education"];
const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, errorSchema]));
const withProps = (schema: Record<string, unknown>, more: Record<string, unknown>) => ({
  ...schema,
  properties: { ...(schema.properties as object), ...more },
});
const session = {
  type: "object",
  properties: {
    weekday: { type: "string" },
    start_time: { type: "string" },
    end_time: { type: "string" },
    room: { type: ["string", "null"] },
  },
};

const catalogueSchema = {
  type: "object",
  required: ["courses", "offers"],
  properties: {
    courses: {
      type: "array",
      items: withProps(rowSchema(COURSES), {
        free_seats: { type: "integer", minimum: 0 },
        waitlisted: { type: "integer", minimum: 0 },
        sessions: { type: "array", items: session },
      }),
    },
    offers: {
      type: "array",
      items: withProps(rowSchema(enrollments), {
        available: {
          type: "boolean",
          description: "false when the offer is for new clients only and the reader's client has registered before",
        },
      }),
    },
  },
};

const myRegistrationsSchema = {
  type: "array",
  items: withProps(rowSchema(REGISTRATIONS), {
    waitlist_position: {
      type: ["integer", "null"],
      minimum: 1,
      description: "When waitlisted: 1 is the next to get a seat",
    },
  }),
};

// The client portal (docs/education-api.md, "Course pages and the portal"): the catalogue open to
// the reader, and a client's own registrations with their waitlist places.
export async function portalRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  const myCourses = async (request: FastifyRequest) => {
    if (!can({ permissions: PAGE_ACCESS["my-courses"].permissions }, requireUser(request).roles, "list"))
      throw forbidden();
  };

  app.get(
    "/education/catalogue",
    {
      onRequest: app.authenticate,
      preHandler: accessGuard(COURSES, "list"),
      schema: {
        tags,
        summary: "Open courses (free seats, waitlist, weekly classes) and the offers valid today for the reader",
        response: { 200: catalogueSchema, ...errors(401, 403) },
      },
    },
    async (request) => catalogueFor(db, request),
  );

  app.get(
    "/education/my-registrations",
    {
      onRequest: app.authenticate,
      preHandler: myCourses,
      schema: {
        tags,
        summary: "The signed-in client's registrations, with the course and the waitlist position",
        response: { 200: myRegistrationsSchema, ...errors(401, 403) },
      },
    },
    async (request) => {
      const scope = await rowScopeFor(db, REGISTRATIONS, request, "list");
      const rows = await selectRows(db, REGISTRATIONS, await readViewFor(db, REGISTRATIONS, request))
        .where(scopeCondition(REGISTRATIONS, scope))
        .orderBy("course_registrations.created_at", "desc")
        .orderBy("course_registrations.id", "desc")
        .execute();
      const positions = await waitlistPositions(
        db,
        rows.filter((r) => r.status === "waitlisted").map((r) => Number(r.id)),
      );
      return forReader(REGISTRATIONS, request, rows).map((r) => ({
        ...r,
        waitlist_position: positions.get(Number(r.id)) ?? null,
      }));
    },
  );
}
