import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import pg from "pg";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { call, createTestApp, type TestApp } from "../../fixtures/app.js";
import { signedInUser } from "../../fixtures/users.js";
import { adminQuery, databaseUrl } from "../../fixtures/postgres-admin.js";
import { capturedLog } from "../../fixtures/log-lines.js";

// What the server answers when PostgreSQL says "not now" (docs/database-errors.md): 503 with
// Retry-After, localized, for every class that means the database cannot serve at the moment; a
// lost race stays a 409; a fault is a 500. The errors are the server's own, raised through the
// real driver on each database.
const UNAVAILABLE = {
  es: "El servicio no está disponible: no se puede acceder a la base de datos. Inténtalo de nuevo en unos segundos.",
  en: "The service is unavailable: the database cannot be reached. Try again in a few seconds.",
};

// SQLSTATE → the answer, by PostgreSQL's own meaning of it (Appendix A of its manual).
const ANSWERS: [string, string, number][] = [
  ["08006", "connection_failure", 503],
  ["08001", "sqlclient_unable_to_establish_sqlconnection", 503],
  ["53000", "insufficient_resources", 503],
  ["53100", "disk_full", 503],
  ["53200", "out_of_memory", 503],
  ["53300", "too_many_connections", 503],
  ["53400", "configuration_limit_exceeded", 503],
  ["57000", "operator_intervention", 503],
  ["57014", "query_canceled", 503],
  ["57P01", "admin_shutdown", 503],
  ["57P02", "crash_shutdown", 503],
  ["57P03", "cannot_connect_now", 503],
  ["57P04", "database_dropped", 503],
  ["57P05", "idle_session_timeout", 503],
  ["25006", "read_only_sql_transaction", 503],
  ["25P03", "idle_in_transaction_session_timeout", 503],
  ["25P04", "transaction_timeout", 503],
  ["55P03", "lock_not_available", 503],
  ["72000", "snapshot_too_old", 503],
  ["40001", "serialization_failure", 409],
  ["40P01", "deadlock_detected", 409],
  // Within a session, 55000 is a statement in the wrong state: a bug, not maintenance.
  ["55000", "object_not_in_prerequisite_state", 500],
  ["58030", "io_error", 500],
  ["XX000", "internal_error", 500],
  ["XX001", "data_corrupted", 500],
];

describe.each(DATABASE_KINDS)("PostgreSQL's refusals on %s", (kind) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    token = (await signedInUser(t.app, t.database.handle.db, "admin")).token;
    // This file's own database: a course type named "raise:<SQLSTATE>" makes the server raise it.
    await sql`create function test_raise() returns trigger language plpgsql as $$
      begin
        if new.name like 'raise:%' then
          raise exception 'raised by the test' using errcode = substr(new.name, 7);
        end if;
        return new;
      end $$`.execute(t.database.handle.db);
    await sql`create trigger test_raise before insert on course_types
      for each row execute function test_raise()`.execute(t.database.handle.db);
  });
  afterAll(() => t.close());

  const create = (name: string, lang: "es" | "en") =>
    call(t.app, token, { method: "POST", url: "/api/course-types", payload: { name }, lang });

  it.each(ANSWERS)("%s (%s) answers %i", async (code, _name, status) => {
    for (const lang of ["es", "en"] as const) {
      const res = await create(`raise:${code}`, lang);
      expect(res.statusCode).toBe(status);
      if (status === 503) {
        expect(res.json()).toEqual({ message: UNAVAILABLE[lang] });
        expect(res.headers["retry-after"]).toBe("5");
      } else {
        expect(res.headers["retry-after"]).toBeUndefined();
      }
      if (status === 500) {
        expect(res.json()).toEqual({ message: expect.any(String), request_id: res.headers["x-request-id"] });
      }
    }
    // Nothing was written, and the next write goes through.
    expect((await create(`Curso ${code}`, "en")).statusCode).toBe(201);
  });
});

// A real maintenance window, on this file's own database: only a server has connections to refuse.
const SERVERS = DATABASE_KINDS.filter((kind) => kind === "postgres");

describe.each(SERVERS)("a %s database that refuses connections", (kind) => {
  let t: TestApp;
  let token: string;
  const { logger, lines } = capturedLog("error");

  beforeAll(async () => {
    t = await createTestApp(kind, {}, undefined, logger);
    token = (await signedInUser(t.app, t.database.handle.db, "admin")).token;
  });
  afterAll(() => t.close());

  it("answers 503 while the database refuses connections, then recovers by itself", { timeout: 60_000 }, async () => {
    const current = await sql<{ name: string }>`select current_database() as name`.execute(t.database.handle.db);
    const { name } = current.rows[0];
    expect((await call(t.app, token, { method: "GET", url: "/api/me" })).statusCode).toBe(200);
    // What an administrator does for maintenance: no new connections, the open ones ended.
    await adminQuery(`alter database ${name} allow_connections false`);
    await adminQuery("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [name]);
    try {
      // The server's own answer to a new connection now.
      const probe = new pg.Client({ connectionString: databaseUrl(name) });
      const refusal = await probe.connect().then(
        () => null,
        (error: { code?: string }) => error,
      );
      expect(refusal?.code).toBe("55000");
      lines.length = 0;
      for (let i = 0; i < 4; i++) {
        for (const lang of ["es", "en"] as const) {
          const res = await call(t.app, token, { method: "GET", url: "/api/course-types", lang });
          const answer = [res.statusCode, res.json(), res.headers["retry-after"]];
          expect(answer).toEqual([503, { message: UNAVAILABLE[lang] }, "5"]);
        }
      }
      const health = await call(t.app, undefined, { method: "GET", url: "/api/health" });
      expect([health.statusCode, health.headers["retry-after"]]).toEqual([503, "5"]);
      // The open connections died first; then every request met the refusal itself.
      expect(lines.filter((line) => line.msg === "database unavailable").map((line) => line.code)).toContain("55000");
    } finally {
      await adminQuery(`alter database ${name} allow_connections true`);
    }
    const me = async () => (await call(t.app, token, { method: "GET", url: "/api/me" })).statusCode;
    await vi.waitFor(async () => expect(await me()).toBe(200), { timeout: 10_000, interval: 50 });
  });
});
