import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js";

// Numbers without a country prefix are read as Spanish ones (the product's users are in Spain).
export const DEFAULT_PHONE_REGION: CountryCode = "ES";

/** The number in international format ("+34 612 34 56 78"), or null when it is not a valid one. */
export function normalizePhone(value: string, region: CountryCode = DEFAULT_PHONE_REGION): string | null {
  const parsed = parsePhoneNumberFromString(value.trim(), region);
  return parsed?.isValid() ? parsed.formatInternational() : null;
}
