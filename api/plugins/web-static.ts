import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

// Serves the built web app; any path outside /api/ that is not a file gets index.html so the
// client-side router can show the page (or its own not-found page). Hashed assets are cached for
// good, the page never without asking again.
export async function registerWebStatic(app: FastifyInstance, webDir: string): Promise<boolean> {
  const index = path.join(webDir, "index.html");
  if (!fs.existsSync(index)) return false;
  // preCompressed: a file's .br or .gz copy from the build goes out when the browser accepts it.
  await app.register(fastifyStatic, {
    root: webDir,
    prefix: "/",
    wildcard: false,
    index: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders: (res, file: string) => {
      res.header(
        "cache-control",
        file.includes(`${path.sep}assets${path.sep}`) ? "public, max-age=31536000, immutable" : "no-cache",
      );
    },
  });
  app.get("/*", { schema: { hide: true } }, async (request, reply) => {
    // The API's own 404 (its message names the method and the path), not the web app's page.
    if (request.url.startsWith("/api/") || request.url === "/api") return reply.callNotFound();
    return reply.type("text/html").header("cache-control", "no-cache").sendFile("index.html");
  });
  return true;
}
