import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { call, createTestApp, type TestApp } from "../../fixtures/app.js";
import { createUser } from "../../../api/seed/demo-users.js";

let ipCounter = 0;
// Each test comes from its own address, so the per-IP limit never mixes tests up.
const freshIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const valid = (over: Record<string, unknown> = {}) => ({
  name: "Lucía Fernández",
  email: `lucia${++ipCounter}@example.com`,
  password: "Tr4nquilo-2026",
  password_confirmation: "Tr4nquilo-2026",
  terms: true,
  ...over,
});

describe.each(DATABASE_KINDS)("POST /api/auth/register on %s", (kind) => {
  let t: TestApp;
  const register = (payload: unknown, lang?: string, ip = freshIp()) =>
    call(t.app, undefined, { method: "POST", url: "/api/auth/register", payload: payload as object, lang, headers: { "x-forwarded-for": ip } });

  beforeAll(async () => {
    t = await createTestApp(kind);
    await createUser(t.database.handle.db, { email: "Taken@Example.com", name: "Taken user", role: "admin", password: "whatever-123" });
  });
  afterAll(() => t.close());

  it("creates a client, signs it in and logs it", async () => {
    const payload = valid({ name: "  Lucía   Fernández ", email: "New.Client@Example.com" });
    const res = await register(payload, "en");
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ token_type: "Bearer", user: { email: "New.Client@Example.com", name: "Lucía Fernández", role: "client", roles: [{ name: "client" }], language: "en" } });
    expect(JSON.stringify(body)).not.toMatch(/password|hash|argon/i);

    const me = await call(t.app, body.access_token, { method: "GET", url: "/api/me" });
    expect(me.json().data.email).toBe("New.Client@Example.com");
    const refreshed = await call(t.app, undefined, { method: "POST", url: "/api/auth/refresh", payload: { refresh_token: body.refresh_token } });
    expect(refreshed.statusCode).toBe(200);
    const login = await call(t.app, undefined, { method: "POST", url: "/api/auth/login", payload: { email: "new.client@example.com", password: payload.password } });
    expect(login.statusCode).toBe(200);

    const log = await t.database.handle.db.selectFrom("audit_logs").selectAll().where("action", "=", "register").where("record_id", "=", String(body.user.id)).executeTakeFirstOrThrow();
    expect(log).toMatchObject({ user_id: body.user.id, resource: "users" });
    expect(JSON.stringify(log.after)).not.toMatch(/password/);
  });

  it("applies the spec's rules with localized messages on each field", async () => {
    const res = await register({ name: "Ana", email: "not-an-email", password: "12345", password_confirmation: "", terms: "yes" }, "en");
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: ["Must be at least 6 characters"],
      email: ["Must be a valid email"],
      password: ["Must be at least 6 characters"],
      password_confirmation: ["This field is required"],
      terms: ["Must be true or false"],
    });
    const missing = await register({}, "es");
    expect(Object.keys(missing.json().errors).sort()).toEqual(["email", "name", "password", "password_confirmation", "terms"]);
    expect(missing.json().errors.name).toEqual(["Este campo es obligatorio"]);
  });

  it("refuses a name of spaces, mismatched confirmation and unaccepted terms", async () => {
    const res = await register(valid({ name: "  a     ", password_confirmation: "something-else", terms: false }), "es");
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: ["Debe tener al menos 6 caracteres"],
      password_confirmation: ["Las contraseñas no coinciden"],
      terms: ["Debe aceptar los términos y condiciones"],
    });
  });

  it.each(["123456", "password", "Qwerty123", "iloveyou"])("refuses the common password %s", async (password) => {
    const res = await register(valid({ password, password_confirmation: password }), "en");
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ password: ["This password is too common. Choose one that is harder to guess."] });
    const es = await register(valid({ password, password_confirmation: password }), "es");
    expect(es.json().errors.password).toEqual(["Esta contraseña es demasiado común. Elija otra más difícil de adivinar."]);
  });

  it("refuses an email that already has an account, whatever its case", async () => {
    const res = await register(valid({ email: "taken@EXAMPLE.com" }), "en");
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ["An account with this email already exists"] });
  });

  it("refuses unknown fields, such as a role", async () => {
    const res = await register(valid({ role: "admin" }), "en");
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ role: ["Field not allowed: role"] });
  });

  it("answers 403 with a message while the company has registration closed", async () => {
    const db = t.database.handle.db;
    await db.updateTable("company").set({ open_registration: false }).execute();
    try {
      const status = await call(t.app, undefined, { method: "GET", url: "/api/auth/registration" });
      expect(status.json()).toEqual({ open: false });
      const res = await register(valid(), "en");
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: "New accounts cannot be created at the moment. Please contact the company." });
      expect((await register(valid(), "es")).json().message).toMatch(/^El registro de nuevas cuentas está desactivado/);
    } finally {
      await db.updateTable("company").set({ open_registration: true }).execute();
    }
    expect((await call(t.app, undefined, { method: "GET", url: "/api/auth/registration" })).json()).toEqual({ open: true });
    expect((await register(valid())).statusCode).toBe(201);
  });

  it("throttles registrations per IP with 429 and Retry-After, other addresses unaffected", async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      // Failed attempts count too: they are how addresses would be probed.
      const res = await register(i % 2 ? valid() : valid({ terms: false }), "en", ip);
      expect(res.statusCode).toBe(i % 2 ? 201 : 422);
    }
    const over = await register(valid(), "en", ip);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(3500);
    expect(over.json().message).toBe("Too many attempts from this connection. Try again in 60 min.");
    expect((await register(valid(), "en")).statusCode).toBe(201);
  });

  it("answers 422 on email, not 500, when two registrations race for one address", async () => {
    const payload = valid({ email: "race@example.com" });
    const answers = await Promise.all([register(payload), register(payload), register(payload)]);
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 422, 422]);
    for (const r of answers.filter((a) => a.statusCode === 422)) expect(Object.keys(r.json().errors)).toEqual(["email"]);
  });
});
