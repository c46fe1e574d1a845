import crypto from "node:crypto";
import { sql } from "kysely";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { recordAudit } from "../../audit/record-audit.js";
import { tryTakeAttempt } from "../../throttle/auth-attempts.js";
import { hashPassword } from "../auth/passwords.js";
import { newResetToken } from "../password-recovery/reset-tokens.js";
import { REGISTER_MAIL_PER_EMAIL } from "./attempts.js";
import { composeConfirmMail, composeExistingAccountMail, CONFIRM_LINK_HOURS } from "./registration-mails.js";

export interface RegistrationRequest {
  name: string;
  email: string;
  password: string;
  language: string;
}

/**
 * A valid registration, answered the same whether its address has an account (OWASP ASVS V6):
 * a new address gets a link that creates the account; an existing one's owner is told of the
 * attempt, with a way to sign in or reset the password. Both do the same work before the answer
 * (the password is hashed either way) and mail after it; an address over its mail limit gets nothing.
 */
export async function requestRegistration(
  app: FastifyInstance,
  request: FastifyRequest,
  registration: RegistrationRequest,
): Promise<void> {
  const { db } = app.database;
  const passwordHash = await hashPassword(registration.password);
  const email = registration.email.toLowerCase();
  const owner = await db
    .selectFrom("users")
    .select(["id", "email", "name", "language", "active"])
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", email))
    .executeTakeFirst();
  if (!(await tryTakeAttempt(db, REGISTER_MAIL_PER_EMAIL, email))) {
    request.log.warn({ userId: owner?.id }, "registration mail limit reached: no mail sent");
    return;
  }
  const company = (await db.selectFrom("company").select("name").where("id", "=", 1).executeTakeFirst())?.name ?? "";

  if (owner) {
    // An inactive account's owner cannot sign in: nothing to tell them.
    if (!owner.active) return;
    await recordAudit(db, request, {
      action: "register_existing",
      resource: "users",
      recordId: owner.id,
      userId: null,
    });
    const { publicUrl } = app.config;
    app.sendMailLater(
      composeExistingAccountMail({ to: owner.email, name: owner.name, language: owner.language, publicUrl, company }),
    );
    return;
  }

  const { token, tokenHash } = newResetToken();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("registration_requests").where("expires_at", "<", sql<Date>`now()`).execute();
    const pending = await trx
      .insertInto("registration_requests")
      .values({
        id: crypto.randomUUID(),
        email: registration.email,
        name: registration.name,
        language: registration.language,
        password_hash: passwordHash,
        token_hash: tokenHash,
        expires_at: sql<Date>`now() + make_interval(hours => ${CONFIRM_LINK_HOURS})`,
      })
      .returning(["id", "expires_at"])
      .executeTakeFirstOrThrow();
    await recordAudit(trx, request, {
      action: "register_request",
      resource: "users",
      userId: null,
      after: { email: registration.email, request_id: pending.id, expires_at: pending.expires_at },
    });
  });
  const link = new URL("/auth/register/confirm", app.config.publicUrl);
  link.searchParams.set("token", token);
  app.sendMailLater(
    composeConfirmMail({
      to: registration.email,
      name: registration.name,
      language: registration.language,
      link: link.toString(),
      company,
    }),
  );
}
