import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import type { TwoFactorKeys } from "./keys.js";
import { hashBackupCode, newBackupCodes } from "./backup-codes.js";

/** Voids every backup code of the user and stores ten new ones (hashed); answers them in clear, once. */
export async function replaceBackupCodes(
  trx: Kysely<Database>,
  keys: TwoFactorKeys,
  userId: number,
): Promise<string[]> {
  const codes = newBackupCodes();
  await trx.deleteFrom("two_factor_backup_codes").where("user_id", "=", userId).execute();
  await trx
    .insertInto("two_factor_backup_codes")
    .values(
      codes.map((code) => ({
        user_id: userId,
        code_hash: hashBackupCode(keys.backupCodes, userId, code),
        used_at: null,
      })),
    )
    .execute();
  return codes;
}
