import type { FastifyRequest } from "fastify";
import { sql, type Kysely, type RawBuilder, type SqlBool } from "kysely";
import { can } from "../../../resources/index.js";
import { pathId } from "../../crud/input-guard.js";
import { rowScopeFor } from "../../crud/row-scope.js";
import { forbidden, notFound } from "../../errors.js";
import { requireUser } from "../../plugins/auth.js";
import type { Sheet } from "./sheet.js";
import { LEADS } from "./lead-body.js";
import type { Database } from "../../db/schema.js";

// Who may import: whoever may create leads. Whose imports they see and undo: their own, or every
// one when they see every lead (admins); anyone else's is a 404, as a lead out of scope is.

export type ImportStatus = "uploaded" | "imported" | "undone";

export interface LeadImport extends Sheet {
  id: number;
  user_id: number | null;
  filename: string;
  status: ImportStatus;
  imported: number;
  imported_at: Date | null;
  created_at: Date;
}

/** The route guard: 403 for a user who may not create leads, before anything is read. */
export async function importGuard(request: FastifyRequest): Promise<void> {
  if (!can(LEADS, requireUser(request).roles, "create")) throw forbidden();
}

/** The imports this user may see: all of them, or their own. */
export async function importScope(db: Kysely<Database>, request: FastifyRequest): Promise<RawBuilder<SqlBool>> {
  const scope = await rowScopeFor(db, LEADS, request, "list");
  return scope.kind === "all" ? sql<SqlBool>`true` : sql<SqlBool>`lead_imports.user_id = ${requireUser(request).id}`;
}

/** The import of the path's id, locked for the rest of the transaction when `lock`. */
export async function importFor(
  db: Kysely<Database>,
  request: FastifyRequest,
  lock = false,
  id = pathId(request),
): Promise<LeadImport> {
  let query = db
    .selectFrom("lead_imports")
    .selectAll()
    .where("id", "=", id)
    .where(await importScope(db, request));
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw notFound();
  return { ...row, status: row.status as ImportStatus, rows: parseJson(row.rows), columns: parseJson(row.columns) };
}

// jsonb comes back parsed from pg, and as text from some drivers' raw reads.
// A jsonb column the table types as unknown: this module wrote it, with this shape.
function parseJson<T>(value: unknown): T {
  return (typeof value === "string" ? JSON.parse(value) : value) as T;
}
