import { sql, type ExpressionBuilder } from "kysely";
import type { Database } from "../../db/schema.js";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { recordAudit } from "../../audit/record-audit.js";
import { fieldError, validationFailed } from "../../errors.js";
import { hashPassword } from "../auth/passwords.js";
import { newPasswordErrors } from "../auth/password-rules.js";
import { hashResetToken } from "./reset-tokens.js";
import type { ResetPasswordBody } from "./schemas.js";

const invalidToken = () => fieldError("token", "account:reset.invalidToken");

/**
 * Sets the new password with a valid, unused, unexpired token; spends every open token of the
 * user and revokes all their sessions, so whoever knew the old password is signed out too.
 */
export async function resetPassword(
  app: FastifyInstance,
  request: FastifyRequest,
  body: ResetPasswordBody,
): Promise<void> {
  const { db } = app.database;
  const tokenHash = hashResetToken(body.token);
  const user = await db
    .selectFrom("users")
    .select(["id", "active"])
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", body.email.trim().toLowerCase()))
    .executeTakeFirst();
  const usable = (eb: ExpressionBuilder<Database, "password_resets">) =>
    eb.and([
      eb("user_id", "=", user?.id ?? -1),
      eb("token_hash", "=", tokenHash),
      eb("used_at", "is", null),
      eb("expires_at", ">", sql<Date>`now()`),
    ]);
  // The link is checked first: with a dead link, the password's own errors are beside the point.
  const found = user?.active && (await db.selectFrom("password_resets").select("id").where(usable).executeTakeFirst());
  if (!user || !found) throw invalidToken();

  const errors = newPasswordErrors(body.password, body.password_confirmation);
  if (Object.keys(errors).length) throw validationFailed(errors);

  const passwordHash = await hashPassword(body.password);
  await db.transaction().execute(async (trx) => {
    // Spent here, conditionally: of two requests racing with one token, only one gets a row.
    const spent = await trx
      .updateTable("password_resets")
      .set({ used_at: sql`now()` })
      .where(usable)
      .returning("id")
      .executeTakeFirst();
    if (!spent) throw invalidToken();
    await trx
      .updateTable("password_resets")
      .set({ used_at: sql`now()` })
      .where("user_id", "=", user.id)
      .where("used_at", "is", null)
      .execute();
    await trx
      .updateTable("users")
      .set({ password_hash: passwordHash, updated_at: sql`now()`, version: sql`version + 1` })
      .where("id", "=", user.id)
      .execute();
    const revoked = await trx
      .updateTable("sessions")
      .set({ revoked_at: sql`now()` })
      .where("user_id", "=", user.id)
      .where("revoked_at", "is", null)
      .executeTakeFirst();
    await recordAudit(trx, request, {
      action: "password_reset",
      resource: "users",
      recordId: user.id,
      userId: user.id,
      after: { sessions_revoked: Number(revoked.numUpdatedRows) },
    });
  });
}
