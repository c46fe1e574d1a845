import crypto from "node:crypto";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import type { Config } from "./config.js";
import type { DatabaseHandle } from "./db/database.js";
import { registerI18n } from "./plugins/i18n.js";
import { registerValidation } from "./plugins/validation.js";
import { registerSerialization } from "./plugins/serialization.js";
import { registerErrorHandling, sendAppError } from "./plugins/errors.js";
import { clientErrorHandler } from "./plugins/client-errors.js";
import { parseQueryString } from "./plugins/query-string.js";
import { AppError } from "./errors.js";
import { pickLanguage, translator } from "./i18n.js";
import { registerSecurity } from "./plugins/security.js";
import { registerAuth, resolveJwtSecret } from "./plugins/auth.js";
import { registerDocs } from "./plugins/docs.js";
import { registerWebStatic } from "./plugins/web-static.js";
import { registerInputLimits } from "./plugins/input-limits.js";
import { healthRoutes } from "./modules/health/routes.js";
import { authRoutes } from "./modules/auth/routes.js";
import { registrationRoutes } from "./modules/registration/routes.js";
import { passwordRecoveryRoutes } from "./modules/password-recovery/routes.js";
import { registerMailer } from "./mail/register-mailer.js";
import { registerBackgroundWork } from "./plugins/background-work.js";
import { registerCompression } from "./plugins/compression.js";
import { twoFactorChallengeRoutes } from "./modules/two-factor/challenge-routes.js";
import { twoFactorRoutes } from "./modules/two-factor/routes.js";
import { crudRoutes } from "./crud/routes.js";
import { usersRoutes } from "./modules/users/routes.js";
import { profileRoutes } from "./modules/profile/routes.js";
import { companyRoutes } from "./modules/company/routes.js";
import { aboutRoutes } from "./modules/about/routes.js";
import { fileRoutes } from "./uploads/file-routes.js";
import { logsRoutes } from "./modules/logs/routes.js";
import { projectsRoutes } from "./modules/projects/routes.js";
import { kanbanRoutes } from "./modules/kanban/routes.js";
import { crmRoutes } from "./modules/crm/routes.js";
import { supportRoutes } from "./modules/support/routes.js";
import { billingRoutes } from "./modules/billing/routes.js";
import { educationRoutes } from "./modules/education/routes.js";
import { webToLeadRoutes } from "./modules/web-to-lead/routes.js";
import { calendarFeedRoutes } from "./modules/calendar-feed/routes.js";
import { leadImportRoutes } from "./modules/crm-import/routes.js";
import { attachmentsRoutes } from "./modules/attachments/routes.js";
import { registerLive } from "./plugins/live.js";
import { registerJobs } from "./plugins/jobs.js";
import { liveRoutes } from "./live/routes.js";
import { notificationsRoutes } from "./modules/notifications/routes.js";
import { tuitionRoutes } from "./modules/tuition/routes.js";
import { searchRoutes } from "./modules/search/routes.js";
import { dashboardRoutes } from "./modules/dashboard/routes.js";
import { RESOURCES } from "../resources/index.js";
import { RequestLog } from "./logging/request-log.js";
import { robotsRoutes } from "./modules/robots/routes.js";

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
}

// Builds the whole application on a database that is already migrated. Tests call this with
// app.inject; start.ts calls it and listens.
export async function buildApp({ config, database, logger }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: { level: config.logLevel } }),
    logController: new RequestLog(config.slowRequestMs),
    genReqId: (req) => (typeof req.headers["x-request-id"] === "string" && /^[\w-]{8,64}$/.test(req.headers["x-request-id"]) ? req.headers["x-request-id"] : crypto.randomUUID()),
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

  registerI18n(app);
  registerValidation(app);
  registerSerialization(app);
  registerInputLimits(app);
  registerErrorHandling(app);
  await registerSecurity(app, config);
  await registerCompression(app);
  await registerAuth(app, database.db, config, resolveJwtSecret(config));
  await registerDocs(app);
  registerBackgroundWork(app);
  registerMailer(app);
  await registerLive(app);
  registerJobs(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(registrationRoutes);
      await api.register(passwordRecoveryRoutes);
      await api.register(twoFactorChallengeRoutes);
      await api.register(twoFactorRoutes);
      for (const def of RESOURCES) await api.register(crudRoutes(def));
      await api.register(usersRoutes);
      await api.register(profileRoutes);
      await api.register(companyRoutes);
      await api.register(aboutRoutes);
      await api.register(fileRoutes);
      await api.register(logsRoutes);
      await api.register(projectsRoutes);
      await api.register(crmRoutes);
      await api.register(supportRoutes);
      await api.register(billingRoutes);
      await api.register(educationRoutes);
      await api.register(kanbanRoutes);
      await api.register(webToLeadRoutes);
      await api.register(calendarFeedRoutes);
      await api.register(leadImportRoutes);
      await api.register(attachmentsRoutes);
      await api.register(liveRoutes);
      await api.register(notificationsRoutes);
      await api.register(tuitionRoutes);
      await api.register(searchRoutes);
      await api.register(dashboardRoutes);
    },
    { prefix: "/api" },
  );
  // Outside /api/ and before the web app's catch-all, which would answer its page.
  await app.register(robotsRoutes);
  await registerWebStatic(app, config.webDir);
  return app;
}
