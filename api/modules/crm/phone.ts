import { parsePhoneNumberFromString } from "libphonenumber-js";

// Phones are compared in E.164 ("+34612345678"), read as Spanish numbers unless they say
// otherwise, so "612 34 56 78", "+34 612345678" and "0034612345678" are one number.
const DEFAULT_COUNTRY = "ES";

/** The number in E.164, or null when it is not a possible phone number. */
export function normalizePhone(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const text = raw.trim().replace(/^00/, "+");
  const parsed = parsePhoneNumberFromString(text, DEFAULT_COUNTRY);
  return parsed?.isPossible() ? parsed.number : null;
}
