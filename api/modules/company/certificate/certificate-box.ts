import crypto from "node:crypto";

// The company's certificate at rest: AES-256-GCM with the key the TOTP secrets use (derived from
// the server key, see two-factor/keys.ts). The associated data names the purpose, so a sealed
// TOTP secret copied into the certificate column (or the reverse) does not open.
const VERSION = "v1";
const AAD = Buffer.from("gestion/company-certificate");

export function sealCertificate(key: Buffer, plain: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(AAD);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64")}`;
}

/** The sealed text, or null when it was not sealed with this key (the server key changed). */
export function openCertificate(key: Buffer, sealed: string | null): string | null {
  if (!sealed?.startsWith(`${VERSION}:`)) return null;
  try {
    const raw = Buffer.from(sealed.slice(VERSION.length + 1), "base64");
    const decipher = crypto.createDecipheriv("aes-256-gcm", key, raw.subarray(0, 12));
    decipher.setAAD(AAD);
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
