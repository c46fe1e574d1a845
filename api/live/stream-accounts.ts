import { sql, type Kysely } from "kysely";
import { clientOf } from "../crud/row-scope.js";
import type { LiveReader } from "../crud/live-visibility.js";
import type { Database } from "../db/schema.js";

// A stream outlives the request that opened it, so the checks authenticate makes once per
// request are made again whenever the session or the account behind a stream changes: a revoked
// session or a deactivated user ends the stream, a role or client change narrows it at once.
export async function currentReader(
  db: Kysely<Database>,
  userId: number,
  sessionId: string,
): Promise<LiveReader | null> {
  const { rows } = await sql<{ roles: string[] }>`
    select coalesce((select json_agg(r.name order by r.name) from user_roles ur join roles r on r.id = ur.role_id where
    ur.user_id = u.id), '[]'::json) as roles
    from sessions s join users u on u.id = s.user_id
    where s.id = ${sessionId} and u.id = ${userId} and u.active and s.revoked_at is null and s.expires_at >
    now()`.execute(db);
  if (!rows[0]) return null;
  return { id: userId, roles: rows[0].roles, clientId: await clientOf(db, userId) };
}
