import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";

// Server errors go to system_logs (superadmins read them at /api/system-logs) with the request id
// the client was shown, so a user's report can be matched to its stack. Writing the log must
// never make the failure worse: it runs outside the request's transaction, is not awaited by the
// answer, and its own failure only reaches the process log.
const MAX_MESSAGE = 4000;
const MAX_STACK = 16000;
const MAX_URL = 2000;

export interface SystemLogEntry {
  level?: "error" | "warn";
  status: number;
  error: unknown;
}

export function recordSystemError(db: Kysely<Database>, request: FastifyRequest, entry: SystemLogEntry): Promise<void> {
  const error = entry.error as { message?: unknown; stack?: unknown } | null;
  const message = typeof error?.message === "string" && error.message ? error.message : String(entry.error);
  return Promise.resolve()
    .then(() =>
      db
        .insertInto("system_logs")
        .values({
          level: entry.level ?? "error",
          message: message.slice(0, MAX_MESSAGE),
          stack: typeof error?.stack === "string" ? error.stack.slice(0, MAX_STACK) : null,
          request_id: request.id.slice(0, 64),
          method: request.method.slice(0, 10),
          url: request.url.slice(0, MAX_URL),
          status: entry.status,
          user_id: request.auth?.id ?? null,
        })
        .execute(),
    )
    .then(
      () => undefined,
      (failure: unknown) => request.log.error({ err: failure, reqId: request.id }, "could not write the system log"),
    );
}
