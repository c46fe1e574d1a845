import type { ThrottleRule } from "../../throttle/auth-attempts.js";

// The limits on guessing a password or a second factor (the counting is in api/throttle/).
export const LOGIN_THROTTLE: ThrottleRule = {
  kind: "login",
  limit: 10,
  windowSeconds: 15 * 60,
  messageKey: "two-factor:throttle.login",
};
export const TWO_FACTOR_THROTTLE: ThrottleRule = {
  kind: "two_factor",
  limit: 10,
  windowSeconds: 15 * 60,
  messageKey: "two-factor:throttle.code",
};
export const REAUTH_THROTTLE: ThrottleRule = {
  kind: "reauth",
  limit: 10,
  windowSeconds: 15 * 60,
  messageKey: "two-factor:throttle.password",
};

/** Sign-in failures count per email from one IP, so a guesser cannot lock an account out everywhere. */
export function loginThrottleKey(email: string, ip: string): string {
  return `${email.trim().toLowerCase().slice(0, 254)}|${ip.slice(0, 64)}`;
}
