import type { FastifyInstance } from "fastify";
import { RETRY_AFTER_SECONDS } from "../../db/database-unavailable.js";

const healthBody = {
  type: "object",
  properties: { status: { type: "string" }, database: { type: "string" } },
} as const;

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    "/health",
    {
      schema: {
        tags: ["system"],
        summary: "Liveness and database reachability",
        response: { 200: healthBody, 503: healthBody },
      },
    },
    async (_request, reply) => {
      const up = await app.database.ping();
      if (!up) reply.header("retry-after", String(RETRY_AFTER_SECONDS));
      return reply.status(up ? 200 : 503).send({ status: up ? "ok" : "unavailable", database: app.database.kind });
    },
  );
}
