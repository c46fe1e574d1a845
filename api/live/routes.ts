import type { FastifyInstance } from "fastify";
import { AppError, fieldError, notFound } from "../errors.js";
import { requireUser } from "../plugins/auth.js";
import { getResource } from "../../resources/index.js";
import { clientOf, rowScopeFor } from "../crud/row-scope.js";
import { findRow } from "../crud/read-rows.js";
import { LiveStream } from "./live-stream.js";
import { enterPresence, leaveStream, leaveTab, viewersFor, type PresenceEntry } from "./presence-store.js";
import { presenceBodySchema, presenceAnswerSchema, tabParamsSchema } from "./live-schemas.js";
import { fileAnswer } from "../crud/json-schema.js";

// GET /api/live (the event stream) and presence (docs/live-events.md).
export async function liveRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  app.get(
    "/live",
    {
      onRequest: app.authenticate,
      config: { longLived: true },
      schema: {
        tags: ["live"],
        summary: "Server-Sent Events: the rows the user may read as they change, presence, resync",
        description:
          "See docs/live-events.md. Authorization: Bearer header only; 429 with Retry-After over the stream caps.",
        // Nothing is read from the URL (a token there would end up in logs): any parameter is a 400.
        querystring: { type: "object", additionalProperties: false, properties: {} },
        response: {
          200: fileAnswer(
            "The event stream: data lines of JSON events, until the access token expires",
            "text/event-stream",
          ),
          429: { description: "Too many open streams for this user: Retry-After" },
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (!app.live.admits(user.id))
        throw new AppError(429, "errors:liveTooManyStreams", {}, undefined, { "retry-after": "30" });
      const reader = { id: user.id, roles: user.roles, clientId: await clientOf(db, user.id) };
      reply.hijack();
      reply.raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-cache, no-transform",
        connection: "keep-alive",
        // nginx and other proxies would otherwise hold events back to fill a buffer.
        "x-accel-buffering": "no",
        "x-request-id": request.id,
      });
      const stream = new LiveStream(reply.raw, reader, user.sessionId, (closed) => {
        app.live.remove(closed);
        app.runInBackground("live: presence of a closed stream", () => leaveStream(db, closed.id));
      });
      app.live.add(stream);
      stream.send("ready", { stream: stream.id, heartbeat: app.live.limits.heartbeatMs });
      if (user.tokenExpiresAt) stream.expireAt(user.tokenExpiresAt);
    },
  );

  app.put(
    "/live/presence",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["live"],
        summary: "This tab views a record now",
        body: presenceBodySchema,
        response: { 200: presenceAnswerSchema },
      },
    },
    async (request) => {
      const entry = request.body as PresenceEntry;
      const def = getResource(entry.resource);
      if (!def) throw fieldError("resource", "validation:reference");
      // A record the user may not read is not there, as on the record's own routes.
      const scope = await rowScopeFor(db, def, request, "show").catch((error) => {
        throw error instanceof AppError && error.statusCode === 403 ? notFound() : error;
      });
      if (!(await findRow(db, def, entry.id, scope))) throw notFound();
      const user = requireUser(request);
      const viewers = await enterPresence(db, user.id, { ...entry, stream: entry.stream ?? null });
      return { viewers: viewersFor(user.roles, viewers) };
    },
  );

  app.delete(
    "/live/presence/:tab",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["live"],
        summary: "This tab left the record it viewed",
        params: tabParamsSchema,
        response: { 204: { type: "null", description: "Left" } },
      },
    },
    async (request, reply) => {
      await leaveTab(db, requireUser(request).id, (request.params as { tab: string }).tab);
      return reply.status(204).send();
    },
  );
}
