import crypto from "node:crypto";

// A feed URL carries 256 random bits; the database keeps only their SHA-256, so a leaked table
// holds no usable URL, and a lookup by hash compares nothing an attacker can steer byte by byte.
export const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function newFeedToken(): { token: string; tokenHash: string } {
  const token = crypto.randomBytes(32).toString("base64url");
  return { token, tokenHash: hashFeedToken(token) };
}

export function hashFeedToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

/** The subscription URL calendars poll; PUBLIC_URL is where users reach the app (as mail links). */
export function feedUrl(publicUrl: string, token: string): string {
  return new URL(`/api/calendar/${token}.ics`, publicUrl).toString();
}
