import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { AppError, forbidden } from "../../errors.js";
import type { AuthUser } from "../../plugins/auth.js";

// docs/product.md#roles: admins manage every user but superadmins; only a superadmin creates, edits,
// removes or grants superadmin. And there is always at least one active superadmin.

export const isSuperadmin = (roles: readonly string[]) => roles.includes("superadmin");
export const isAdmin = (roles: readonly string[]) => isSuperadmin(roles) || roles.includes("admin");

/** The actor may touch a user holding `targetRoles`, giving it `nextRoles` (when roles change). */
export function assertMayManage(actor: AuthUser, targetRoles: readonly string[], nextRoles?: readonly string[]): void {
  if (isSuperadmin(actor.roles)) return;
  if (isSuperadmin(targetRoles) || (nextRoles && isSuperadmin(nextRoles))) throw forbidden("users:superadminOnly");
}

/**
 * Called inside the write's transaction when a superadmin is about to stop being one (role
 * removed, deactivated, deleted). The superadmins' rows are locked first, so two of them cannot
 * remove each other at the same moment and leave none.
 */
export async function assertNotLastSuperadmin(trx: Kysely<Database>, userId: number): Promise<void> {
  const rows = await trx
    .selectFrom("users as u")
    .select(["u.id", "u.active"])
    .where(sql<boolean>`exists (select 1 from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id
      and
        r.name = 'superadmin')`)
    .orderBy("u.id")
    .forUpdate()
    .execute();
  const others = rows.filter((r) => r.id !== userId && r.active);
  if (others.length === 0) throw new AppError(409, "users:lastSuperadmin");
}
