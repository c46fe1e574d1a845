import type { FastifyInstance, FastifyRequest } from "fastify";
import { sql } from "kysely";
import { AppError, fieldError, unauthorized } from "../../errors.js";
import { requireUser } from "../../plugins/auth.js";
import { recordAudit } from "../../audit/record-audit.js";
import { verifyPassword } from "../auth/passwords.js";
import { REAUTH_THROTTLE, TWO_FACTOR_THROTTLE } from "../auth/throttle.js";
import { takeAttempt } from "../../throttle/auth-attempts.js";
import { twoFactorKeys } from "./keys.js";
import { sealSecret } from "./secret-box.js";
import { newTotpSecret, totpFor } from "./totp.js";
import { qrCodeDataUrl } from "./qr-code.js";
import { replaceBackupCodes } from "./store-backup-codes.js";
import { spendTotp } from "./second-factor.js";
import { twoFactorThrottleKey } from "./challenge.js";
import { confirmSchema, disableSchema, enableSchema, regenerateSchema, statusSchema } from "./schemas.js";

const DEFAULT_ISSUER = "Gestión";

// Two-factor management of the signed-in user, under /two-factor (no "auth" in the URL, so the
// web client sends its bearer token).
export async function twoFactorRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const keys = twoFactorKeys(app);
  const signedIn = { onRequest: app.authenticate };

  async function userRow(request: FastifyRequest) {
    const user = await db
      .selectFrom("users")
      .select(["id", "email", "password_hash", "two_factor_secret", "two_factor_enabled", "two_factor_confirmed_at"])
      .where("id", "=", requireUser(request).id)
      .executeTakeFirst();
    if (!user) throw unauthorized();
    return user;
  }

  /**
   * Sensitive changes ask for the password again; its failures are throttled per user, each
   * attempt counted before the check (a right password gives it back).
   */
  async function checkPassword(passwordHash: string, password: string, userId: number) {
    const attempt = await takeAttempt(db, REAUTH_THROTTLE, `user:${userId}`);
    if (!(await verifyPassword(passwordHash, password))) throw fieldError("password", "two-factor:wrongPassword");
    await attempt.refund();
  }

  app.get("/two-factor/status", { ...signedIn, schema: statusSchema }, async (request) => {
    const user = await userRow(request);
    const left = await db
      .selectFrom("two_factor_backup_codes")
      .select(sql<string>`count(*)`.as("n"))
      .where("user_id", "=", user.id)
      .where("used_at", "is", null)
      .executeTakeFirst();
    return {
      enabled: user.two_factor_enabled,
      pending: !user.two_factor_enabled && user.two_factor_secret !== null,
      confirmed_at: user.two_factor_confirmed_at,
      backup_codes_left: user.two_factor_enabled ? Number(left?.n ?? 0) : 0,
    };
  });

  // Takes no input: a POST without a body is the normal call, and it is validated as {}.
  const emptyBody = async (request: FastifyRequest) => {
    request.body ??= {};
  };
  app.post("/two-factor/enable", { ...signedIn, preValidation: emptyBody, schema: enableSchema }, async (request) => {
    const user = await userRow(request);
    if (user.two_factor_enabled) throw new AppError(409, "two-factor:alreadyEnabled");
    const company = await db.selectFrom("company").select("name").where("id", "=", 1).executeTakeFirst();
    const secret = newTotpSecret();
    const otpauthUrl = totpFor(secret, user.email, company?.name?.trim() || DEFAULT_ISSUER).toString();
    // Stored now but not in force: sign-in keeps asking only for the password until confirmed.
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable("users")
        .set({ two_factor_secret: sealSecret(keys.secret, user.id, secret), totp_last_step: null })
        .where("id", "=", user.id)
        .execute();
      await recordAudit(trx, request, { action: "two_factor_setup", resource: "users", recordId: user.id });
    });
    return { secret, otpauth_url: otpauthUrl, qr_code: await qrCodeDataUrl(otpauthUrl) };
  });

  app.post<{ Body: { code: string } }>(
    "/two-factor/confirm",
    { ...signedIn, schema: confirmSchema },
    async (request) => {
      const user = await userRow(request);
      if (user.two_factor_enabled) throw new AppError(409, "two-factor:alreadyEnabled");
      if (!user.two_factor_secret) throw new AppError(409, "two-factor:notStarted");
      const attempt = await takeAttempt(db, TWO_FACTOR_THROTTLE, twoFactorThrottleKey(user.id));
      const codes = await db.transaction().execute(async (trx) => {
        if (!(await spendTotp(trx, keys, user.id, request.body.code.trim()))) return null;
        await trx
          .updateTable("users")
          .set({ two_factor_enabled: true, two_factor_confirmed_at: sql`now()` })
          .where("id", "=", user.id)
          .execute();
        const fresh = await replaceBackupCodes(trx, keys, user.id);
        await recordAudit(trx, request, {
          action: "two_factor_enable",
          resource: "users",
          recordId: user.id,
          before: { two_factor_enabled: false },
          after: { two_factor_enabled: true },
        });
        return fresh;
      });
      if (!codes) throw fieldError("code", "two-factor:invalidCode");
      await attempt.refund();
      return { backup_codes: codes };
    },
  );

  app.post<{ Body: { password: string } }>(
    "/two-factor/backup-codes",
    { ...signedIn, schema: regenerateSchema },
    async (request) => {
      const user = await userRow(request);
      if (!user.two_factor_enabled) throw new AppError(409, "two-factor:notEnabled");
      await checkPassword(user.password_hash, request.body.password, user.id);
      const codes = await db.transaction().execute(async (trx) => {
        const fresh = await replaceBackupCodes(trx, keys, user.id);
        await recordAudit(trx, request, { action: "backup_codes_regenerate", resource: "users", recordId: user.id });
        return fresh;
      });
      return { backup_codes: codes };
    },
  );

  app.post<{ Body: { password: string; sign_out_other_sessions?: boolean } }>(
    "/two-factor/disable",
    { ...signedIn, schema: disableSchema },
    async (request) => {
      const user = await userRow(request);
      await checkPassword(user.password_hash, request.body.password, user.id);
      const { sessionId } = requireUser(request);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("users")
          .set({
            two_factor_enabled: false,
            two_factor_secret: null,
            two_factor_confirmed_at: null,
            totp_last_step: null,
          })
          .where("id", "=", user.id)
          .execute();
        await trx.deleteFrom("two_factor_backup_codes").where("user_id", "=", user.id).execute();
        await trx.deleteFrom("two_factor_challenges").where("user_id", "=", user.id).execute();
        if (request.body.sign_out_other_sessions) {
          await trx
            .updateTable("sessions")
            .set({ revoked_at: sql`now()` })
            .where("user_id", "=", user.id)
            .where("id", "!=", sessionId)
            .where("revoked_at", "is", null)
            .execute();
        }
        await recordAudit(trx, request, {
          action: "two_factor_disable",
          resource: "users",
          recordId: user.id,
          before: { two_factor_enabled: user.two_factor_enabled },
          after: {
            two_factor_enabled: false,
            other_sessions_signed_out: Boolean(request.body.sign_out_other_sessions),
          },
        });
      });
      return { message: request.t("two-factor:disabled") };
    },
  );
}
