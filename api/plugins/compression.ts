import fastifyCompress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

// Answers above 1 KB go out compressed when the caller accepts it (brotli at a level cheap enough
// to do per request, then gzip): lists, the Gantt's data and CSV shrink to a fraction on a phone's
// connection. Files that are compressed already (PNG, JPEG, PDF) are left as they are, and the
// web build's assets are sent from the copies compressed at build time (web-static.ts).
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ["br", "gzip"] });
}
