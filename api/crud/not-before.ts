import type { FastifyRequest } from "fastify";
import { isTimeOfDay, minutesOfDay, type ResourceDef } from "../../resources/index.js";
import { validationFailed, type FieldError } from "../errors.js";

// FieldDef.notBefore: a date or time that may not be earlier than another field's ("ends on or
// after it starts"). Checked on the values the row will hold: the body over the row as it is, so
// a PATCH of only one of the two is compared with the other as stored.

/**
 * A comparable instant of a date ('YYYY-MM-DD'), a date-time string or a Date; null when unset.
 * A time of day ('HH:MM') is its minutes since midnight: only ever compared with another time.
 */
function instant(value: unknown): number | null {
  if (value === null || value === undefined || value === "") return null;
  if (value instanceof Date) return value.getTime();
  if (typeof value !== "string") return null;
  if (isTimeOfDay(value)) return minutesOfDay(value);
  const time = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(time) ? null : time;
}

/**
 * The 422 field errors of every notBefore rule the values break (none when all hold). With
 * `touched`, only rules on a field the body sends: an edit of a name is not refused for dates the
 * row already held.
 */
export function notBeforeErrors(
  def: ResourceDef,
  values: Record<string, unknown>,
  request: FastifyRequest | null,
  touched?: Record<string, unknown>,
): Record<string, FieldError[]> {
  const errors: Record<string, FieldError[]> = {};
  for (const [name, field] of Object.entries(def.fields)) {
    if (!field.notBefore) continue;
    if (touched && !Object.hasOwn(touched, name) && !Object.hasOwn(touched, field.notBefore)) continue;
    const later = instant(values[name]);
    const earlier = instant(values[field.notBefore]);
    if (later === null || earlier === null || later >= earlier) continue;
    const labelKey = `resources:${def.name}.fields.${field.notBefore}`;
    const label = request ? request.t(labelKey, { defaultValue: field.notBefore }) : field.notBefore;
    errors[name] = [{ key: "validation:notBefore", params: { field: label } }];
  }
  return errors;
}

/** Refuses (422 on the later field) values that break a notBefore rule. */
export function assertNotBefore(
  def: ResourceDef,
  values: Record<string, unknown>,
  request: FastifyRequest | null,
  touched?: Record<string, unknown>,
): void {
  const errors = notBeforeErrors(def, values, request, touched);
  if (Object.keys(errors).length) throw validationFailed(errors);
}
