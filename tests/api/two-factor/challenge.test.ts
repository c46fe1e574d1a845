import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { call, createTestApp, type TestApp } from "../../fixtures/app.js";
import { signedInUser } from "../../fixtures/users.js";
import { answerChallenge, challengeFor, codeAt, enableTwoFactor, login } from "./two-factor-helpers.js";

const INVALID_ES = {
  message: "Código no válido. Inténtalo de nuevo.",
  errors: { code: ["Código no válido. Inténtalo de nuevo."] },
};

describe.each(DATABASE_KINDS)("sign-in with two-factor on %s", (kind) => {
  let t: TestApp;
  const db = () => t.database.handle.db;

  async function twoFactorUser(role = "commercial") {
    const u = await signedInUser(t.app, db(), role);
    return { ...u, ...(await enableTwoFactor(t.app, u.token)) };
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("a right password answers a 5-minute challenge and no tokens", async () => {
    const u = await twoFactorUser();
    const res = await login(t.app, u.email);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(["challenge_token", "two_factor_required"]);
    expect(body.two_factor_required).toBe(true);
    const row = await db()
      .selectFrom("two_factor_challenges")
      .select([sql<number>`extract(epoch from expires_at - now())`.as("left")])
      .where("user_id", "=", u.id)
      .executeTakeFirstOrThrow();
    expect(Number(row.left)).toBeGreaterThan(290);
    expect(Number(row.left)).toBeLessThanOrEqual(300);
  });

  it("a TOTP code finishes the sign-in, and the same code never works twice", async () => {
    const u = await twoFactorUser();
    const code = codeAt(u.secret);
    const res = await answerChallenge(t.app, await challengeFor(t.app, u.email), code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ token_type: "Bearer", user: { id: u.id, email: u.email } });
    expect((await call(t.app, res.json().access_token, { method: "GET", url: "/api/me" })).statusCode).toBe(200);

    const again = await answerChallenge(t.app, await challengeFor(t.app, u.email), code);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual(INVALID_ES);

    const user = await db()
      .selectFrom("users")
      .select("last_login_at")
      .where("id", "=", u.id)
      .executeTakeFirstOrThrow();
    expect(Date.now() - new Date(user.last_login_at!).getTime()).toBeLessThan(60_000);
    const logins = await db()
      .selectFrom("audit_logs")
      .select(["action", "after"])
      .where("user_id", "=", u.id)
      .where("action", "=", "login")
      .execute();
    expect(logins.map((l) => l.after)).toContainEqual({ method: "totp" });
  });

  it("accepts one step of drift either way, not three", async () => {
    const u = await twoFactorUser();
    await db().updateTable("users").set({ totp_last_step: null }).where("id", "=", u.id).execute();
    const challenge = await challengeFor(t.app, u.email);
    expect((await answerChallenge(t.app, challenge, codeAt(u.secret, -90))).statusCode).toBe(422);
    expect((await answerChallenge(t.app, challenge, codeAt(u.secret, 90))).statusCode).toBe(422);
    expect((await answerChallenge(t.app, challenge, codeAt(u.secret, -30))).statusCode).toBe(200);
    expect((await answerChallenge(t.app, await challengeFor(t.app, u.email), codeAt(u.secret, 30))).statusCode).toBe(
      200,
    );
  });

  it("a backup code works once, typed in any case and with or without the dash", async () => {
    const u = await twoFactorUser();
    const [first, second] = u.backupCodes;
    const res = await answerChallenge(t.app, await challengeFor(t.app, u.email), first.toUpperCase().replace("-", " "));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveProperty("access_token");
    expect((await answerChallenge(t.app, await challengeFor(t.app, u.email), first)).statusCode).toBe(422);
    expect((await answerChallenge(t.app, await challengeFor(t.app, u.email), second)).statusCode).toBe(200);
    const status = await call(t.app, u.token, { method: "GET", url: "/api/two-factor/status" });
    expect(status.json().backup_codes_left).toBe(8);
  });

  it("says 'Invalid code' in the caller's language", async () => {
    const u = await twoFactorUser();
    const challenge = await challengeFor(t.app, u.email);
    const es = await answerChallenge(t.app, challenge, "000000");
    expect(es.statusCode).toBe(422);
    expect(es.json()).toEqual(INVALID_ES);
    const en = await answerChallenge(t.app, challenge, "not-a-code", "en");
    expect(en.json()).toEqual({
      message: "Invalid code. Please try again.",
      errors: { code: ["Invalid code. Please try again."] },
    });
    expect((await answerChallenge(t.app, challenge, "", "en")).json().errors).toEqual({
      code: ["This field is required"],
    });
  });

  it("voids the challenge after 5 wrong codes; a new sign-in starts over", async () => {
    const u = await twoFactorUser();
    const challenge = await challengeFor(t.app, u.email);
    for (let i = 0; i < 5; i++) expect((await answerChallenge(t.app, challenge, "111111")).statusCode).toBe(422);
    const voided = await answerChallenge(t.app, challenge, codeAt(u.secret), "en");
    expect(voided.statusCode).toBe(401);
    expect(voided.json()).toEqual({
      message: "This verification has expired or was cancelled after too many attempts. Please sign in again.",
    });
    expect((await answerChallenge(t.app, await challengeFor(t.app, u.email), codeAt(u.secret))).statusCode).toBe(200);
  });

  it("refuses an expired, spent or forged challenge with 401", async () => {
    const u = await twoFactorUser();
    const expired = await challengeFor(t.app, u.email);
    await db()
      .updateTable("two_factor_challenges")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where("user_id", "=", u.id)
      .execute();
    expect((await answerChallenge(t.app, expired, codeAt(u.secret))).statusCode).toBe(401);

    const spent = await challengeFor(t.app, u.email);
    expect((await answerChallenge(t.app, spent, u.backupCodes[0])).statusCode).toBe(200);
    expect((await answerChallenge(t.app, spent, u.backupCodes[1])).statusCode).toBe(401);

    const [id] = spent.split(".");
    expect((await answerChallenge(t.app, `${id}.forged-mac`, u.backupCodes[1])).statusCode).toBe(401);
    expect((await answerChallenge(t.app, "nonsense", u.backupCodes[1])).statusCode).toBe(401);
  });

  it("throttles wrong codes per user across challenges: 429 with Retry-After", async () => {
    const u = await twoFactorUser();
    for (let round = 0; round < 2; round++) {
      const challenge = await challengeFor(t.app, u.email);
      for (let i = 0; i < 5; i++) expect((await answerChallenge(t.app, challenge, "222222")).statusCode).toBe(422);
    }
    const blocked = await answerChallenge(t.app, await challengeFor(t.app, u.email), codeAt(u.secret), "en");
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(800);
    expect(blocked.json().message).toBe("Too many wrong codes. Try again in 15 min.");
    const actions = await db()
      .selectFrom("audit_logs")
      .select("action")
      .where("user_id", "=", u.id)
      .where("action", "=", "two_factor_failed")
      .execute();
    expect(actions).toHaveLength(10);
  });

  it("with two-factor off, login still answers the tokens and records the sign-in", async () => {
    const u = await signedInUser(t.app, db(), "client");
    const res = await login(t.app, u.email);
    expect(res.json()).toHaveProperty("access_token");
    expect(res.json()).not.toHaveProperty("two_factor_required");
    const row = await db().selectFrom("users").select("last_login_at").where("id", "=", u.id).executeTakeFirstOrThrow();
    expect(row.last_login_at).not.toBeNull();
    const logins = await db()
      .selectFrom("audit_logs")
      .select(["action", "resource", "ip"])
      .where("user_id", "=", u.id)
      .where("action", "=", "login")
      .execute();
    expect(logins[0]).toMatchObject({ resource: "auth", ip: "127.0.0.1" });
  });
});
