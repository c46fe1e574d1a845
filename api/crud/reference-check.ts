import type { FastifyRequest } from "fastify";
import { sql, type Kysely } from "kysely";
import { columnOf, getResource, writableFields, type ResourceDef } from "../../resources/index.js";
import { validationFailed, type FieldError } from "../errors.js";
import { referenced, readScopeFor } from "./reference-scope.js";
import { scopeCondition } from "./row-scope.js";
import type { Database } from "../db/schema.js";

type Row = Record<string, unknown>;

const REFUSED: FieldError[] = [{ key: "validation:reference" }];

/**
 * Every reference a write sets must point at a row the writer may read, and, where the field
 * declares `sameAs`, at one that fits the row (a phase of the task's own project, a reply to a
 * comment of the same task). Anything else is refused exactly like an id that does not exist,
 * so the answer never tells a forbidden row from a missing one. On an update, `before` is the
 * row as it was: changing the field `sameAs` names re-checks the references that must match it.
 */
export async function assertReferences(
  db: Kysely<Database>,
  def: ResourceDef,
  request: FastifyRequest | null,
  body: Row,
  before?: Row,
): Promise<void> {
  const errors: Record<string, FieldError[]> = {};
  for (const [name, field] of writableFields(def)) {
    if (
      field.type === "references"
      && Array.isArray(body[name])
      && !(await allFit(db, field.reference!, request, body[name] as unknown[]))
    ) {
      errors[name] = REFUSED;
      continue;
    }
    const target = referenced(field);
    if (!target) continue;
    const sent = Object.hasOwn(body, name) && body[name] !== undefined;
    const moved = field.sameAs !== undefined && Object.hasOwn(body, field.sameAs);
    if (!sent && !moved) continue;
    const id = sent ? body[name] : before?.[name];
    if (id === null || id === undefined) continue;
    if (!(await fits(db, def, target, request, name, id, { ...before, ...body }))) errors[name] = REFUSED;
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
}

async function fits(
  db: Kysely<Database>,
  def: ResourceDef,
  target: ResourceDef,
  request: FastifyRequest | null,
  name: string,
  id: unknown,
  row: Row,
): Promise<boolean> {
  if (typeof id !== "number") return false;
  const scope = await readScopeFor(db, target, request);
  if (!scope) return false;
  const sameAs = def.fields[name].sameAs;
  if (sameAs && !target.fields[sameAs])
    throw new Error(`Resource ${def.name}: ${name} is matched on ${sameAs}, which ${target.name} has not`);
  const matched = sameAs ? sql.ref(`ref_row.${columnOf(target, sameAs)}`) : sql`null`;
  const { rows } = await sql<{
    matched: unknown;
  }>`select ${matched} as matched from ${sql.table(target.table)} as ref_row where ref_row.id = ${id} and
    ${scopeCondition(target, scope, "ref_row")}`.execute(db);
  if (!rows.length) return false;
  return !sameAs || sameValue(rows[0].matched, row[sameAs]);
}

/** Every id of a list (a lead's services) names a row the writer may read. */
async function allFit(
  db: Kysely<Database>,
  resource: string,
  request: FastifyRequest | null,
  ids: unknown[],
): Promise<boolean> {
  if (!ids.length) return true;
  const target = getResource(resource)!;
  const scope = await readScopeFor(db, target, request);
  if (!scope || !ids.every((id) => typeof id === "number")) return false;
  const { rows } = await sql<{
    n: number;
  }>`select count(*)::int as n from ${sql.table(target.table)} as ref_row where ref_row.id =
    any(${sql`array[${sql.join(ids)}]::integer[]`}) and ${scopeCondition(target, scope, "ref_row")}`.execute(db);
  return rows[0].n === new Set(ids).size;
}

// The driver may answer a bigint as a string; ids and references compare by value.
function sameValue(a: unknown, b: unknown): boolean {
  if (a === null || a === undefined || b === null || b === undefined) return (a ?? null) === (b ?? null);
  return String(a) === String(b);
}
