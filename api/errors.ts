// Errors a route throws on purpose. The message is an i18n key, translated when the answer is
// sent, so the same throw answers in Spanish or English.
export interface FieldError {
  key: string;
  params?: Record<string, unknown>;
}

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: string,
    readonly params: Record<string, unknown> = {},
    readonly fieldErrors?: Record<string, FieldError[]>,
    readonly headers: Record<string, string> = {},
    /** A refusal the user may override: the same request with header `x-confirm: <confirm>` passes. */
    readonly confirm?: string,
    /** More of the answer's body, beside message and errors (the leads a duplicate warning names). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(key);
  }
}

export const badRequest = (key = "errors:badRequest", params?: Record<string, unknown>) =>
  new AppError(400, key, params);
export const unauthorized = (key = "errors:unauthenticated") => new AppError(401, key);
export const forbidden = (key = "errors:forbidden") => new AppError(403, key);
export const notFound = (key = "errors:notFound") => new AppError(404, key);
export const conflict = (key = "errors:conflict", params?: Record<string, unknown>) => new AppError(409, key, params);

export function validationFailed(fieldErrors: Record<string, FieldError[]>): AppError {
  return new AppError(422, "validation:failed", {}, fieldErrors);
}

/** A 422 that asks the user to confirm (a warning, not a rule): the answer carries `confirm`. */
export function confirmationNeeded(
  confirm: string,
  fieldErrors: Record<string, FieldError[]>,
  extra: Record<string, unknown> = {},
): AppError {
  return new AppError(422, "validation:failed", {}, fieldErrors, {}, confirm, extra);
}

export function fieldError(field: string, key: string, params?: Record<string, unknown>): AppError {
  return validationFailed({ [field]: [{ key, params }] });
}
