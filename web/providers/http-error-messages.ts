// Which toasts a failed answer produces (docs/product.md#errors, docs/product.md#http-contract). Pure, so tests pin
// the catalogue.
export type Translate = (key: string, options?: Record<string, unknown>) => string;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

function flattenMessages(errors: Record<string, unknown>): string[] {
  return Object.values(errors).flatMap((value) => {
    if (Array.isArray(value)) return value.map(String);
    if (value === null || value === undefined) return [];
    return [String(value)];
  });
}

/**
 * `shownOnField` tells a 422 field whose message a form on screen shows under it: that one is not
 * toasted too (a 422 whose every message is so shown toasts nothing).
 */
export function errorToastMessages(
  status: number,
  data: unknown,
  t: Translate,
  shownOnField: (field: string) => boolean = () => false,
): string[] {
  const body = isPlainObject(data) ? data : {};
  const message = nonEmptyString(body.message);
  if (status === 422) {
    if (isPlainObject(body.errors) && Object.keys(body.errors).length > 0) {
      const all = flattenMessages(body.errors);
      const unshown = Object.entries(body.errors).filter(([field]) => !shownOnField(field));
      const messages = flattenMessages(Object.fromEntries(unshown));
      if (all.length > 0) return messages;
    }
    return [message ?? t("validation:failed")];
  }
  if (status === 400) {
    return [nonEmptyString(body.data) ?? message ?? t("common:http.badRequest")];
  }
  return [message ?? t("common:http.unexpected", { status })];
}

/** Refine's ValidationErrors: field → messages, used by useForm to show errors inline. */
export function validationErrorsOf(data: unknown): Record<string, string[]> | undefined {
  if (!isPlainObject(data) || !isPlainObject(data.errors)) return undefined;
  const out: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(data.errors)) {
    out[field] = Array.isArray(value) ? value.map(String) : [String(value)];
  }
  return out;
}
