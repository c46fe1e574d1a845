import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { can, type ResourceDef } from "../../resources/index.js";
import { forbidden, notFound, type AppError } from "../errors.js";
import { requireUser } from "../plugins/auth.js";
import { findRow } from "./read-rows.js";
import { rowScopeFor } from "./row-scope.js";
import type { Database } from "../db/schema.js";

// Why a row someone asked to change or delete is not theirs to change. A row they can see (a
// project they work on but do not manage, a colleague's comment) is on their screen: 403 says
// they may only read it. A row they cannot see stays absent (404), so its existence is not given away.
export async function refusalFor(
  db: Kysely<Database>,
  def: ResourceDef,
  id: number,
  request: FastifyRequest | null,
): Promise<AppError> {
  if (!request || !can(def, requireUser(request).roles, "show")) return notFound();
  const visible = await findRow(db, def, id, await rowScopeFor(db, def, request, "show"));
  return visible ? forbidden() : notFound();
}
