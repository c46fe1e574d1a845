import { sql, type Kysely } from "kysely";
import type { FastifyRequest } from "fastify";
import type { Database } from "../../db/schema.js";
import { conflict, notFound, validationFailed, type FieldError } from "../../errors.js";
import { requireUser } from "../../plugins/auth.js";
import { changedFields, recordAudit } from "../../audit/record-audit.js";
import { personColumns } from "../users/user-input.js";

export interface ProfileChange {
  name?: string;
  lastname?: string | null;
  phone?: string | null;
  language?: string;
  version?: number;
}

const FIELDS = ["name", "lastname", "phone", "language"] as const;

/** The fields a user edits about themselves; roles, email and the rest are an admin's. */
export async function updateProfile(db: Kysely<Database>, request: FastifyRequest, body: ProfileChange): Promise<void> {
  const me = requireUser(request);
  const errors: Record<string, FieldError[]> = {};
  const columns = { ...personColumns(body, errors), ...(body.language ? { language: body.language } : {}) };
  if (Object.keys(errors).length) throw validationFailed(errors);
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom("users")
      .select([...FIELDS, "version"])
      .where("id", "=", me.id)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw notFound();
    if (body.version !== undefined && body.version !== before.version) throw conflict();
    if (!Object.keys(columns).length) return;
    await trx
      .updateTable("users")
      .set({ ...columns, version: sql`version + 1`, updated_at: sql`now()` })
      .where("id", "=", me.id)
      .execute();
    const diff = changedFields(before, { ...before, ...columns });
    if (Object.keys(diff.after).length)
      await recordAudit(trx, request, { action: "update", resource: "users", recordId: me.id, ...diff });
  });
}
