import type { FastifyInstance } from "fastify";

// For crawlers (RFC 9309: the longest matching rule wins): the sign-in page may be indexed, so the
// product can be found; nothing else may. The API is never for them, and the other pages are
// either behind a sign-in or carry a secret in their address (a password-reset or rating link).
export const ROBOTS_TXT = ["User-agent: *", "Allow: /auth/login", "Disallow: /api/", "Disallow: /", ""].join("\n");

export async function robotsRoutes(app: FastifyInstance): Promise<void> {
  app.get("/robots.txt", { schema: { hide: true } }, async (_request, reply) =>
    reply.type("text/plain; charset=utf-8").header("cache-control", "public, max-age=3600").send(ROBOTS_TXT),
  );
}
