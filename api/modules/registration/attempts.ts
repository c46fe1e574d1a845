import type { ThrottleRule } from "../../throttle/auth-attempts.js";

// The limits on registrations and recovery mails (the counting is in api/throttle/).
/** Registrations per IP: enough for a family behind one router, too few to spam accounts. */
export const REGISTER_PER_IP: ThrottleRule = {
  kind: "register",
  limit: 10,
  windowSeconds: 3600,
  messageKey: "account:throttled",
};
/** Recovery requests per IP: over it the caller gets 429 with Retry-After. */
export const RECOVERY_PER_IP: ThrottleRule = {
  kind: "recovery_ip",
  limit: 20,
  windowSeconds: 900,
  messageKey: "account:throttled",
};
/** Recovery mails per address: over it the answer is the same, but no mail goes out. */
export const RECOVERY_PER_EMAIL: ThrottleRule = {
  kind: "recovery_mail",
  limit: 3,
  windowSeconds: 900,
  messageKey: "account:throttled",
};
/** Registration mails per address (either kind): over it the answer is the same, but no mail goes out. */
export const REGISTER_MAIL_PER_EMAIL: ThrottleRule = {
  kind: "register_mail",
  limit: 3,
  windowSeconds: 900,
  messageKey: "account:throttled",
};
