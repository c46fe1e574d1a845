import type { FastifyInstance } from "fastify";
import { actors } from "../db/actor.js";
import { LiveHub } from "../live/live-hub.js";

declare module "fastify" {
  interface FastifyInstance {
    live: LiveHub;
  }
}

// Live events (issue 10): the hub that fans database changes out to this instance's streams,
// and the actor of every handler, so each write's event says who made it. Registered before the
// routes: onRoute only wraps the handlers of routes added after it.
export async function registerLive(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const hub = new LiveHub(
    app.database,
    {
      heartbeatMs: config.liveHeartbeatMs,
      maxStreams: config.liveMaxStreams,
      maxStreamsPerUser: config.liveMaxStreamsPerUser,
    },
    app.log,
  );
  app.decorate("live", hub);
  app.addHook("onRoute", (route) => {
    const handler = route.handler;
    route.handler = function (request, reply) {
      const actor = request.auth?.id;
      return actor === undefined
        ? handler.call(this, request, reply)
        : actors.run(actor, () => handler.call(this, request, reply));
    };
  });
  app.addHook("onReady", async () => hub.start());
  // Open streams would keep the server from closing: they end first.
  app.addHook("preClose", async () => hub.stop());
}
