import type { ErrorObject } from "ajv";
import type { FieldError } from "../../errors.js";
import { ajvToFieldErrors } from "../../plugins/validation.js";
import { newPasswordErrors } from "../auth/password-rules.js";
import { NAME_MIN } from "./schemas.js";

/**
 * Every field's mistake in one answer: the schema's (types, lengths, formats) and then, for each
 * field the schema let through, the rules it cannot express (a name of spaces, a common password,
 * a confirmation that differs, terms not accepted). Never whether the email has an account: that
 * answer is the same either way (request-registration.ts).
 */
export function registrationErrors(
  body: unknown,
  failure: (Error & { validation?: ErrorObject[] }) | undefined,
): Record<string, FieldError[]> {
  const errors = failure ? ajvToFieldErrors(failure.validation ?? []) : Object.create(null);
  const given = (typeof body === "object" && body !== null && !Array.isArray(body) ? body : {}) as Record<
    string,
    unknown
  >;
  const text = (field: string) =>
    !errors[field] && typeof given[field] === "string" ? (given[field] as string) : undefined;

  const name = text("name")?.trim().replace(/\s+/g, " ");
  if (name !== undefined && name.length < NAME_MIN)
    errors.name = [{ key: "validation:minLength", params: { min: NAME_MIN } }];
  const password = text("password");
  const confirmation = typeof given.password_confirmation === "string" ? given.password_confirmation : undefined;
  if (password !== undefined) {
    const rules = newPasswordErrors(password, confirmation ?? password);
    if (rules.password) errors.password = rules.password;
  }
  // A confirmation is compared with whatever password was typed, even one too short.
  if (
    !errors.password_confirmation
    && confirmation !== undefined
    && typeof given.password === "string"
    && confirmation !== given.password
  ) {
    errors.password_confirmation = [{ key: "validation:passwordsDoNotMatch" }];
  }
  if (!errors.terms && given.terms !== true) errors.terms = [{ key: "validation:termsRequired" }];
  return errors;
}
