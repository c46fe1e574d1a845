import { Secret, TOTP } from "otpauth";

// RFC 6238 as authenticator apps expect it: SHA-1, 6 digits, 30-second steps; one step of clock
// drift either way is accepted.
export const TOTP_PERIOD = 30;
export const TOTP_DIGITS = 6;
export const TOTP_WINDOW = 1;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpFor(secret: string, label = "", issuer = ""): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: "SHA1",
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD,
    secret: Secret.fromBase32(secret),
  });
}

export function isTotpShaped(code: string): boolean {
  return new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code);
}

/**
 * The time step the code belongs to, or null when it matches none in the window. The caller
 * accepts it only if the step is newer than the last one used (a code never works twice).
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  if (!isTotpShaped(code)) return null;
  const delta = totpFor(secret).validate({ token: code, timestamp: now, window: TOTP_WINDOW });
  return delta === null ? null : Math.floor(now / 1000 / TOTP_PERIOD) + delta;
}
