import { sql } from "kysely";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { fieldError } from "../../errors.js";
import { hashResetToken } from "../password-recovery/reset-tokens.js";
import { createAccount } from "./create-account.js";

const invalidLink = () => fieldError("token", "account:register.invalidLink");

/**
 * Follows a registration's mailed link: the account is made from the waiting request, which is
 * spent (of two clicks at once only one finds it). A link expired, spent, or for an address that
 * has an account by now answers 422 on `token`. Answers the new user's id.
 */
export async function confirmRegistration(
  app: FastifyInstance,
  request: FastifyRequest,
  token: string,
): Promise<number> {
  return app.database.db.transaction().execute(async (trx) => {
    const pending = await trx
      .deleteFrom("registration_requests")
      .where("token_hash", "=", hashResetToken(token))
      .where("expires_at", ">", sql<Date>`now()`)
      .returningAll()
      .executeTakeFirst();
    if (!pending) throw invalidLink();
    const email = pending.email.toLowerCase();
    const taken = await trx
      .selectFrom("users")
      .select("id")
      .where((eb) => eb(eb.fn("lower", ["email"]), "=", email))
      .executeTakeFirst();
    if (taken) throw invalidLink();
    // The address's other links are moot once it has an account.
    await trx
      .deleteFrom("registration_requests")
      .where((eb) => eb(eb.fn("lower", ["email"]), "=", email))
      .execute();
    return createAccount(trx, request, {
      name: pending.name,
      email: pending.email,
      passwordHash: pending.password_hash,
      language: pending.language,
    });
  });
}
