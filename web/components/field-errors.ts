import type { FormInstance } from "antd";
import type { AppHttpError } from "../providers/http-client";

/** A 422 key as a form field's path: `lines.2.description` is a field of a list's third row. */
export function fieldPath(key: string): (string | number)[] {
  return key.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** Puts a 422's `errors` under the form's fields (the HTTP client has already toasted them). */
export function showFieldErrors(form: FormInstance, error: unknown): void {
  const errors = (error as AppHttpError | undefined)?.errors;
  if (!errors || typeof errors !== "object") return;
  form.setFields(
    Object.entries(errors).map(([name, messages]) => ({
      name: fieldPath(name),
      errors: ([] as unknown[]).concat(messages).map(String),
    })),
  );
}

/** The 422 messages of one field, as strings. */
export function fieldMessages(error: unknown, field: string): string[] {
  const messages = (error as AppHttpError | undefined)?.errors?.[field];
  return messages ? ([] as unknown[]).concat(messages).map(String) : [];
}
