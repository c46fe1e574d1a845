// FieldType "time": a time of day kept as "HH:MM" on the 24-hour clock. One pattern for the
// API's schema, its list filters and the web's form, so neither side accepts what the other refuses.

/** 00:00 to 23:59, two digits each: "7:5" and "24:00" are not times. */
export const TIME_PATTERN = "^([01][0-9]|2[0-3]):[0-5][0-9]$";

const TIME = new RegExp(TIME_PATTERN);

export function isTimeOfDay(value: unknown): value is string {
  return typeof value === "string" && TIME.test(value);
}

/** Minutes since midnight of an "HH:MM" value (comparable, as notBefore needs); null for anything else. */
export function minutesOfDay(value: unknown): number | null {
  if (!isTimeOfDay(value)) return null;
  return Number(value.slice(0, 2)) * 60 + Number(value.slice(3, 5));
}
