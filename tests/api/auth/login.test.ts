import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { call, createTestApp, type TestApp } from "../../fixtures/app.js";
import { createUser } from "../../../api/seed/demo-users.js";

describe.each(DATABASE_KINDS)("POST /api/auth/login on %s", (kind) => {
  let t: TestApp;
  const login = (payload: unknown, lang?: string) =>
    call(t.app, undefined, { method: "POST", url: "/api/auth/login", payload: payload as object, lang });

  beforeAll(async () => {
    t = await createTestApp(kind);
    await createUser(t.database.handle.db, {
      email: "Ana@Example.com",
      name: "Ana",
      role: "commercial",
      password: "correct-horse",
    });
    const inactive = await createUser(t.database.handle.db, {
      email: "gone@example.com",
      name: "Gone",
      role: "admin",
      password: "correct-horse",
    });
    await t.database.handle.db.updateTable("users").set({ active: false }).where("id", "=", inactive).execute();
  });
  afterAll(() => t.close());

  it("answers the token body with the user and no secrets", async () => {
    const res = await login({ email: "ana@example.com", password: "correct-horse" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      token_type: "Bearer",
      expires_in: 900,
      user: { email: "Ana@Example.com", role: "commercial", roles: [{ name: "commercial" }] },
    });
    expect(body.access_token.split(".")).toHaveLength(3);
    expect(body.refresh_token).toMatch(/^[0-9a-f-]{36}\.[\w-]+$/);
    expect(JSON.stringify(body)).not.toMatch(/password|hash|argon/i);
  });

  it("gives access tokens that live 15 minutes", async () => {
    const { access_token } = (await login({ email: "ana@example.com", password: "correct-horse" })).json();
    const claims = JSON.parse(Buffer.from(access_token.split(".")[1], "base64url").toString());
    expect(claims.exp - claims.iat).toBe(15 * 60);
  });

  it.each([
    ["a wrong password", { email: "ana@example.com", password: "wrong-pass" }],
    ["an unknown email", { email: "nobody@example.com", password: "correct-horse" }],
    ["an inactive user", { email: "gone@example.com", password: "correct-horse" }],
  ])("refuses %s with 422 on the email field, localized", async (_name, payload) => {
    const es = await login(payload);
    expect(es.statusCode).toBe(422);
    expect(es.json()).toEqual({
      message: "Las credenciales no son correctas",
      errors: { email: ["Las credenciales no son correctas"] },
    });
    const en = await login(payload, "en");
    expect(en.json().errors.email).toEqual(["These credentials do not match our records"]);
  });

  it("validates the body: required, email format, unknown fields", async () => {
    const res = await login({ email: "not-an-email", role: "admin" }, "en");
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      email: ["Must be a valid email"],
      password: ["This field is required"],
      role: ["Field not allowed: role"],
    });
  });

  it("answers a malformed body with 400 or 415, never 500", async () => {
    const bad = await call(t.app, undefined, {
      method: "POST",
      url: "/api/auth/login",
      payload: "{nope",
      headers: { "content-type": "application/json" },
    });
    expect(bad.statusCode).toBe(400);
    const text = await call(t.app, undefined, {
      method: "POST",
      url: "/api/auth/login",
      payload: "email=x",
      headers: { "content-type": "text/plain" },
    });
    expect(text.statusCode).toBe(415);
    const array = await login([1, 2]);
    expect(array.statusCode).toBe(422);
  });
});
