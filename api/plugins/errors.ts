import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError, type FieldError } from "../errors.js";
import { ajvToFieldErrors } from "./validation.js";
import { INPUT_LIMITS } from "./input-limits.js";
import { databaseErrorToAppError } from "../db/database-errors.js";
import { driverCode } from "../db/database-unavailable.js";
import { multipartErrorToAppError } from "../uploads/multipart-errors.js";
import { recordSystemError } from "./system-log.js";
import { pickLanguage, translator } from "../i18n.js";
import { clip } from "../crud/list-query.js";

// One place turns every failure into the JSON shapes of docs/product.md#http-contract, in the caller's language.
// A user's mistake is never a 500; a 500 never carries a stack.
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    ensureTranslator(request);
    let appError: AppError | null;
    try {
      appError = toAppError(error);
    } catch (failure) {
      // Fastify's fallback would answer the handler's own failure with its internal message.
      request.log.error({ err: failure, reqId: request.id }, "the error handler failed");
      appError = null;
    }
    // An outage answers every request alike; the log says what the driver said (refused, reset, 55000…).
    if (appError?.statusCode === 503 && appError.cause !== undefined) {
      const { cause } = appError;
      const said = { code: driverCode(cause), reason: errorMessage(cause) };
      request.log.error({ reqId: request.id, ...said }, "database unavailable");
    }
    return appError ? sendAppError(appError, request, reply) : sendInternalError(app, error, request, reply);
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send({ message: request.t("errors:routeNotFound", { method: request.method, url: request.url.split("?")[0] }) }),
  );
}

/** Every 500: logged with its request id (process log and system log), answered without its message. */
export function sendInternalError(app: FastifyInstance, error: unknown, request: FastifyRequest, reply: FastifyReply) {
  ensureTranslator(request);
  request.log.error({ err: error, reqId: request.id }, "unhandled error");
  void recordSystemError(app.database.db, request, { status: 500, error });
  return reply.status(500).send({ message: request.t("errors:internal"), request_id: request.id });
}

// Errors raised before the i18n hook ran (a malformed URL, a body read early) still answer localized.
function ensureTranslator(request: FastifyRequest): void {
  request.t ??= translator(pickLanguage(request.headers["x-lang"] ?? request.headers["accept-language"]));
}

export function sendAppError(error: AppError, request: FastifyRequest, reply: FastifyReply) {
  ensureTranslator(request);
  const t = request.t;
  reply.headers(error.headers);
  if (error.statusCode === 422 && error.fieldErrors) {
    // A few dozen fields at most, however many a body got wrong: each one is translated and sent.
    const fields = Object.entries(error.fieldErrors).slice(0, INPUT_LIMITS.errors);
    const translated = (list: FieldError[]) => list.slice(0, INPUT_LIMITS.errors).map((e) => t(e.key, e.params ?? {}));
    const errors = Object.fromEntries(fields.map(([field, list]) => [field, translated(list)]));
    const first = Object.values(errors)[0]?.[0];
    return reply.status(422).send({
      ...error.extra,
      message: first ?? t("validation:failed"),
      errors,
      ...(error.confirm && { confirm: error.confirm }),
    });
  }
  const message = t(error.key, error.params);
  return reply.status(error.statusCode).send(error.statusCode === 400 ? { data: message, message } : { message });
}

function toAppError(error: FastifyError & { validationContext?: string }): AppError | null {
  if (error instanceof AppError) return error;
  if (error.validation) {
    const fieldErrors = ajvToFieldErrors(error.validation as any);
    if (error.validationContext === "body") return new AppError(422, "validation:failed", {}, fieldErrors);
    return queryError(fieldErrors, error.validationContext);
  }
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return new AppError(415, "errors:unsupportedMediaType");
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
    case "FST_ERR_CTP_INVALID_JSON_BODY":
      return new AppError(400, "errors:invalidJson");
    case "FST_ERR_CTP_BODY_TOO_LARGE":
    case "FST_REQ_FILE_TOO_LARGE":
      return new AppError(413, "errors:payloadTooLarge");
    case "FST_ERR_CTP_INVALID_CONTENT_LENGTH":
      return new AppError(400, "errors:badRequest");
  }
  const fromUpload = multipartErrorToAppError(error);
  if (fromUpload) return fromUpload;
  if (error instanceof SyntaxError || (error.statusCode === 400 && /JSON/i.test(error.message)))
    return new AppError(400, "errors:invalidJson");
  if (error.statusCode === 429)
    return new AppError(429, "errors:tooManyRequests", { after: error.message.match(/retry in (.*)$/)?.[1] ?? "" });
  const fromDb = databaseErrorToAppError(error);
  if (fromDb) return fromDb;
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)
    return new AppError(error.statusCode, "errors:badRequest");
  return null;
}

/**
 * A path or query string refused by a route's schema answers the same 400s as the generic lists
 * (api/crud/list-query.ts): one message per kind of mistake, naming the parameter.
 */
export function queryError(fieldErrors: Record<string, FieldError[]>, context?: string): AppError {
  // An unknown parameter is named first: the other complaints may well follow from it (a typo).
  const entries = Object.entries(fieldErrors);
  const [field, list] = entries.find(([, l]) => l.some((e) => e.key === "validation:unknownField"))
    ?? entries[0] ?? ["", []];
  const detail = list.some((e) => e.key === "validation:unknownField") ? "validation:unknownField" : list[0]?.key;
  if (context === "params") return new AppError(400, "errors:invalidId");
  if (detail === "validation:unknownField")
    return new AppError(400, "errors:unknownQueryParam", { param: clip(field) });
  if (field === "_start" || field === "_end") return new AppError(400, "errors:invalidPagination");
  if (field === "_sort") return new AppError(400, "errors:unknownSortField", { field: "" });
  if (field === "_order") return new AppError(400, "errors:invalidSortOrder", { order: "" });
  return new AppError(400, "errors:invalidFilterValue", { field: clip(field), detail });
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
