import crypto from "node:crypto";
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyPluginAsync } from "fastify";
import type { Config } from "./config.js";
import type { DatabaseHandle } from "./db/database.js";
import fp from "fastify-plugin";
import { sendAppError } from "./plugins/errors.js";
import { clientErrorHandler } from "./plugins/client-errors.js";
import { parseQueryString } from "./plugins/query-string.js";
import { AppError } from "./errors.js";
import { pickLanguage, translator } from "./i18n.js";
import { registerWebStatic } from "./plugins/web-static.js";
import { appPlugins, ROUTE_NEEDS } from "./plugins/app-plugins.js";
import { crudRoutes } from "./crud/routes.js";
import { API_MANIFESTS, ruleFiltersOf, writeHooksOf } from "./modules/manifests.js";
import type { ApiManifest } from "./modules/api-manifest.js";
import { RESOURCES } from "../resources/index.js";
import { RequestLog } from "./logging/request-log.js";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
  }
}

export interface BuildOptions {
  config: Config;
  database: DatabaseHandle;
  /** The process's logger (start.ts logs its first steps with it); by default one at config.logLevel. */
  logger?: FastifyBaseLogger;
  /** The areas the app is made of; by default all of them (api/modules/manifests.ts). */
  manifests?: readonly ApiManifest[];
}

/** A manifest's routes as one plugin, named, which boots only after the app plugins they use. */
function routesPlugin(name: string, routes: readonly FastifyPluginAsync[], needs: readonly string[] = []) {
  return fp(
    async (scope) => {
      for (const route of routes) await scope.register(route);
    },
    { name, dependencies: [...ROUTE_NEEDS, ...needs], encapsulate: true },
  );
}

// Builds the whole application on a database that is already migrated. Tests call this with
// app.inject; start.ts calls it and listens.
export async function buildApp({
  config,
  database,
  logger,
  manifests = API_MANIFESTS,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: { level: config.logLevel } }),
    logController: new RequestLog(config.slowRequestMs),
    genReqId: (req) =>
      typeof req.headers["x-request-id"] === "string" && /^[\w-]{8,64}$/.test(req.headers["x-request-id"])
        ? req.headers["x-request-id"]
        : crypto.randomUUID(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    ajv: { customOptions: { removeAdditional: false } },
    // Query strings become objects without a prototype: "constructor" or "__proto__" are plain names.
    routerOptions: { querystringParser: parseQueryString },
    clientErrorHandler,
    // A malformed URL (bad percent-encoding) is the caller's mistake: our 400 shape, localized.
    frameworkErrors: (error, request, reply) => {
      request.t ??= translator(pickLanguage(request.headers["x-lang"]));
      return sendAppError(error instanceof AppError ? error : new AppError(400, "errors:badRequest"), request, reply);
    },
  });
  // The API speaks JSON (and multipart where a module registers it); text bodies are refused 415.
  app.removeContentTypeParser("text/plain");
  app.decorate("config", config);
  app.decorate("database", database);
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  // The modules' rules on the generic writes, looked up by the CRUD layer through the request.
  app.decorate("manifests", manifests);
  app.decorate("writeHooks", writeHooksOf(manifests));
  app.decorate("ruleFilters", ruleFiltersOf(manifests));
  const jobsOf = (instance: FastifyInstance) => manifests.flatMap((m) => m.jobs?.(instance) ?? []);
  for (const plugin of appPlugins(jobsOf)) await app.register(plugin);

  await app.register(
    async (api) => {
      await api.register(
        routesPlugin(
          "crud-routes",
          RESOURCES.map((def) => crudRoutes(def)),
        ),
      );
      for (const m of manifests) if (m.routes) await api.register(routesPlugin(`${m.name}-routes`, m.routes, m.needs));
    },
    { prefix: "/api" },
  );
  // Outside /api/ and before the web app's catch-all, which would answer its page.
  for (const m of manifests) {
    if (m.siteRoutes) await app.register(routesPlugin(`${m.name}-site-routes`, m.siteRoutes, m.needs));
  }
  await registerWebStatic(app, config.webDir);
  return app;
}
