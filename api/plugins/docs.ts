import type { FastifyInstance } from "fastify";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { documentOperation } from "./openapi-operation.js";
import { finishDocument } from "./openapi-document.js";

// The OpenAPI document is built from the route schemas, which the generic CRUD derives from the
// resource declarations; so the docs cannot drift from the API. tests/api/contract checks that it
// validates, lints clean and that real answers match it.
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Gestión API",
        version: "1.0.0",
        description: "CRM, projects, support and billing. Errors are localized by the x-lang header (es, en).",
      },
      servers: [{ url: "/", description: "The server that serves this document" }],
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
      security: [{ bearer: [] }],
    },
    transform: documentOperation(app) as never,
    transformObject: finishDocument as never,
  });
  await app.register(swaggerUi, {
    routePrefix: "/api/docs",
    staticCSP: true,
    uiConfig: { docExpansion: "list", deepLinking: true },
  });
}
