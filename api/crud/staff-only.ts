import type { FastifyReply, FastifyRequest } from "fastify";
import {
  hasNoStaffRole,
  ruleReadsStaffOnly,
  isComputedField,
  type FieldDef,
  type ResourceDef,
} from "../../resources/index.js";
import { badRequest, validationFailed, type FieldError } from "../errors.js";

// Fields a resource marks `staffOnly` (a ticket's assignee, complexity, SLA clock) are the
// support team's own: a reader with no staff role never gets them in an answer, and may neither
// write, filter nor sort by them (which would tell them apart just as well).

export function staffOnlyFields(def: ResourceDef): string[] {
  return Object.entries(def.fields)
    .filter(([, f]) => f.staffOnly)
    .map(([name]) => name);
}

/** Whether this request's user gets no staff-only field (a client user, or nobody signed in). */
export function isOutsider(request: FastifyRequest): boolean {
  return hasNoStaffRole(request.auth?.roles ?? []);
}

const outsiderColumns = new WeakMap<object, ReadonlySet<string>>();

/**
 * The table columns whose change an outsider may see in a resource's rows: its fields that are
 * not staff-only, and the columns those are told from.
 */
export function columnsForOutsiders(def: Pick<ResourceDef, "fields">): ReadonlySet<string> {
  let columns = outsiderColumns.get(def);
  if (!columns) {
    const read = Object.entries(def.fields).filter(([, f]) => !f.staffOnly);
    const stored = read.filter(([, f]) => !isComputedField(f));
    const shown = stored.map(([name, f]) => f.column ?? name);
    // A mapped field (a ticket's state for its client) changes with the columns it is told from.
    const sources = (m: NonNullable<FieldDef["mapped"]>) => [m.from, ...(m.overrides ?? []).map((o) => o.when.field)];
    const told = read.flatMap(([, f]) => (f.mapped ? sources(f.mapped) : []));
    columns = new Set([...shown, ...told.map((name) => def.fields[name]?.column ?? name)]);
    outsiderColumns.set(def, columns);
  }
  return columns;
}

/** The row (or rows) without staff-only fields, for an outsider; as it is for staff. */
export function forReader<T>(def: ResourceDef, request: FastifyRequest, payload: T): T {
  const hidden = staffOnlyFields(def);
  if (!hidden.length || !isOutsider(request)) return payload;
  const strip = (row: unknown) => {
    if (!row || typeof row !== "object") return row;
    const copy = { ...(row as Record<string, unknown>) };
    for (const name of hidden) delete copy[name];
    return copy;
  };
  return (Array.isArray(payload) ? payload.map(strip) : strip(payload)) as T;
}

/** A route hook that strips every answer of the route. */
export function stripStaffOnly(def: ResourceDef) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) =>
    reply.statusCode < 300 ? forReader(def, request, payload) : payload;
}

const OPERATOR = /_(like|gte|lte|ne)$/;

/** Refuses an outsider's body, filter or sort that names a staff-only field. */
export function assertNoStaffOnly(def: ResourceDef, request: FastifyRequest, body: unknown): void {
  const hidden = new Set(staffOnlyFields(def));
  if (!hidden.size || !isOutsider(request)) return;
  if (body && typeof body === "object") {
    const errors: Record<string, FieldError[]> = {};
    const fields = body as Record<string, unknown>;
    for (const name of Object.keys(fields)) {
      if (!hidden.has(name)) continue;
      // The schema fills in declared defaults: the database sets those just the same.
      const value = fields[name];
      if (value === def.fields[name].default || (Array.isArray(value) && value.length === 0)) delete fields[name];
      else errors[name] = [{ key: "validation:unknownField", params: { field: name } }];
    }
    if (Object.keys(errors).length) throw validationFailed(errors);
  }
  // A rule over a staff-only field (the SLA clock) tells it as well as the field itself would.
  for (const name of Object.keys(def.ruleFilters ?? {})) if (ruleReadsStaffOnly(def, name)) hidden.add(name);
  const query = (request.query ?? {}) as Record<string, unknown>;
  for (const [key, value] of Object.entries(query)) {
    const field = key === "_sort" ? String(value) : key.replace(OPERATOR, "");
    if (hidden.has(field)) throw badRequest("errors:unknownFilterField", { field });
  }
}
