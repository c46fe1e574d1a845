import crypto from "node:crypto";
import { sql } from "kysely";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { recordAudit } from "../../audit/record-audit.js";
import { RECOVERY_PER_EMAIL } from "../registration/attempts.js";
import { tryTakeAttempt } from "../../throttle/auth-attempts.js";
import { composeResetMail } from "./reset-mail.js";
import { newResetToken, resetLink, RESET_TOKEN_MINUTES } from "./reset-tokens.js";

/**
 * Stores a reset token for an active account and queues its mail. Unknown and inactive
 * addresses, and addresses over their mail limit, get nothing; the caller answers the same.
 */
export async function requestReset(app: FastifyInstance, request: FastifyRequest, rawEmail: string): Promise<void> {
  const { db } = app.database;
  const email = rawEmail.trim().toLowerCase();
  const user = await db
    .selectFrom("users")
    .select(["id", "email", "name", "language", "active"])
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", email))
    .executeTakeFirst();
  if (!user?.active) return;

  // Counted before the mail is made, in one step with the check: concurrent requests for one
  // address cannot all find it under its limit.
  if (!(await tryTakeAttempt(db, RECOVERY_PER_EMAIL, email))) {
    request.log.warn({ userId: user.id }, "password recovery mail limit reached: no mail sent");
    return;
  }

  const { token, tokenHash } = newResetToken();
  await db.transaction().execute(async (trx) => {
    const reset = await trx
      .insertInto("password_resets")
      .values({
        id: crypto.randomUUID(),
        user_id: user.id,
        token_hash: tokenHash,
        expires_at: sql<Date>`now() + make_interval(mins => ${RESET_TOKEN_MINUTES})`,
        used_at: null,
      })
      .returning(["id", "expires_at"])
      .executeTakeFirstOrThrow();
    // Nobody is signed in: the log names the account the link was sent for.
    await recordAudit(trx, request, {
      action: "password_reset_request",
      resource: "users",
      recordId: user.id,
      userId: null,
      after: { reset_id: reset.id, expires_at: reset.expires_at },
    });
  });

  const company = await db.selectFrom("company").select("name").where("id", "=", 1).executeTakeFirst();
  app.sendMailLater(
    composeResetMail({
      to: user.email,
      name: user.name,
      language: user.language,
      link: resetLink(app.config.publicUrl, token, user.email),
      company: company?.name ?? "",
    }),
  );
}
