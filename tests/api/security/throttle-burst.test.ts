import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { call, createTestApp, type TestApp } from "../../fixtures/app.js";
import { signedInUser, TEST_PASSWORD } from "../../fixtures/users.js";
import { answerChallenge, challengeFor, enableTwoFactor, login } from "../two-factor/two-factor-helpers.js";

// Every throttle under a burst: 100 requests at once for one key. Each limit must hold exactly,
// whatever the concurrency: no more attempts are evaluated than the limit allows.
const BURST = 100;

/** How many answers of each status a burst got. */
function tally(statuses: number[]): Record<number, number> {
  const out: Record<number, number> = {};
  for (const s of statuses) out[s] = (out[s] ?? 0) + 1;
  return out;
}

async function burst(send: (i: number) => Promise<{ statusCode: number }>): Promise<Record<number, number>> {
  return tally((await Promise.all(Array.from({ length: BURST }, (_, i) => send(i)))).map((r) => r.statusCode));
}

let ipCounter = 0;
const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

describe.each(DATABASE_KINDS)(
  "throttles under a burst of %i concurrent requests on %s".replace("%i", String(BURST)),
  (kind) => {
    let t: TestApp;
    const db = () => t.database.handle.db;

    beforeAll(async () => {
      t = await createTestApp(kind);
    });
    afterAll(() => t.close());

    it("evaluates exactly 10 wrong passwords for one email from one IP; the rest answer 429", async () => {
      const u = await signedInUser(t.app, db(), "commercial");
      const ip = freshIp();
      expect(await burst(() => login(t.app, u.email, { password: "wrong-password", ip }))).toEqual({
        422: 10,
        429: 90,
      });
      const failures = await db()
        .selectFrom("audit_logs")
        .select("id")
        .where("action", "=", "login_failed")
        .where("user_id", "=", u.id)
        .execute();
      expect(failures).toHaveLength(10);
      // At the limit a right password is refused too, as after ten failures one by one.
      expect((await login(t.app, u.email, { password: TEST_PASSWORD, ip })).statusCode).toBe(429);
    });

    it("lets right passwords through a burst without using up the limit", async () => {
      const u = await signedInUser(t.app, db(), "commercial");
      const ip = freshIp();
      const statuses = await burst((i) =>
        login(t.app, u.email, { password: i < 5 ? "wrong-password" : TEST_PASSWORD, ip }),
      );
      expect(statuses[422]).toBe(5);
      expect(statuses[200]).toBeGreaterThan(0);
      expect(statuses[200] + (statuses[429] ?? 0)).toBe(95);
      // Only the failures stayed counted: five more wrong ones still get a 422.
      for (let i = 0; i < 5; i++)
        expect((await login(t.app, u.email, { password: "wrong-password", ip })).statusCode).toBe(422);
      expect((await login(t.app, u.email, { password: TEST_PASSWORD, ip })).statusCode).toBe(429);
    });

    it("evaluates exactly 10 wrong passwords when turning two-factor off", async () => {
      const u = await signedInUser(t.app, db(), "commercial");
      await enableTwoFactor(t.app, u.token);
      const statuses = await burst(() =>
        call(t.app, u.token, {
          method: "POST",
          url: "/api/two-factor/disable",
          payload: { password: "wrong-password" },
        }),
      );
      expect(statuses).toEqual({ 422: 10, 429: 90 });
      const row = await db()
        .selectFrom("users")
        .select("two_factor_enabled")
        .where("id", "=", u.id)
        .executeTakeFirstOrThrow();
      expect(row.two_factor_enabled).toBe(true);
    });

    it("evaluates exactly 10 wrong current passwords on the profile's password change", async () => {
      const u = await signedInUser(t.app, db(), "commercial");
      const change = (current: string) =>
        call(t.app, u.token, {
          method: "PUT",
          url: "/api/me/password",
          payload: { current_password: current, password: "Otra-Clave-2026", password_confirmation: "Otra-Clave-2026" },
        });
      expect(await burst(() => change("wrong-password"))).toEqual({ 422: 10, 429: 90 });
      // At the limit the right one is refused too, and the password stays as it was.
      expect((await change(TEST_PASSWORD)).statusCode).toBe(429);
      expect((await login(t.app, u.email, { password: TEST_PASSWORD, ip: freshIp() })).statusCode).toBe(200);
    });

    it("evaluates exactly 10 wrong codes per account at sign-in, across challenges", async () => {
      const u = await signedInUser(t.app, db(), "commercial");
      await enableTwoFactor(t.app, u.token);
      // Enough challenges that their own limit (5 codes each) is never what stops the burst.
      const challenges: string[] = [];
      for (let i = 0; i < 25; i++) challenges.push(await challengeFor(t.app, u.email));
      const statuses = await burst((i) => answerChallenge(t.app, challenges[i % challenges.length], "000000"));
      expect(statuses).toEqual({ 422: 10, 429: 90 });
    });

    it("evaluates exactly 10 wrong codes when confirming two-factor", async () => {
      const u = await signedInUser(t.app, db(), "commercial");
      expect(
        (await call(t.app, u.token, { method: "POST", url: "/api/two-factor/enable", payload: {} })).statusCode,
      ).toBe(200);
      const statuses = await burst(() =>
        call(t.app, u.token, { method: "POST", url: "/api/two-factor/confirm", payload: { code: "000000" } }),
      );
      expect(statuses).toEqual({ 422: 10, 429: 90 });
    });

    it("takes exactly 10 registrations from one IP in an hour", async () => {
      const ip = freshIp();
      const statuses = await burst((i) =>
        call(t.app, undefined, {
          method: "POST",
          url: "/api/auth/register",
          payload: {
            name: "Ráfaga Prueba",
            email: `burst${i}-${kind}@example.com`,
            password: "Tr4nquilo-2026",
            password_confirmation: "Tr4nquilo-2026",
            terms: true,
          },
          headers: { "x-forwarded-for": ip },
        }),
      );
      expect(statuses).toEqual({ 202: 10, 429: 90 });
    });

    it("sends at most 3 recovery mails to one address, and takes 20 requests from one IP", async () => {
      const u = await signedInUser(t.app, db(), "client");
      // From many addresses: only the per-address mail limit applies.
      const many = await burst(() =>
        call(t.app, undefined, {
          method: "POST",
          url: "/api/auth/forgot-password",
          payload: { email: u.email },
          headers: { "x-forwarded-for": freshIp() },
        }),
      );
      expect(many).toEqual({ 200: BURST });
      const resets = await db().selectFrom("password_resets").select("id").where("user_id", "=", u.id).execute();
      expect(resets).toHaveLength(3);
      // From one address: the per-IP limit.
      const ip = freshIp();
      const one = await burst(() =>
        call(t.app, undefined, {
          method: "POST",
          url: "/api/auth/forgot-password",
          payload: { email: "nobody@example.com" },
          headers: { "x-forwarded-for": ip },
        }),
      );
      expect(one).toEqual({ 200: 20, 429: 80 });
    });
  },
);
