import type { FastifyInstance, FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import type { JobDefinition } from "../jobs/job-types.js";
import { registerMailer } from "../mail/register-mailer.js";
import { registerAuth, resolveJwtSecret } from "./auth.js";
import { registerBackgroundWork } from "./background-work.js";
import { registerCompression } from "./compression.js";
import { registerDocs } from "./docs.js";
import { registerErrorHandling } from "./errors.js";
import { registerI18n } from "./i18n.js";
import { registerInputLimits } from "./input-limits.js";
import { registerJobs } from "./jobs.js";
import { registerLive } from "./live.js";
import { registerSecurity } from "./security.js";
import { registerSerialization } from "./serialization.js";
import { registerValidation } from "./validation.js";

// The app-wide plugins, each named with what it needs registered first: Fastify refuses to boot
// when a dependency is missing or comes later, so the order is declared, not kept by hand.

type Register = (app: FastifyInstance) => unknown;

const plugin = (name: string, dependencies: string[], register: Register): FastifyPluginAsync =>
  fp(async (app) => void (await register(app)), { name, dependencies });

/**
 * What every route relies on being in place before it is added: hooks that see each request
 * (language, limits, security headers, compression, errors), the compilers, `authenticate`, and
 * the onRoute hooks that only see routes added after them (the API document, live's actor).
 */
export const ROUTE_NEEDS = [
  ...["i18n", "validation", "serialization", "input-limits", "errors", "security", "compression"],
  ...["auth", "docs", "live"],
];

/** The plugins in the order they are registered; `jobs` is given the manifests' scheduled work. */
export function appPlugins(jobsOf: (app: FastifyInstance) => readonly JobDefinition[]): FastifyPluginAsync[] {
  return [
    plugin("i18n", [], registerI18n),
    plugin("validation", [], registerValidation),
    plugin("serialization", [], registerSerialization),
    // Its refusals are answered in the request's language.
    plugin("input-limits", ["i18n"], registerInputLimits),
    plugin("errors", ["i18n"], registerErrorHandling),
    plugin("security", [], (app) => registerSecurity(app, app.config)),
    plugin("compression", [], registerCompression),
    plugin("auth", ["i18n"], (app) => registerAuth(app, app.database.db, app.config, resolveJwtSecret(app.config))),
    plugin("docs", [], registerDocs),
    plugin("background-work", [], registerBackgroundWork),
    // A mail is sent in the background, and waited for on close.
    plugin("mailer", ["background-work"], registerMailer),
    plugin("live", [], registerLive),
    // Jobs send mail and work in the background (a VeriFactu send, an overdue reminder).
    plugin("jobs", ["mailer", "background-work"], (app) => registerJobs(app, jobsOf(app))),
  ];
}
