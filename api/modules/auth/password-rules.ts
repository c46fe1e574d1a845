import type { FieldError } from "../../errors.js";
import { isCommonPassword } from "./common-passwords.js";

// docs/product.md#validation: at least 6 characters; the cap keeps argon2 work bounded.
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 200;

export const newPasswordProperties = {
  password: { type: "string", minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX },
  password_confirmation: { type: "string", minLength: 1, maxLength: PASSWORD_MAX },
} as const;

/** The rules a new password meets beyond its length: confirmed, and not a common one. */
export function newPasswordErrors(password: string, confirmation: string): Record<string, FieldError[]> {
  const errors: Record<string, FieldError[]> = {};
  if (isCommonPassword(password)) errors.password = [{ key: "account:password.common" }];
  if (confirmation !== password) errors.password_confirmation = [{ key: "validation:passwordsDoNotMatch" }];
  return errors;
}
