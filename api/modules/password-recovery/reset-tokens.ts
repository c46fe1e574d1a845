import crypto from "node:crypto";

// The link carries 256 random bits; the database keeps only their SHA-256, so a leaked table
// holds no usable link. A fast hash is enough for a secret this long (nothing to brute-force).
export const RESET_TOKEN_MINUTES = 60;

export function newResetToken(): { token: string; tokenHash: string } {
  const token = crypto.randomBytes(32).toString("base64url");
  return { token, tokenHash: hashResetToken(token) };
}

export function hashResetToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

export function resetLink(publicUrl: string, token: string, email: string): string {
  const url = new URL("/auth/reset-password", publicUrl);
  url.searchParams.set("token", token);
  url.searchParams.set("email", email);
  return url.toString();
}
