// The fields of a generated form and its first values, from the declaration (resource-form.tsx).
import type { BaseRecord } from "@refinedev/core";
import type { FieldDef, ResourceDef } from "../../resources/kit/types";
import { isServerField, writableFields } from "../../resources/kit/define-resource";
import { readUser } from "../providers/session";
import { choicesBody } from "../../resources/kit/choices";

/** The fields a form edits: what a body may hold, minus what is kept out of sight (hidden). */
export function formFields(def: ResourceDef): [string, FieldDef][] {
  return writableFields(def).filter(([, field]) => !field.hidden);
}

/**
 * What the form lays out, in declaration order: the fields it edits and, beside them, image fields,
 * which are not in its body (each is uploaded on its own: image-field.tsx). A client user is not
 * asked for staff-only fields, which the API refuses from them, nor for the client their row
 * belongs to, which the API sets to their own.
 */
export function formLayoutFields(def: ResourceDef, outsider = false): [string, FieldDef][] {
  const own = outsider ? def.scope?.client : undefined;
  return Object.entries(def.fields).filter(
    ([name, field]) =>
      !field.hidden
      && (!isServerField(field) || field.type === "image")
      && !(outsider && (field.staffOnly || name === own)),
  );
}

export function imageFieldValues(def: ResourceDef, row: BaseRecord): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(def.fields)
      .filter(([, f]) => f.type === "image")
      .map(([name]) => [name, row[name] ?? null]),
  );
}

/**
 * A new record's first values: the declared defaults, and the signed-in user where the creator is
 * the default (a lead's owner).
 */
export function declaredDefaults(def: ResourceDef, userId = readUser()?.id): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, field] of formFields(def)) {
    if (field.default !== undefined) values[name] = field.default;
    else if (field.creatorByDefault && userId !== undefined) values[name] = userId;
  }
  return values;
}

/** The body of the form's values: choices as the API takes them (ids only on existing options). */
export function formBody(def: ResourceDef, values: Record<string, unknown>): Record<string, unknown> {
  const body = { ...values };
  for (const [name, field] of Object.entries(def.fields))
    if (field.type === "choices" && name in body) body[name] = choicesBody(body[name]);
  return body;
}
