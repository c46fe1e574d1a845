import type { FastifyRequest } from "fastify";
import { sql, type Kysely } from "kysely";
import { importScope } from "./import-access.js";
import type { Database } from "../../db/schema.js";

// GET /api/lead-imports: the latest imports the user may see, without their rows.
export const LIST_LIMIT = 50;

export async function listImports(db: Kysely<Database>, request: FastifyRequest) {
  const { rows } = await sql<Record<string, unknown>>`
    select lead_imports.id, lead_imports.filename, lead_imports.status, jsonb_array_length(lead_imports.rows) as total,
      lead_imports.imported, lead_imports.user_id, lead_imports.created_at, lead_imports.imported_at,
      (select nullif(concat_ws(' ', u.name, u.lastname), '') from users u where u.id = lead_imports.user_id) as
      user_name
    from lead_imports
    where ${await importScope(db, request)}
    order by lead_imports.created_at desc, lead_imports.id desc
    limit ${LIST_LIMIT}`.execute(db);
  return rows.map((r) => ({ ...r, id: Number(r.id), total: Number(r.total), imported: Number(r.imported) }));
}
