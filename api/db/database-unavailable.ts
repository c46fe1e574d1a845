import { AppError } from "../errors.js";

// A database that cannot serve right now (restarting, in maintenance, network cut, out of
// connections or disk) is not the request's fault nor a bug: the answer is 503 with Retry-After,
// and the pool reconnects by itself on a later request. Errors are told apart by what the driver
// gives: a socket error code, a server SQLSTATE, a failure to open a connection at all, or for
// the few failures pg raises without a code, its message. docs/database-errors.md lists them.

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

/**
 * SQLSTATEs that say "not now" whatever the statement: a whole class (two characters) or one
 * code. A statement that fails with one of them changed nothing and may well pass later as it is.
 */
const CANNOT_SERVE_NOW = [
  "08", // connection exception: the connection failed or was never made
  "53", // insufficient resources: disk full, out of memory, too many connections, a configured limit
  "57", // operator intervention: shutting down, crashed, starting up, query cancelled or timed out, database dropped
  "25006", // read_only_sql_transaction: a write reached a standby or a database put read-only for maintenance
  "25P03", // idle_in_transaction_session_timeout: the server ended the session
  "25P04", // transaction_timeout: the server ended the session
  "55P03", // lock_not_available: a lock_timeout an administrator set ran out
  "72", // snapshot too old
];

const MESSAGES = [
  /^Connection terminated/, // unexpectedly, or "due to connection timeout" (pool connect timeout)
  /is not queryable$/, // a client whose connection already failed
  /^timeout exceeded when trying to connect$/, // every pooled connection busy past the timeout
  /^Cannot use a pool after calling end on the pool$/, // shutting down
  /^timeout expired$/, // the client's own connect timeout
  /^PGlite is closed$/,
  /^driver has already been destroyed$/, // Kysely, once the database was closed (shutting down)
];

/**
 * The server refused a new connection: the database does not accept connections now (55000,
 * maintenance), is starting or stopping, is over its connection limit, or refused the
 * credentials. No request can be served until a connection can be opened again, whichever the
 * SQLSTATE, and a 55000 later in a session means something else (a bug): the phase tells them apart.
 */
export class ConnectionRefused extends Error {
  constructor(readonly cause: unknown) {
    super(`could not open a database connection: ${(cause as Error)?.message ?? String(cause)}`);
    this.name = "ConnectionRefused";
  }
}

interface DriverError {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

export function cannotServeNow(sqlState: string): boolean {
  return CANNOT_SERVE_NOW.some((entry) => (entry.length === 2 ? sqlState.startsWith(entry) : sqlState === entry));
}

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 4) return false;
  if (error instanceof ConnectionRefused) return true;
  const e = error as DriverError;
  if (typeof e.code === "string") {
    if (SOCKET_CODES.has(e.code)) return true;
    if (/^[0-9A-Z]{5}$/.test(e.code) && cannotServeNow(e.code)) return true;
  }
  if (typeof e.message === "string" && MESSAGES.some((pattern) => pattern.test(e.message as string))) return true;
  // Node wraps connection attempts to several addresses in an AggregateError, pg a timeout's cause.
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}

/** The code the driver or the server gave (SQLSTATE or socket code), looking inside wrappers. */
export function driverCode(error: unknown, depth = 0): string | undefined {
  if (!error || typeof error !== "object" || depth > 4) return undefined;
  const { code, cause } = error as DriverError;
  return typeof code === "string" ? code : driverCode(cause, depth + 1);
}

/** `cause`: what the driver said, for the log (errors plugin); the answer never carries it. */
export function databaseUnavailable(cause?: unknown): AppError {
  const headers = { "retry-after": String(RETRY_AFTER_SECONDS) };
  const error = new AppError(503, "errors:databaseUnavailable", {}, undefined, headers);
  if (cause !== undefined) error.cause = cause;
  return error;
}
