import { sql, type Kysely } from "kysely";
import type { FastifyRequest } from "fastify";
import type { Database } from "../../db/schema.js";
import { fieldError, unauthorized, validationFailed } from "../../errors.js";
import { requireUser } from "../../plugins/auth.js";
import { recordAudit } from "../../audit/record-audit.js";
import { hashPassword, verifyPassword } from "../auth/passwords.js";
import { newPasswordErrors } from "../auth/password-rules.js";
import { REAUTH_THROTTLE } from "../auth/throttle.js";
import { takeAttempt } from "../../throttle/auth-attempts.js";

export interface PasswordChange {
  current_password: string;
  password: string;
  password_confirmation: string;
  sign_out_other_sessions?: boolean;
}

/** Checks the current password, stores the new one and, when asked, ends the other sessions. */
export async function changePassword(
  db: Kysely<Database>,
  request: FastifyRequest,
  body: PasswordChange,
): Promise<number> {
  const me = requireUser(request);
  const ruleErrors = newPasswordErrors(body.password, body.password_confirmation);
  if (Object.keys(ruleErrors).length) throw validationFailed(ruleErrors);
  const row = await db.selectFrom("users").select("password_hash").where("id", "=", me.id).executeTakeFirst();
  if (!row) throw unauthorized();
  // A stolen session must not become a way to guess the password: the same per-user limit as
  // every other re-authentication, counted before the check (a right password gives it back).
  const attempt = await takeAttempt(db, REAUTH_THROTTLE, `user:${me.id}`);
  if (!(await verifyPassword(row.password_hash, body.current_password)))
    throw fieldError("current_password", "profile:password.wrongCurrent");
  await attempt.refund();
  const passwordHash = await hashPassword(body.password);
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable("users")
      .set({ password_hash: passwordHash, version: sql`version + 1`, updated_at: sql`now()` })
      .where("id", "=", me.id)
      .execute();
    let signedOut = 0;
    if (body.sign_out_other_sessions) {
      const revoked = await trx
        .updateTable("sessions")
        .set({ revoked_at: sql`now()` })
        .where("user_id", "=", me.id)
        .where("id", "!=", me.sessionId)
        .where("revoked_at", "is", null)
        .executeTakeFirst();
      signedOut = Number(revoked.numUpdatedRows);
    }
    await recordAudit(trx, request, {
      action: "password_change",
      resource: "users",
      recordId: me.id,
      after: { signed_out_other_sessions: Boolean(body.sign_out_other_sessions), signed_out_sessions: signedOut },
    });
    return signedOut;
  });
}
