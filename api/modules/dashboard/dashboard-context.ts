import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { TFunction } from "i18next";
import { can, getResource, type Figure, type ListLink, type ResourceDef } from "../../../resources/index.js";
import { rowScopeFor, type RowScopeValue } from "../../crud/row-scope.js";
import type { DashboardRange, Instants } from "./dashboard-range.js";
import type { Database } from "../../db/schema.js";

// What every section's figures are computed from: the database, the range, who asks (their id,
// roles and row scope on each resource, exactly as the list endpoints narrow them), and the
// language of the few labels the API names itself.

/** A list behind a figure: GET /api/<resource>?<query> answers it in x-total-count. */
export type Link = ListLink;
export type { Figure };

export interface DashboardContext {
  db: Kysely<Database>;
  range: DashboardRange;
  userId: number;
  roles: readonly string[];
  t: TFunction;
  /** The reader's list scope on a resource; null when they may not list it at all. */
  scope(resource: string): Promise<RowScopeValue | null>;
}

export function dashboardContext(
  db: Kysely<Database>,
  request: FastifyRequest,
  range: DashboardRange,
): DashboardContext {
  const user = request.auth!;
  const scopes = new Map<string, Promise<RowScopeValue | null>>();
  return {
    db,
    range,
    userId: user.id,
    roles: user.roles,
    t: request.t,
    scope(resource) {
      if (!scopes.has(resource)) {
        const def = resourceDef(resource);
        scopes.set(
          resource,
          can(def, user.roles, "list") ? rowScopeFor(db, def, request, "list") : Promise.resolve(null),
        );
      }
      return scopes.get(resource)!;
    },
  };
}

export function resourceDef(name: string): ResourceDef {
  const def = getResource(name);
  if (!def) throw new Error(`Dashboard: no resource ${name}`);
  return def;
}

export const link = (resource: string, query: Record<string, string | string[]> = {}): Link => ({ resource, query });

/** A datetime field within a period's instants, as the list filters say it. */
export const within = (field: string, at: Instants): Record<string, string> => ({
  [`${field}_gte`]: at.start,
  [`${field}_lte`]: at.end,
});

/** A date field within two days (inclusive). */
export const between = (field: string, from: string, to: string): Record<string, string> => ({
  [`${field}_gte`]: from,
  [`${field}_lte`]: to,
});

/** Cents and counts come back from sums as strings (bigint, numeric): numbers for JSON. */
export const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));
export const numOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);
