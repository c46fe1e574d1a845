import crypto from "node:crypto";

// Ten single-use codes of 10 characters from Crockford's base32 (50 bits each). They are random,
// not chosen by people, so a keyed SHA-256 (HMAC with a server-side pepper) is enough to store
// them: no dictionary applies, and a leaked table alone cannot be checked offline.
export const BACKUP_CODE_COUNT = 10;
const ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";
const LENGTH = 10;

export function newBackupCodes(): string[] {
  return Array.from({ length: BACKUP_CODE_COUNT }, () => {
    const chars = Array.from(crypto.randomBytes(LENGTH), (b) => ALPHABET[b % 32]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** What people type: any case, spaces or dashes, and the letters Crockford reads as digits. */
export function normalizeBackupCode(input: string): string {
  return input.toLowerCase().replace(/[\s-]/g, "").replace(/o/g, "0").replace(/[il]/g, "1");
}

export function looksLikeBackupCode(input: string): boolean {
  return new RegExp(`^[${ALPHABET}]{${LENGTH}}$`).test(normalizeBackupCode(input));
}

export function hashBackupCode(key: Buffer, userId: number, code: string): string {
  return crypto
    .createHmac("sha256", key)
    .update(`${userId}:${normalizeBackupCode(code)}`)
    .digest("hex");
}
