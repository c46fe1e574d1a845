// Generated antd form rules of one field, built from its declaration in resources/
// (required, lengths, bounds, email, color, time, enum), with messages from the validation locale.
import type { Rule } from "antd/es/form";
import type { FieldDef, ResourceDef } from "../../resources/kit/types";
import { minutesOfDay, TIME_PATTERN } from "../../resources/kit/time-of-day";
import { DEFAULT_TAG_LENGTH, MAX_TAGS } from "./tags";

// Rules come from the same declaration the API validates with (docs/architecture.md#one-declaration), so a user sees
// the API's rule before sending. Messages come from the shared `validation` namespace.
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export const COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;
/** The API's own pattern for a time of day ("HH:MM"). */
export const TIME_REGEXP = new RegExp(TIME_PATTERN);

const TEXT_TYPES = new Set(["string", "text", "email", "color", "icon"]);
const NUMBER_TYPES = new Set(["integer", "number", "money"]);

export function rulesFor(field: FieldDef, t: Translate): Rule[] {
  const rules: Rule[] = [];
  const isText = TEXT_TYPES.has(field.type);
  const isNumber = NUMBER_TYPES.has(field.type);

  if (field.required && (field.type === "references" || field.type === "tags")) {
    rules.push({ required: true, type: "array", min: 1, message: t("validation:required") });
  } else if (field.required && field.type !== "boolean") {
    // `whitespace` only on text: async-validator fails a number when the key is present at all.
    rules.push(
      isText
        ? { required: true, whitespace: true, message: t("validation:required") }
        : { required: true, message: t("validation:required") },
    );
  }
  if (isText && field.minLength !== undefined) {
    rules.push({ type: "string", min: field.minLength, message: t("validation:minLength", { min: field.minLength }) });
  }
  if (isText && field.maxLength !== undefined) {
    rules.push({ type: "string", max: field.maxLength, message: t("validation:maxLength", { max: field.maxLength }) });
  }
  if (field.type === "tags") rules.push(...tagRules(field, t));
  if (field.type === "integer" || field.type === "money")
    rules.push({ type: "integer", message: t("validation:integer") });
  if (field.type === "number") rules.push({ type: "number", message: t("validation:number") });
  // Money is held in cents but typed in euros: the bounds are checked in cents, said in euros.
  const shown = (n: number) => (field.type === "money" ? n / 100 : n);
  if (isNumber && field.min !== undefined) {
    rules.push({ type: "number", min: field.min, message: t("validation:gte", { min: shown(field.min) }) });
  }
  if (isNumber && field.max !== undefined) {
    rules.push({ type: "number", max: field.max, message: t("validation:lte", { max: shown(field.max) }) });
  }
  if (field.type === "email") rules.push({ type: "email", message: t("validation:email") });
  if (field.type === "color") rules.push({ pattern: COLOR_PATTERN, message: t("validation:color") });
  if (field.type === "time") rules.push({ pattern: TIME_REGEXP, message: t("validation:time") });
  if (field.type === "enum" && field.options) {
    rules.push({ type: "enum", enum: [...field.options], message: t("validation:oneOf") });
  }
  return rules;
}

// Each label within the declared length (the API's default when none), at most MAX_TAGS labels.
function tagRules(field: FieldDef, t: Translate): Rule[] {
  const max = field.maxLength ?? DEFAULT_TAG_LENGTH;
  return [
    { type: "array", max: MAX_TAGS, message: t("validation:maxItems", { count: MAX_TAGS }) },
    {
      validator: (_rule, value: unknown) =>
        Array.isArray(value) && value.some((label) => String(label).trim().length > max)
          ? Promise.reject(new Error(t("validation:maxLength", { max })))
          : Promise.resolve(),
    },
  ];
}

/**
 * A comparable instant of a form value: 'YYYY-MM-DD' (as a UTC day), an ISO date-time, or a time
 * of day 'HH:MM' (its minutes since midnight, only ever compared with another time).
 */
function instant(value: unknown): number | null {
  if (value === null || value === undefined || value === "") return null;
  const text = String(value);
  const minutes = minutesOfDay(text);
  if (minutes !== null) return minutes;
  const time = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00Z` : text);
  return Number.isNaN(time) ? null : time;
}

/** Whether `later` is earlier than `earlier` (false when either is empty): FieldDef.notBefore broken. */
export function breaksNotBefore(later: unknown, earlier: unknown): boolean {
  const a = instant(later);
  const b = instant(earlier);
  return a !== null && b !== null && a < b;
}

/**
 * The rule of FieldDef.notBefore ("ends on or after it starts"), the same the API answers 422
 * for, named with the other field's label. The form item also lists the other field in its
 * `dependencies`, so changing the start checks the end again.
 */
export function notBeforeRules(def: ResourceDef, name: string, t: Translate): Rule[] {
  const other = def.fields[name]?.notBefore;
  if (!other) return [];
  const message = t("validation:notBefore", { field: t(`resources:${def.name}.fields.${other}`) });
  return [
    ({ getFieldValue }) => ({
      validator: (_rule, value) =>
        breaksNotBefore(value, getFieldValue(other)) ? Promise.reject(new Error(message)) : Promise.resolve(),
    }),
  ];
}
