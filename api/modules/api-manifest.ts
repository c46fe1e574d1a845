import type { FastifyInstance, FastifyPluginAsync } from "fastify";
import { RESOURCES, type Area } from "../../resources/index.js";
import type { RuleFilterSql } from "../crud/rule-filters.js";
import type { WriteHookEntry } from "../crud/write-hooks.js";
import type { JobDefinition } from "../jobs/job-types.js";
import type { Database } from "../db/schema.js";
import type { Kysely } from "kysely";
import type { DashboardSection } from "./dashboard/dashboard-section.js";
import type { SearchKind } from "./search/search-kinds.js";

/**
 * What one area (or one of the platform's own parts) adds to the API, in one place: the server
 * reads the list of manifests (manifests.ts) and registers nothing else. Nothing is registered
 * as a side effect of importing or of registering routes.
 */
export interface ApiManifest {
  /** Its name; its routes become the plugin `<name>-routes`. */
  name: string;
  /** The declared resources it owns (their generic routes are the kit's, api/crud/routes.ts). */
  resources?: readonly string[];
  /** Rules on the generic writes of resources, run in this order after those of `after`. */
  writeHooks?: readonly WriteHookEntry[];
  /** Manifests whose write hooks run first on a resource both hook (a lead's defaults before its board place). */
  after?: readonly string[];
  /** The SQL of the list filters its resources declare in `ruleFilters` (a ticket's SLA clock). */
  ruleFilters?: readonly RuleFilterSql[];
  /** Its endpoints under /api. */
  routes?: readonly FastifyPluginAsync[];
  /** Endpoints outside /api, ahead of the web app's catch-all (robots.txt). */
  siteRoutes?: readonly FastifyPluginAsync[];
  /** App plugins (api/plugins/app-plugins.ts) its routes use besides those every route uses. */
  needs?: readonly string[];
  /** Its scheduled work, given the app (a job that sends mail or signs needs it). */
  jobs?: (app: FastifyInstance) => readonly JobDefinition[];
  /** Its sections of the dashboard (GET /api/dashboard), each shown by the web section of its name. */
  dashboardSections?: readonly DashboardSection[];
  /** The kinds of record the header's search finds in it (GET /api/search), in the answer's order. */
  searchKinds?: readonly SearchKind[];
  /**
   * Its part of the demo data, run in the manifests' order in one transaction on an empty
   * database (api/seed/seed-demo.ts): a step may read what an earlier manifest's step wrote.
   */
  seedDemo?: (trx: Kysely<Database>) => Promise<void>;
}

declare module "fastify" {
  interface FastifyInstance {
    /** The manifests the app was built from (api/server.ts): what the dashboard and search read. */
    manifests: readonly ApiManifest[];
  }
}

/** The names of the declared resources of an area (resources/*, each declaration's `area`). */
export function resourcesOf(area: Area): string[] {
  return RESOURCES.filter((def) => def.area === area).map((def) => def.name);
}
