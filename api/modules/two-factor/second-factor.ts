import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import type { TwoFactorKeys } from "./keys.js";
import { openSecret } from "./secret-box.js";
import { isTotpShaped, totpStep } from "./totp.js";
import { hashBackupCode, looksLikeBackupCode } from "./backup-codes.js";

/**
 * Spends a TOTP code (its time step) or a backup code of the user, or answers null. Both spends
 * are conditional updates, so two requests racing with the same code cannot both win.
 */
export async function checkSecondFactor(
  trx: Kysely<Database>,
  keys: TwoFactorKeys,
  userId: number,
  code: string,
): Promise<"totp" | "backup_code" | null> {
  const trimmed = code.trim();
  if (isTotpShaped(trimmed)) return (await spendTotp(trx, keys, userId, trimmed)) ? "totp" : null;
  if (!looksLikeBackupCode(trimmed)) return null;
  const spent = await trx
    .updateTable("two_factor_backup_codes")
    .set({ used_at: sql`now()` })
    .where("user_id", "=", userId)
    .where("code_hash", "=", hashBackupCode(keys.backupCodes, userId, trimmed))
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) > 0 ? "backup_code" : null;
}

/** True when the code is valid now and its time step is newer than the last one used. */
export async function spendTotp(
  trx: Kysely<Database>,
  keys: TwoFactorKeys,
  userId: number,
  code: string,
): Promise<boolean> {
  const user = await trx.selectFrom("users").select(["two_factor_secret"]).where("id", "=", userId).executeTakeFirst();
  const secret = openSecret(keys.secret, userId, user?.two_factor_secret ?? null);
  const step = secret ? totpStep(secret, code) : null;
  if (step === null) return false;
  const done = await trx
    .updateTable("users")
    .set({ totp_last_step: step })
    .where("id", "=", userId)
    .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", step)]))
    .executeTakeFirst();
  return Number(done.numUpdatedRows) > 0;
}
