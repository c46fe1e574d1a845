// Generated antd form rules of one field, built from its declaration in resources/
// (required, lengths, bounds, email, color, enum), with messages from the validation locale.
import type { Rule } from "antd/es/form";
import type { FieldDef } from "../../resources/kit/types";

// Rules come from the same declaration the API validates with (DESIGN §1), so a user sees
// the API's rule before sending. Messages come from the shared `validation` namespace.
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export const COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

const TEXT_TYPES = new Set(["string", "text", "email", "color", "icon"]);
const NUMBER_TYPES = new Set(["integer", "number"]);

export function rulesFor(field: FieldDef, t: Translate): Rule[] {
  const rules: Rule[] = [];
  const isText = TEXT_TYPES.has(field.type);
  const isNumber = NUMBER_TYPES.has(field.type);

  if (field.required && field.type !== "boolean") {
    // `whitespace` only on text: async-validator fails a number when the key is present at all.
    rules.push(isText ? { required: true, whitespace: true, message: t("validation:required") } : { required: true, message: t("validation:required") });
  }
  if (isText && field.minLength !== undefined) {
    rules.push({ type: "string", min: field.minLength, message: t("validation:minLength", { min: field.minLength }) });
  }
  if (isText && field.maxLength !== undefined) {
    rules.push({ type: "string", max: field.maxLength, message: t("validation:maxLength", { max: field.maxLength }) });
  }
  if (field.type === "integer") rules.push({ type: "integer", message: t("validation:integer") });
  if (field.type === "number") rules.push({ type: "number", message: t("validation:number") });
  if (isNumber && field.min !== undefined) {
    rules.push({ type: "number", min: field.min, message: t("validation:gte", { min: field.min }) });
  }
  if (isNumber && field.max !== undefined) {
    rules.push({ type: "number", max: field.max, message: t("validation:lte", { max: field.max }) });
  }
  if (field.type === "email") rules.push({ type: "email", message: t("validation:email") });
  if (field.type === "color") rules.push({ pattern: COLOR_PATTERN, message: t("validation:color") });
  if (field.type === "enum" && field.options) {
    rules.push({ type: "enum", enum: [...field.options], message: t("validation:oneOf") });
  }
  return rules;
}
