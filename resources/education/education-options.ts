// The words of education's enums, shared by declarations, the API's rules and the screens.

export const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/**
 * A registration's life: pending (holds a seat until staff confirm), confirmed, waitlisted (no
 * seat left; promoted in order when one frees up), withdrawn (baja: kept, with date and reason)
 * or completed.
 */
export const REGISTRATION_STATUSES = ["pending", "confirmed", "waitlisted", "withdrawn", "completed"] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/** The statuses that take one of a course's seats. */
export const SEATED_STATUSES: readonly RegistrationStatus[] = ["pending", "confirmed"];

/** SEPA return reason codes a bank answers a returned debit with (the common ones). */
export const SEPA_RETURN_REASONS = [
  "AC01",
  "AC04",
  "AC06",
  "AG01",
  "AM04",
  "MD01",
  "MD06",
  "MS02",
  "MS03",
  "SL01",
] as const;
