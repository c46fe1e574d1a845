import type { FastifyInstance } from "fastify";
import { requireUser } from "../../plugins/auth.js";
import { errors } from "../company/company-schemas.js";
import { isoDate, localDateOf } from "../support/sla/zoned-time.js";
import { buildDeclaration } from "./declaration.js";
import { producerSettingsFrom } from "./producer-identity.js";

// The about screen's API: what this system is, and the producer's declaration every signed-in
// user may read (RD 1007/2023 art. 13.2 asks for it to be visible in the system itself).

const item = {
  type: "object",
  required: ["item", "label", "text"],
  properties: { item: { type: "string" }, label: { type: "string" }, text: { type: "string" } },
} as const;

const declarationSchema = {
  type: "object",
  description: "The producer's declaración responsable (Orden HAC/1177/2024 art. 15), in Spanish",
  required: ["title", "system", "producer", "items", "annex", "place", "date", "text"],
  properties: {
    title: { type: "string" },
    system: {
      type: "object",
      required: ["name", "id", "version"],
      properties: { name: { type: "string" }, id: { type: "string" }, version: { type: "string" } },
    },
    producer: {
      type: "object",
      required: ["name", "nif", "address"],
      properties: {
        name: { type: "string" },
        nif: { type: ["string", "null"] },
        address: { type: ["string", "null"] },
      },
    },
    items: { type: "array", items: item, description: "Items a) to l), in the order's order" },
    annex: { type: "array", items: item, description: "The annex the order recommends" },
    place: { type: "string", description: "Locality and country where it is signed" },
    date: { type: "string", description: "Day, month and year it is signed" },
    text: { type: "string", description: "The whole declaration as plain text" },
  },
} as const;

export async function aboutRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const settings = producerSettingsFrom(process.env);
  app.get(
    "/about/declaration",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["system"],
        summary: "The invoicing system's declaración responsable (every signed-in user)",
        response: { 200: declarationSchema, ...errors(401) },
      },
    },
    async (request) => {
      requireUser(request);
      const company = await db
        .selectFrom("company")
        .select(["name", "legal_name", "tax_id", "address", "email", "phone", "website", "timezone"])
        .where("id", "=", 1)
        .executeTakeFirstOrThrow();
      const today = isoDate(localDateOf(Date.now(), company.timezone));
      return buildDeclaration(settings, company, today);
    },
  );
}
