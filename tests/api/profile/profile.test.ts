import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { call, createTestApp, type TestApp } from "../../fixtures/app.js";
import { signedInUser, TEST_PASSWORD } from "../../fixtures/users.js";

describe.each(DATABASE_KINDS)("the profile (/api/me) on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const login = (email: string, password = TEST_PASSWORD) =>
    t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });

  it("lets any user edit their own name, last name, phone and language; the next sign-in carries it", async () => {
    const u = await signedInUser(t.app, t.database.handle.db, "client");
    const res = await call(t.app, u.token, {
      method: "PATCH",
      url: "/api/me",
      payload: { name: "Clara", lastname: "Cliente", phone: "600 00 00 00", language: "en" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: u.id,
      name: "Clara",
      lastname: "Cliente",
      phone: "+34 600 00 00 00",
      language: "en",
    });
    expect(res.json().data).not.toHaveProperty("password_hash");
    expect((await login(u.email)).json().user.language).toBe("en");
    const log = await t.database.handle.db
      .selectFrom("audit_logs")
      .selectAll()
      .where("user_id", "=", u.id)
      .where("action", "=", "update")
      .executeTakeFirstOrThrow();
    expect(log.after).toMatchObject({ name: "Clara", language: "en" });
  });

  it("refuses fields that are an admin's (roles, email, active) and an invalid phone", async () => {
    const u = await signedInUser(t.app, t.database.handle.db, "commercial");
    for (const payload of [{ roles: ["admin"] }, { email: "x@test.local" }, { active: false }, { client_id: 1 }]) {
      expect(
        (await call(t.app, u.token, { method: "PATCH", url: "/api/me", payload })).statusCode,
        JSON.stringify(payload),
      ).toBe(422);
    }
    const phone = await call(t.app, u.token, {
      method: "PATCH",
      url: "/api/me",
      payload: { phone: "123" },
      lang: "es",
    });
    expect(phone.json().errors).toEqual({ phone: ["Número de teléfono no válido"] });
    const stale = await call(t.app, u.token, {
      method: "PATCH",
      url: "/api/me",
      payload: { name: "Otro", version: 999 },
    });
    expect(stale.statusCode).toBe(409);
  });

  it("changes the password only with the right current one", async () => {
    const u = await signedInUser(t.app, t.database.handle.db, "commercial");
    const wrong = await call(t.app, u.token, {
      method: "PUT",
      url: "/api/me/password",
      payload: { current_password: "nope-nope", password: "brandnew1", password_confirmation: "brandnew1" },
      lang: "en",
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ current_password: ["The current password is not correct"] });
    const mismatch = await call(t.app, u.token, {
      method: "PUT",
      url: "/api/me/password",
      payload: { current_password: TEST_PASSWORD, password: "brandnew1", password_confirmation: "brandnew2" },
      lang: "en",
    });
    expect(mismatch.json().errors).toEqual({ password_confirmation: ["Passwords do not match"] });
    const short = await call(t.app, u.token, {
      method: "PUT",
      url: "/api/me/password",
      payload: { current_password: TEST_PASSWORD, password: "12345", password_confirmation: "12345" },
    });
    expect(short.statusCode).toBe(422);

    const common = await call(t.app, u.token, {
      method: "PUT",
      url: "/api/me/password",
      payload: { current_password: TEST_PASSWORD, password: "password1", password_confirmation: "password1" },
      lang: "en",
    });
    expect(common.statusCode).toBe(422);
    expect(Object.keys(common.json().errors)).toEqual(["password"]);
    const ok = await call(t.app, u.token, {
      method: "PUT",
      url: "/api/me/password",
      payload: { current_password: TEST_PASSWORD, password: "brandnew1", password_confirmation: "brandnew1" },
      lang: "en",
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe("Password changed");
    expect((await login(u.email)).statusCode).toBe(422);
    expect((await login(u.email, "brandnew1")).statusCode).toBe(200);
    // Without the option, other sessions live on.
    expect((await call(t.app, u.token, { method: "GET", url: "/api/me" })).statusCode).toBe(200);
    const log = await t.database.handle.db
      .selectFrom("audit_logs")
      .selectAll()
      .where("user_id", "=", u.id)
      .where("action", "=", "password_change")
      .execute();
    expect(log).toHaveLength(1);
    expect(JSON.stringify(log)).not.toMatch(/brandnew1|Qx7-secreto/);
  });

  it("signs out the other sessions when asked, keeping this one", async () => {
    const u = await signedInUser(t.app, t.database.handle.db, "admin");
    const other = (await login(u.email)).json();
    const res = await call(t.app, u.token, {
      method: "PUT",
      url: "/api/me/password",
      payload: {
        current_password: TEST_PASSWORD,
        password: "brandnew1",
        password_confirmation: "brandnew1",
        sign_out_other_sessions: true,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().signed_out_sessions).toBe(1);
    expect((await call(t.app, other.access_token, { method: "GET", url: "/api/me" })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/auth/refresh",
          payload: { refresh_token: other.refresh_token },
        })
      ).statusCode,
    ).toBe(401);
    expect((await call(t.app, u.token, { method: "GET", url: "/api/me" })).statusCode).toBe(200);
  });

  it("lists the user's own activity, newest first, paginated", async () => {
    const u = await signedInUser(t.app, t.database.handle.db, "client");
    const stranger = await signedInUser(t.app, t.database.handle.db, "client");
    for (const name of ["Uno", "Dos", "Tres"])
      await call(t.app, u.token, { method: "PATCH", url: "/api/me", payload: { name } });
    await call(t.app, stranger.token, { method: "PATCH", url: "/api/me", payload: { name: "Ajeno" } });
    const res = await call(t.app, u.token, { method: "GET", url: "/api/me/activity?_start=0&_end=2" });
    expect(res.statusCode).toBe(200);
    const rows = res.json();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      action: "update",
      resource: "users",
      record_id: String(u.id),
      after: { name: "Tres" },
    });
    expect(rows[1].after).toEqual({ name: "Dos" });
    expect(Number(res.headers["x-total-count"])).toBeGreaterThanOrEqual(3);
    expect(JSON.stringify(rows)).not.toMatch(/Ajeno/);
    expect((await call(t.app, undefined, { method: "GET", url: "/api/me/activity" })).statusCode).toBe(401);
  });
});
