import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { call, createTestApp, type TestApp } from "../../fixtures/app.js";
import { createUser } from "../../../api/seed/demo-users.js";
import { resetLinkIn } from "../mail/raw-mail.js";
import { tempDataDir, waitForOutbox } from "../mail/outbox-files.js";

const NEW_PASSWORD = "Otra-Clave-2026";
let counter = 0;

describe.each(DATABASE_KINDS)("POST /api/auth/reset-password on %s", (kind) => {
  let t: TestApp;
  let dataDir: string;
  const post = (url: string, payload: object, lang?: string) =>
    call(t.app, undefined, {
      method: "POST",
      url,
      payload,
      lang,
      headers: { "x-forwarded-for": `10.3.0.${++counter % 250}` },
    });
  const login = (email: string, password: string) => post("/api/auth/login", { email, password });

  /** A user with two open sessions, and the token of a reset link mailed to them. */
  async function userWithLink() {
    const email = `reset${++counter}@example.com`;
    const id = await createUser(t.database.handle.db, {
      email,
      name: "Reset user",
      role: "client",
      password: "old-secret-99",
    });
    const sessions = [(await login(email, "old-secret-99")).json(), (await login(email, "old-secret-99")).json()];
    expect((await post("/api/auth/forgot-password", { email })).statusCode).toBe(200);
    // This address's mail, not a count of mails: an earlier test's mail may land meanwhile.
    const mail = await vi.waitFor(
      async () => {
        const found = (await waitForOutbox(dataDir, 0)).find((m) => m.includes(email));
        if (!found) throw new Error(`no mail to ${email} yet`);
        return found;
      },
      { timeout: 5000, interval: 25 },
    );
    const link = new URL(resetLinkIn(mail));
    expect(link.searchParams.get("email")).toBe(email);
    return { id, email, token: link.searchParams.get("token")!, sessions };
  }
  const reset = (token: string, email: string, password = NEW_PASSWORD, confirmation = password, lang = "en") =>
    post("/api/auth/reset-password", { token, email, password, password_confirmation: confirmation }, lang);

  beforeAll(async () => {
    dataDir = tempDataDir();
    t = await createTestApp(kind, { dataDir });
  });
  afterAll(() => t.close());

  it("sets the new password, signs the user out everywhere and logs it", async () => {
    const { id, email, token, sessions } = await userWithLink();
    const res = await reset(token, email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "Password reset. You can sign in now." });

    expect((await login(email, "old-secret-99")).statusCode).toBe(422);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
    for (const s of sessions) {
      expect((await call(t.app, s.access_token, { method: "GET", url: "/api/me" })).statusCode).toBe(401);
      expect((await post("/api/auth/refresh", { refresh_token: s.refresh_token })).statusCode).toBe(401);
    }
    const db = t.database.handle.db;
    const open = await db
      .selectFrom("sessions")
      .select("id")
      .where("user_id", "=", id)
      .where("revoked_at", "is", null)
      .execute();
    expect(open).toHaveLength(1); // the sign-in just above
    const log = await db
      .selectFrom("audit_logs")
      .selectAll()
      .where("action", "=", "password_reset")
      .where("record_id", "=", String(id))
      .executeTakeFirstOrThrow();
    expect(log).toMatchObject({ user_id: id, resource: "users", after: { sessions_revoked: 2 } });
  });

  it("accepts a token once only", async () => {
    const { email, token } = await userWithLink();
    expect((await reset(token, email)).statusCode).toBe(200);
    const again = await reset(token, email, "Yet-Another-2026");
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({
      token: ["This password reset link is not valid, has already been used or has expired. Please request a new one."],
    });
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("spends every other open link of the user too", async () => {
    const first = await userWithLink();
    expect((await post("/api/auth/forgot-password", { email: first.email })).statusCode).toBe(200);
    expect((await reset(first.token, first.email)).statusCode).toBe(200);
    const left = await t.database.handle.db
      .selectFrom("password_resets")
      .select("id")
      .where("user_id", "=", first.id)
      .where("used_at", "is", null)
      .execute();
    expect(left).toHaveLength(0);
  });

  it("lets only one of two racing requests use a token", async () => {
    const { email, token } = await userWithLink();
    const answers = await Promise.all([reset(token, email), reset(token, email, "Second-Choice-2026")]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422]);
  });

  it("refuses an expired token, localized", async () => {
    const { id, email, token } = await userWithLink();
    await t.database.handle.db
      .updateTable("password_resets")
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where("user_id", "=", id)
      .execute();
    const res = await reset(token, email, NEW_PASSWORD, NEW_PASSWORD, "es");
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.token).toEqual([
      "El enlace para restablecer la contraseña no es válido, ya se ha usado o ha caducado. Solicita uno nuevo.",
    ]);
  });

  it("refuses a token for another address, a made-up token and an inactive user", async () => {
    const a = await userWithLink();
    const b = await userWithLink();
    expect((await reset(a.token, b.email)).json().errors).toHaveProperty("token");
    expect((await reset("made-up-token", a.email)).statusCode).toBe(422);
    expect((await reset(a.token, "nobody@example.com")).statusCode).toBe(422);
    await t.database.handle.db.updateTable("users").set({ active: false }).where("id", "=", a.id).execute();
    expect((await reset(a.token, a.email)).json().errors).toHaveProperty("token");
  });

  it("applies the password rules without spending the token", async () => {
    const { email, token } = await userWithLink();
    const common = await reset(token, email, "qwerty123");
    expect(common.statusCode).toBe(422);
    expect(common.json().errors).toEqual({
      password: ["This password is too common. Choose one that is harder to guess."],
    });
    const mismatch = await reset(token, email, NEW_PASSWORD, "different-one");
    expect(mismatch.json().errors).toEqual({ password_confirmation: ["Passwords do not match"] });
    const short = await reset(token, email, "abc");
    expect(short.json().errors).toEqual({ password: ["Must be at least 6 characters"] });
    expect((await reset(token, email)).statusCode).toBe(200);
  });

  it("validates the body", async () => {
    const res = await post("/api/auth/reset-password", { email: "x" }, "en");
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(["email", "password", "password_confirmation", "token"]);
  });
});
