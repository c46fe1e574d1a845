import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { loadConfig } from "../../../api/config.js";
import { openDatabase, type DatabaseHandle } from "../../../api/db/database.js";
import { buildApp } from "../../../api/server.js";
import { call, createTestApp } from "../../fixtures/app.js";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../../fixtures/database.js";
import { signedInUser } from "../../fixtures/users.js";
import { TcpProxy } from "./tcp-proxy.js";

// A database that goes away answers 503 (localized, Retry-After) on every route, never 500, the
// process survives it, and service comes back by itself once the database does.
const MESSAGES = {
  es: "El servicio no está disponible: no se puede acceder a la base de datos. Inténtalo de nuevo en unos segundos.",
  en: "The service is unavailable: the database cannot be reached. Try again in a few seconds.",
};
const SLOW = 180_000;

describe.each(DATABASE_KINDS)("a closed %s database", (kind) => {
  it("answers every route 503 in the caller's language, with Retry-After", { timeout: SLOW }, async () => {
    const t = await createTestApp(kind);
    const user = await signedInUser(t.app, t.database.handle.db, "admin");
    await t.database.handle.close();
    for (const lang of ["es", "en"] as const) {
      const res = await call(t.app, user.token, { method: "GET", url: "/api/me", lang });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: MESSAGES[lang] });
      expect(res.headers["retry-after"]).toBe("5");
    }
    const login = await call(t.app, undefined, {
      method: "POST",
      url: "/api/auth/login",
      payload: { email: user.email, password: "x" },
      lang: "en",
    });
    expect(login.statusCode).toBe(503);
    await t.app.close();
    await t.database.drop().catch(() => undefined);
  });
});

describe.each(DATABASE_KINDS.filter((kind) => kind === "postgres"))("a %s outage", () => {
  let database: TestDatabase;
  let name: string;
  let proxy: TcpProxy;
  let proxied: DatabaseHandle;
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    name = (
      await database.handle.db
        .selectNoFrom((eb) => eb.fn<string>("current_database").as("name"))
        .executeTakeFirstOrThrow()
    ).name;
    const server = new URL(process.env.TEST_DATABASE_URL!);
    proxy = new TcpProxy(server.hostname, Number(server.port || 5432));
    await proxy.start();
    const url = new URL(server);
    url.hostname = "127.0.0.1";
    url.port = String(proxy.port);
    url.pathname = `/${name}`;
    proxied = await openDatabase({ databaseUrl: url.toString() });
    const config = loadConfig(
      { NODE_ENV: "test" },
      {
        dataDir: path.join(os.tmpdir(), "gestion-test"),
        jwtSecret: "test-secret-test-secret-test-secret",
        webDir: "/nonexistent",
        trustProxy: true,
      },
    );
    app = await buildApp({ config, database: proxied });
    await app.ready();
    token = (await signedInUser(app, database.handle.db, "admin")).token;
  }, SLOW);

  afterAll(async () => {
    await app?.close();
    await proxied?.close();
    await proxy?.stop();
    await database?.drop();
  });

  /** Milliseconds until /api/health answers 200 again, polling every 50 ms for up to 5 s. */
  async function recovery(): Promise<number> {
    const start = performance.now();
    while (performance.now() - start < 5000) {
      const res = await call(app, undefined, { method: "GET", url: "/api/health" });
      if (res.statusCode === 200) return performance.now() - start;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error("not back within 5 s");
  }

  it("answers 503 while the database is unreachable and comes back by itself", { timeout: SLOW }, async () => {
    expect((await call(app, token, { method: "GET", url: "/api/me" })).statusCode).toBe(200);
    await proxy.stop();

    for (const lang of ["es", "en"] as const) {
      const res = await call(app, token, { method: "GET", url: "/api/me", lang });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: MESSAGES[lang] });
      expect(res.headers["retry-after"]).toBe("5");
    }
    const list = await call(app, token, { method: "GET", url: "/api/course-types", lang: "en" });
    expect([list.statusCode, list.json()]).toEqual([503, { message: MESSAGES.en }]);
    const health = await call(app, undefined, { method: "GET", url: "/api/health" });
    expect([health.statusCode, health.headers["retry-after"]]).toEqual([503, "5"]);

    await proxy.start();
    const ms = await recovery();
    console.log(`PostgreSQL reachable again: service back after ${Math.round(ms)} ms`);
    expect((await call(app, token, { method: "GET", url: "/api/me" })).statusCode).toBe(200);
  });

  it("survives its connections being terminated during requests", { timeout: SLOW }, async () => {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    let terminated = 0;
    const statuses: number[] = [];
    try {
      for (let round = 0; round < 5; round++) {
        const requests = Array.from({ length: 8 }, () =>
          call(app, token, { method: "GET", url: "/api/course-types" }).then((res) => statuses.push(res.statusCode)),
        );
        const { rowCount } = await admin.query(
          "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
          [name],
        );
        terminated += rowCount ?? 0;
        await Promise.all(requests);
      }
    } finally {
      await admin.end();
    }
    expect(terminated).toBeGreaterThan(0);
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    const ms = await recovery();
    console.log(`Backends terminated ${terminated} times; service back after ${Math.round(ms)} ms`);
    expect((await call(app, token, { method: "GET", url: "/api/course-types" })).statusCode).toBe(200);
  });
});
