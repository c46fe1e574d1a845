import type { FastifyInstance } from "fastify";
import { notFound } from "../errors.js";
import { diskStorage, IMAGE_FOLDERS, type ImageFolder } from "./file-storage.js";
import { fileAnswer } from "../crud/json-schema.js";

const CONTENT_TYPES: Record<string, string> = { png: "image/png", jpg: "image/jpeg" };

// Avatars, the company logo and the images of declared image fields (a course's), for signed-in
// users. Names are random, so a name is only known from a record the caller could already read.
// Attachments are not served here: only through the download route of their row, which checks
// who may read it.
export async function fileRoutes(app: FastifyInstance): Promise<void> {
  const storage = diskStorage(app.config.dataDir);
  app.get<{ Params: { folder: ImageFolder; name: string } }>(
    "/files/:folder/:name",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["files"],
        summary: "An uploaded image (avatar, company logo, or a record's image field)",
        params: {
          type: "object",
          required: ["folder", "name"],
          additionalProperties: false,
          properties: {
            folder: { type: "string", enum: [...IMAGE_FOLDERS] },
            name: { type: "string", pattern: "^[0-9a-f-]{36}\\.(png|jpg)$" },
          },
        },
        response: { 200: fileAnswer("The image", "image/png", "image/jpeg") },
      },
    },
    async (request, reply) => {
      const { folder, name } = request.params;
      const bytes = await storage.read(folder, name);
      if (!bytes) throw notFound();
      return reply
        .header("content-type", CONTENT_TYPES[name.split(".").pop()!])
        .header("cache-control", "private, max-age=86400, immutable")
        .header("content-disposition", "inline")
        .send(bytes);
    },
  );
}
