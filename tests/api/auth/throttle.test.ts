import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { call, createTestApp, type TestApp } from "../../fixtures/app.js";
import { createUser } from "../../../api/seed/demo-users.js";
import { login } from "../two-factor/two-factor-helpers.js";

const PASSWORD = "right-password";
const WINDOW_SECONDS = 15 * 60;

describe.each(DATABASE_KINDS)("sign-in throttling on %s", (kind) => {
  let t: TestApp;
  let n = 0;
  const db = () => t.database.handle.db;

  async function user() {
    const email = `throttle${++n}-${Date.now()}@test.local`;
    const id = await createUser(db(), { email, name: "Throttled", role: "commercial", password: PASSWORD });
    return { id, email };
  }
  async function fail(email: string, times: number, ip = "10.0.0.1") {
    for (let i = 0; i < times; i++)
      expect((await login(t.app, email, { password: "wrong-password", ip })).statusCode).toBe(422);
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it(
    "after 10 failures in 15 minutes answers 429 with Retry-After for that email from that IP, even with the right "
      + "password",
    async () => {
      const u = await user();
      await fail(u.email, 10);
      const blocked = await login(t.app, u.email, { password: PASSWORD, ip: "10.0.0.1" });
      expect(blocked.statusCode).toBe(429);
      const retryAfter = Number(blocked.headers["retry-after"]);
      expect(retryAfter).toBeGreaterThan(WINDOW_SECONDS - 60);
      expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
      expect(blocked.json()).toEqual({
        message: "Demasiados intentos fallidos de inicio de sesión. Inténtalo de nuevo en 15 min.",
      });
      const en = await login(t.app, u.email.toUpperCase(), { password: PASSWORD, ip: "10.0.0.1", lang: "en" });
      expect(en.statusCode).toBe(429);
      expect(en.json().message).toBe("Too many failed sign-in attempts. Try again in 15 min.");
    },
  );

  it("leaves other accounts from the same IP and the same account from other IPs alone", async () => {
    const victim = await user();
    const neighbour = await user();
    await fail(victim.email, 10);
    expect((await login(t.app, victim.email, { password: PASSWORD, ip: "10.0.0.1" })).statusCode).toBe(429);
    expect((await login(t.app, neighbour.email, { password: PASSWORD, ip: "10.0.0.1" })).statusCode).toBe(200);
    expect((await login(t.app, victim.email, { password: PASSWORD, ip: "10.0.0.2" })).statusCode).toBe(200);
  });

  it("does not block a right password under the limit", async () => {
    const u = await user();
    await fail(u.email, 9);
    expect((await login(t.app, u.email, { password: PASSWORD, ip: "10.0.0.1" })).json()).toHaveProperty("access_token");
  });

  it("unknown emails are throttled the same way", async () => {
    await fail("nobody-here@test.local", 10, "10.0.0.3");
    expect((await login(t.app, "nobody-here@test.local", { ip: "10.0.0.3" })).statusCode).toBe(429);
  });

  it("the window slides: the block lifts once the failures are older than 15 minutes", async () => {
    const u = await user();
    await fail(u.email, 10, "10.0.0.4");
    const key = `${u.email.toLowerCase()}|10.0.0.4`;
    await db()
      .updateTable("auth_attempts")
      .set({ created_at: sql`now() - interval '14 minutes 30 seconds'` })
      .where("key", "=", key)
      .execute();
    const soon = await login(t.app, u.email, { password: PASSWORD, ip: "10.0.0.4" });
    expect(soon.statusCode).toBe(429);
    expect(Number(soon.headers["retry-after"])).toBeLessThanOrEqual(30);
    await db()
      .updateTable("auth_attempts")
      .set({ created_at: sql`now() - interval '16 minutes'` })
      .where("key", "=", key)
      .execute();
    expect((await login(t.app, u.email, { password: PASSWORD, ip: "10.0.0.4" })).statusCode).toBe(200);
  });

  it("logs failed sign-ins with the user when known, and successful ones", async () => {
    const u = await user();
    await fail(u.email, 1, "10.0.0.5");
    await fail("ghost@test.local", 1, "10.0.0.5");
    expect((await login(t.app, u.email, { password: PASSWORD, ip: "10.0.0.5" })).statusCode).toBe(200);
    const rows = await db()
      .selectFrom("audit_logs")
      .select(["action", "user_id", "resource", "ip", "after"])
      .where("ip", "=", "10.0.0.5")
      .orderBy("id")
      .execute();
    expect(rows).toEqual([
      { action: "login_failed", user_id: u.id, resource: "auth", ip: "10.0.0.5", after: { email: u.email } },
      { action: "login_failed", user_id: null, resource: "auth", ip: "10.0.0.5", after: { email: "ghost@test.local" } },
      { action: "login", user_id: u.id, resource: "auth", ip: "10.0.0.5", after: { method: "password" } },
    ]);
    const row = await db().selectFrom("users").select("last_login_at").where("id", "=", u.id).executeTakeFirstOrThrow();
    expect(row.last_login_at).not.toBeNull();
  });
});

describe("client addresses without a trusted proxy", () => {
  it("ignores X-Forwarded-For, so a caller cannot pick a fresh IP per guess", async () => {
    const t = await createTestApp("pglite", { trustProxy: false });
    try {
      const email = "nobody-here@example.test";
      for (let i = 0; i < 10; i++) {
        const res = await call(t.app, undefined, {
          method: "POST",
          url: "/api/auth/login",
          payload: { email, password: "wrong-pass" },
          headers: { "x-forwarded-for": `10.0.0.${i}` },
        });
        expect(res.statusCode).toBe(422);
      }
      const blocked = await call(t.app, undefined, {
        method: "POST",
        url: "/api/auth/login",
        payload: { email, password: "wrong-pass" },
        headers: { "x-forwarded-for": "10.9.9.9" },
      });
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });
});
