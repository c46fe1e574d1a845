import type { FastifyRequest } from "fastify";
import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { recordAudit } from "../../audit/record-audit.js";

// What a sign-in leaves behind, each in one transaction: the activity log, the user's last
// sign-in time. (The throttle counts attempts itself, before the password is checked.)

export type SignInMethod = "password" | "totp" | "backup_code";

/** The writes of a successful sign-in, for a caller that already holds a transaction. */
export async function writeSignIn(
  trx: Kysely<Database>,
  request: FastifyRequest,
  userId: number,
  method: SignInMethod,
): Promise<void> {
  await trx.updateTable("users").set({ last_login_at: sql`now()` }).where("id", "=", userId).execute();
  await recordAudit(trx, request, { action: "login", resource: "auth", recordId: userId, userId, after: { method } });
}

export async function recordSignIn(
  db: Kysely<Database>,
  request: FastifyRequest,
  userId: number,
  method: SignInMethod,
): Promise<void> {
  await db.transaction().execute((trx) => writeSignIn(trx, request, userId, method));
}

export async function recordFailedSignIn(
  db: Kysely<Database>,
  request: FastifyRequest,
  userId: number | null,
  email: string,
): Promise<void> {
  await recordAudit(db, request, {
    action: "login_failed",
    resource: "auth",
    recordId: userId,
    userId,
    after: { email: email.slice(0, 254) },
  });
}
