import { AppError } from "../errors.js";

// A database that cannot be reached right now (restarting, network cut, every connection busy) is
// not the request's fault nor a bug: the answer is 503 with Retry-After, and the pool reconnects
// by itself on a later request. Errors are told apart by what the driver gives: a socket error
// code, a server SQLSTATE, or for the few failures pg raises without a code, its message.

/** Seconds a client should wait before trying again; the pool reconnects on the next request. */
export const RETRY_AFTER_SECONDS = 5;

const SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENETDOWN",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

const SERVER_CODES = new Set([
  "57P01", // admin_shutdown: the server is stopping or pg_terminate_backend ended the session
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now: starting up or in recovery
  "57P05", // idle_session_timeout
  "53300", // too_many_connections
]);

const MESSAGES = [
  /^Connection terminated/, // unexpectedly, or "due to connection timeout" (pool connect timeout)
  /is not queryable$/, // a client whose connection already failed
  /^timeout exceeded when trying to connect$/, // every pooled connection busy past the timeout
  /^Cannot use a pool after calling end on the pool$/, // shutting down
  /^timeout expired$/, // the client's own connect timeout
  /^PGlite is closed$/,
  /^driver has already been destroyed$/, // Kysely, once the database was closed (shutting down)
];

interface DriverError {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 4) return false;
  const e = error as DriverError;
  if (typeof e.code === "string") {
    if (SOCKET_CODES.has(e.code) || SERVER_CODES.has(e.code)) return true;
    // Class 08: connection exceptions (08001 cannot connect, 08006 connection failure, …).
    if (/^08[0-9A-Z]{3}$/.test(e.code)) return true;
  }
  if (typeof e.message === "string" && MESSAGES.some((pattern) => pattern.test(e.message as string))) return true;
  // Node wraps connection attempts to several addresses in an AggregateError, pg a timeout's cause.
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}

export function databaseUnavailable(): AppError {
  return new AppError(503, "errors:databaseUnavailable", {}, undefined, { "retry-after": String(RETRY_AFTER_SECONDS) });
}
