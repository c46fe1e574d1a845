import type { FastifyInstance } from "fastify";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";

// The OpenAPI document is built from the route schemas, which the generic CRUD derives from the
// resource declarations; so the docs cannot drift from the API.
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: "Gestión API", version: "1.0.0", description: "CRM, projects, support and billing. Errors are localized by the x-lang header (es, en)." },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
      security: [{ bearer: [] }],
    },
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true, uiConfig: { docExpansion: "list", deepLinking: true } });
}
