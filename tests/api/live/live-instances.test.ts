import crypto from "node:crypto";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { loadConfig } from "../../../api/config.js";
import { openDatabase, type DatabaseHandle } from "../../../api/db/database.js";
import { buildApp } from "../../../api/server.js";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../../fixtures/database.js";
import { databaseUrl } from "../../fixtures/postgres-admin.js";
import { LiveClient, listening } from "../../fixtures/live-client.js";
import { signedInUser } from "../../fixtures/users.js";
import { createProject, createTask } from "../../fixtures/projects.js";
import { expectStatus, send } from "../projects/support.js";
import { TcpProxy } from "../platform/tcp-proxy.js";

// The app as several servers on one database, with no sticky sessions: a change made through
// instance A reaches a stream on instance B, presence crosses instances, and an instance that
// loses its database (PostgreSQL restarted) listens again and tells its streams to refetch.
const SLOW = 120_000;
const config = () =>
  loadConfig(
    { NODE_ENV: "test" },
    {
      dataDir: path.join(os.tmpdir(), "gestion-test"),
      jwtSecret: "test-secret-test-secret-test-secret",
      webDir: "/nonexistent",
      trustProxy: true,
    },
  );

async function instance(handle: DatabaseHandle): Promise<{ app: FastifyInstance; base: string }> {
  const app = await buildApp({ config: config(), database: handle });
  await app.ready();
  return { app, base: await listening(app) };
}

/** A second connection to the same database (PGlite is one process: the same handle). */
async function sameDatabase(database: TestDatabase, kind: string): Promise<DatabaseHandle> {
  if (kind === "pglite") return database.handle;
  const { name } = await database.handle.db
    .selectNoFrom((eb) => eb.fn<string>("current_database").as("name"))
    .executeTakeFirstOrThrow();
  return openDatabase({ databaseUrl: databaseUrl(name) });
}

for (const kind of DATABASE_KINDS) {
  describe(`two instances on one ${kind} database`, () => {
    let database: TestDatabase;
    let second: DatabaseHandle;
    let a: { app: FastifyInstance; base: string };
    let b: { app: FastifyInstance; base: string };
    const streams: LiveClient[] = [];
    beforeAll(async () => {
      database = await createTestDatabase(kind as "pglite" | "postgres");
      second = await sameDatabase(database, kind);
      a = await instance(database.handle);
      b = await instance(second);
    }, SLOW);
    afterAll(async () => {
      for (const s of streams) s.close();
      await a?.app.close();
      await b?.app.close();
      if (second !== database?.handle) await second?.close();
      await database?.drop();
    });

    it("delivers a change made through A to a stream on B, and shows on B a viewer on A", {
      timeout: SLOW,
    }, async () => {
      const admin = await signedInUser(a.app, database.handle.db, "admin");
      const colleague = await signedInUser(b.app, database.handle.db, "admin");
      const onB = await LiveClient.open(b.base, colleague.token);
      const onA = await LiveClient.open(a.base, admin.token);
      streams.push(onA, onB);
      // Tokens from A are good on B: the instances share nothing but the database and the secret.
      const project = await createProject({ app: b.app, token: admin.token });
      await onA.rowEvent("projects", "created", project.id);
      const task = await createTask({ app: a.app, token: admin.token }, project.id);
      await onB.rowEvent("tasks", "created", task.id);

      const tab = crypto.randomUUID();
      await expectStatus(
        send({ app: a.app, token: admin.token }, "PUT", "/api/live/presence", {
          tab,
          stream: onA.stream,
          resource: "tasks",
          id: task.id,
        }),
        200,
      );
      const seen = await expectStatus(
        send({ app: b.app, token: colleague.token }, "PUT", "/api/live/presence", {
          tab: crypto.randomUUID(),
          stream: onB.stream,
          resource: "tasks",
          id: task.id,
        }),
        200,
      );
      expect(seen.viewers.map((v: { id: number }) => v.id)).toContain(admin.id);
      const arrived = await onA.next(
        (m) =>
          m.event === "presence"
          && m.data.id === task.id
          && m.data.viewers.some((v: { id: number }) => v.id === colleague.id),
      );
      expect(arrived.data.viewers.map((v: { id: number }) => v.id).sort()).toEqual([admin.id, colleague.id].sort());
      // A's stream closes: B hears that its viewer left.
      onA.close();
      await onB.next(
        (m) =>
          m.event === "presence"
          && m.data.id === task.id
          && !m.data.viewers.some((v: { id: number }) => v.id === admin.id),
      );
    });
  });
}

describe.each(DATABASE_KINDS.filter((kind) => kind === "postgres"))("an instance whose %s restarts", () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let proxied: DatabaseHandle;
  let served: { app: FastifyInstance; base: string };
  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    const { name } = await database.handle.db
      .selectNoFrom((eb) => eb.fn<string>("current_database").as("name"))
      .executeTakeFirstOrThrow();
    const server = new URL(process.env.TEST_DATABASE_URL!);
    proxy = new TcpProxy(server.hostname, Number(server.port || 5432));
    await proxy.start();
    const url = new URL(databaseUrl(name));
    url.hostname = "127.0.0.1";
    url.port = String(proxy.port);
    proxied = await openDatabase({ databaseUrl: url.toString() });
    served = await instance(proxied);
  }, SLOW);
  afterAll(async () => {
    await served?.app.close();
    await proxied?.close();
    await proxy?.stop();
    await database?.drop();
  });

  it("listens again by itself, tells its streams to refetch, and delivers what follows", {
    timeout: SLOW,
  }, async () => {
    const admin = await signedInUser(served.app, database.handle.db, "admin");
    const live = await LiveClient.open(served.base, admin.token);
    try {
      await proxy.stop();
      // Written while the instance cannot hear: lost, hence the resync.
      const missed = await createProject({ app: served.app, token: admin.token }).catch(() => null);
      expect(missed).toBeNull();
      await proxy.start();
      await live.next((m) => m.event === "resync", 20_000);
      // The pool heals by itself too (api/db/database-unavailable.ts): wait for a write to pass.
      await expect
        .poll(async () => (await send({ app: served.app, token: admin.token }, "GET", "/api/me")).statusCode, {
          timeout: 10_000,
        })
        .toBe(200);
      const project = await createProject({ app: served.app, token: admin.token });
      await live.rowEvent("projects", "created", project.id);
    } finally {
      live.close();
    }
  });
});
