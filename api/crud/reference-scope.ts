import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { can, columnOf, getResource, RESOURCES, type FieldDef, type ResourceDef } from "../../resources/index.js";
import { requireUser } from "../plugins/auth.js";
import { countScopesFor, type CountScopes } from "./count-scope.js";
import { ALL_ROWS, rowScopeFor, type RowScopeValue } from "./row-scope.js";
import { isOutsider } from "./staff-only.js";
import type { Database } from "../db/schema.js";

// A row names other rows (references) and shows values of them (lookups). Neither may show a
// reader anything of a row they cannot read themselves: the reader's own scope on the referenced
// resource decides, the same scope that answers GET /api/<that resource>/<id>.

/** The reader's scope per referenced resource name; null where it may read none of its rows. */
export type TargetScopes = Record<string, RowScopeValue | null>;

/** How one reader sees the rows of a resource: which counts it gets, which rows it may follow. */
export interface ReadView {
  /** Per count field: whether this reader gets it (count-scope.ts). */
  counts?: CountScopes;
  /** Absent for the server's own reads, which see everything. */
  targets?: TargetScopes;
  /** A reader with no staff role: lookups that keep the team unnamed (FieldDef.lookup.teamUnnamed) name none of it. */
  outsider?: boolean;
}

/** The resource a reference field points to. */
export function referenced(field: FieldDef | undefined): ResourceDef | undefined {
  return field?.type === "reference" && field.reference ? getResource(field.reference) : undefined;
}

/** The resource a lookup's `through` hop leads to: the reference of the hop table's `via` column. */
export function throughTarget(lookup: NonNullable<FieldDef["lookup"]>): ResourceDef | undefined {
  const { through } = lookup;
  if (!through) return undefined;
  const hop = RESOURCES.find((r) => r.table === through.table);
  const field = hop && Object.entries(hop.fields).find(([name]) => columnOf(hop, name) === through.via)?.[1];
  return referenced(field);
}

/** The reader's scope for reading single rows of `def`; null when it may not read it at all. */
export async function readScopeFor(
  db: Kysely<Database>,
  def: ResourceDef,
  request: FastifyRequest | null,
): Promise<RowScopeValue | null> {
  if (!request?.auth) return ALL_ROWS;
  if (!can(def, requireUser(request).roles, "show")) return null;
  return rowScopeFor(db, def, request, "show");
}

/** Every resource `def`'s references and lookups lead to. */
function targetsOf(def: ResourceDef): ResourceDef[] {
  const out = new Map<string, ResourceDef>();
  for (const field of Object.values(def.fields)) {
    for (const target of [referenced(field), field.lookup ? throughTarget(field.lookup) : undefined]) {
      if (target) out.set(target.name, target);
    }
  }
  return [...out.values()];
}

/** The view of `def`'s rows for the reader of this request. */
export async function readViewFor(db: Kysely<Database>, def: ResourceDef, request: FastifyRequest): Promise<ReadView> {
  const targets: TargetScopes = {};
  for (const target of targetsOf(def)) targets[target.name] = await readScopeFor(db, target, request);
  const view: ReadView = { counts: await countScopesFor(db, def, request), targets };
  if (isOutsider(request)) view.outsider = true;
  return view;
}
