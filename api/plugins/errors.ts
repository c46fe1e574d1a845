import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError, type FieldError } from "../errors.js";
import { ajvToFieldErrors } from "./validation.js";
import { databaseErrorToAppError } from "../db/database-errors.js";
import { recordSystemError } from "./system-log.js";

// One place turns every failure into the JSON shapes of DESIGN §4, in the caller's language.
// A user's mistake is never a 500; a 500 never carries a stack.
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error);
    if (!appError) {
      request.log.error({ err: error, reqId: request.id }, "unhandled error");
      void recordSystemError(app.database.db, request, { status: 500, error });
      return reply.status(500).send({ message: request.t("errors:internal"), request_id: request.id });
    }
    return sendAppError(appError, request, reply);
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ message: request.t("errors:routeNotFound", { method: request.method, url: request.url.split("?")[0] }) }),
  );
}

export function sendAppError(error: AppError, request: FastifyRequest, reply: FastifyReply) {
  const t = request.t;
  reply.headers(error.headers);
  if (error.statusCode === 422 && error.fieldErrors) {
    const errors = Object.fromEntries(
      Object.entries(error.fieldErrors).map(([field, list]) => [field, list.map((e: FieldError) => t(e.key, e.params ?? {}))]),
    );
    const first = Object.values(errors)[0]?.[0];
    return reply.status(422).send({ message: first ?? t("validation:failed"), errors, ...(error.confirm && { confirm: error.confirm }) });
  }
  const message = t(error.key, error.params);
  return reply.status(error.statusCode).send(error.statusCode === 400 ? { data: message, message } : { message });
}

function toAppError(error: FastifyError & { validationContext?: string }): AppError | null {
  if (error instanceof AppError) return error;
  if (error.validation) {
    const fieldErrors = ajvToFieldErrors(error.validation as any);
    if (error.validationContext === "body") return new AppError(422, "validation:failed", {}, fieldErrors);
    const [field, list] = Object.entries(fieldErrors)[0] ?? ["", []];
    return new AppError(400, field === "id" ? "errors:invalidId" : "errors:invalidFilterValue", { field, detail: list[0]?.key });
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
  if (error instanceof SyntaxError || (error.statusCode === 400 && /JSON/i.test(error.message))) return new AppError(400, "errors:invalidJson");
  if (error.statusCode === 429) return new AppError(429, "errors:tooManyRequests", { after: error.message.match(/retry in (.*)$/)?.[1] ?? "" });
  const fromDb = databaseErrorToAppError(error);
  if (fromDb) return fromDb;
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) return new AppError(error.statusCode, "errors:badRequest");
  return null;
}
