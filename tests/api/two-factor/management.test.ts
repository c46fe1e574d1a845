import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { call, createTestApp, type TestApp } from "../../fixtures/app.js";
import { signedInUser, TEST_PASSWORD } from "../../fixtures/users.js";
import { answerChallenge, challengeFor, codeAt, enableTwoFactor, login } from "./two-factor-helpers.js";

describe.each(DATABASE_KINDS)("two-factor management on %s", (kind) => {
  let t: TestApp;
  const db = () => t.database.handle.db;
  const post = (token: string, url: string, payload?: object, lang?: string) =>
    call(t.app, token, { method: "POST", url: `/api/two-factor/${url}`, payload, lang });
  const status = async (token: string) =>
    (await call(t.app, token, { method: "GET", url: "/api/two-factor/status" })).json();
  const auditActions = async (userId: number) =>
    (await db().selectFrom("audit_logs").select("action").where("user_id", "=", userId).orderBy("id").execute()).map(
      (r) => r.action,
    );

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("starts off, and refuses callers that are not signed in", async () => {
    const u = await signedInUser(t.app, db(), "commercial");
    expect(await status(u.token)).toEqual({ enabled: false, pending: false, confirmed_at: null, backup_codes_left: 0 });
    const anonymous = await call(t.app, undefined, {
      method: "POST",
      url: "/api/two-factor/enable",
      payload: {},
      lang: "en",
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: "Not authenticated" });
  });

  it("enable answers a secret, its otpauth URL and a PNG QR code, stored encrypted and not yet in force", async () => {
    const u = await signedInUser(t.app, db(), "admin");
    const res = await call(t.app, u.token, { method: "POST", url: "/api/two-factor/enable" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(body.otpauth_url);
    expect(body.otpauth_url.startsWith("otpauth://totp/")).toBe(true);
    expect(decodeURIComponent(url.pathname)).toBe(`/Mi empresa:${u.email}`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      secret: body.secret,
      issuer: "Mi empresa",
      digits: "6",
      period: "30",
      algorithm: "SHA1",
    });
    expect(body.qr_code).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/=]{200,}$/);

    const row = await db()
      .selectFrom("users")
      .select(["two_factor_secret", "two_factor_enabled"])
      .where("id", "=", u.id)
      .executeTakeFirstOrThrow();
    expect(row.two_factor_enabled).toBe(false);
    expect(row.two_factor_secret).not.toContain(body.secret);
    expect(await status(u.token)).toMatchObject({ enabled: false, pending: true });
    // Not confirmed: the password alone still signs in.
    expect((await login(t.app, u.email)).json()).toHaveProperty("access_token");
  });

  it("refuses unknown fields", async () => {
    const u = await signedInUser(t.app, db(), "client");
    const res = await post(u.token, "enable", { secret: "AAAA" }, "en");
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ secret: ["Field not allowed: secret"] });
  });

  it("confirm refuses a wrong code, then turns two-factor on and answers ten backup codes once", async () => {
    const u = await signedInUser(t.app, db(), "client");
    expect((await post(u.token, "confirm", { code: "123456" })).json()).toMatchObject({
      message: "Primero activa la verificación en dos pasos para obtener el código QR.",
    });
    const { secret } = (await post(u.token, "enable", {})).json();

    const wrong = await post(u.token, "confirm", { code: codeAt(secret, 120) });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      message: "Código no válido. Inténtalo de nuevo.",
      errors: { code: ["Código no válido. Inténtalo de nuevo."] },
    });
    expect((await post(u.token, "confirm", { code: "abc" }, "en")).json().errors).toEqual({
      code: ["Invalid code. Please try again."],
    });

    const ok = await post(u.token, "confirm", { code: codeAt(secret) });
    expect(ok.statusCode).toBe(200);
    const codes: string[] = ok.json().backup_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9a-z]{5}-[0-9a-z]{5}$/);

    const st = await status(u.token);
    expect(st).toMatchObject({ enabled: true, pending: false, backup_codes_left: 10 });
    expect(Date.now() - new Date(st.confirmed_at).getTime()).toBeLessThan(60_000);
    const hashes = await db()
      .selectFrom("two_factor_backup_codes")
      .select("code_hash")
      .where("user_id", "=", u.id)
      .execute();
    expect(hashes).toHaveLength(10);
    for (const { code_hash } of hashes)
      for (const code of codes) expect(code_hash).not.toContain(code.replace("-", ""));
    expect(await auditActions(u.id)).toEqual(expect.arrayContaining(["two_factor_setup", "two_factor_enable"]));

    expect((await post(u.token, "enable", {})).statusCode).toBe(409);
    expect((await post(u.token, "confirm", { code: codeAt(secret, 30) })).statusCode).toBe(409);
    const me = await call(t.app, u.token, { method: "GET", url: "/api/me" });
    expect(me.body).not.toMatch(/secret|backup|hash|totp|code/i);
  });

  it("regenerating backup codes needs the password and voids the old codes", async () => {
    const u = await signedInUser(t.app, db(), "commercial");
    const { backupCodes } = await enableTwoFactor(t.app, u.token);

    const wrong = await post(u.token, "backup-codes", { password: "not-the-password" }, "en");
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ password: ["The password is not correct"] });
    expect((await post(u.token, "backup-codes", {}, "en")).json().errors).toEqual({
      password: ["This field is required"],
    });

    const res = await post(u.token, "backup-codes", { password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    const fresh: string[] = res.json().backup_codes;
    expect(fresh).toHaveLength(10);
    expect(fresh.some((c) => backupCodes.includes(c))).toBe(false);
    expect(await auditActions(u.id)).toContain("backup_codes_regenerate");

    expect((await answerChallenge(t.app, await challengeFor(t.app, u.email), backupCodes[0])).statusCode).toBe(422);
    expect((await answerChallenge(t.app, await challengeFor(t.app, u.email), fresh[0])).statusCode).toBe(200);
  });

  it("regenerating is refused while two-factor is off", async () => {
    const u = await signedInUser(t.app, db(), "client");
    expect((await post(u.token, "backup-codes", { password: TEST_PASSWORD })).statusCode).toBe(409);
  });

  it("disable needs the password, clears the secret and the codes, and can sign out other sessions", async () => {
    const u = await signedInUser(t.app, db(), "admin");
    const { secret } = await enableTwoFactor(t.app, u.token);
    const other = (await answerChallenge(t.app, await challengeFor(t.app, u.email), codeAt(secret))).json();
    expect(other).toHaveProperty("access_token");

    const wrong = await post(u.token, "disable", { password: "nope-nope" });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ password: ["La contraseña no es correcta"] });
    expect((await status(u.token)).enabled).toBe(true);

    const res = await post(u.token, "disable", { password: TEST_PASSWORD, sign_out_other_sessions: true }, "en");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "Two-factor authentication turned off" });
    expect(await status(u.token)).toEqual({ enabled: false, pending: false, confirmed_at: null, backup_codes_left: 0 });
    const row = await db()
      .selectFrom("users")
      .select(["two_factor_secret", "totp_last_step"])
      .where("id", "=", u.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ two_factor_secret: null, totp_last_step: null });
    expect(
      await db().selectFrom("two_factor_backup_codes").select("id").where("user_id", "=", u.id).execute(),
    ).toHaveLength(0);
    expect(await auditActions(u.id)).toContain("two_factor_disable");

    expect((await call(t.app, other.access_token, { method: "GET", url: "/api/me" })).statusCode).toBe(401);
    expect((await call(t.app, u.token, { method: "GET", url: "/api/me" })).statusCode).toBe(200);
    expect((await login(t.app, u.email)).json()).toHaveProperty("access_token");
  });
});
