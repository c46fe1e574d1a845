import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { call, createTestApp, type TestApp } from "../../fixtures/app.js";

// Registration reports every field's mistake in one answer: the schema's and the rules written in
// code (confirmation, terms, a name of spaces), never the second half on a second submit.
let ip = 0;

for (const kind of DATABASE_KINDS) {
  describe(`registration errors on ${kind}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind);
    });
    afterAll(() => t?.close());
    const register = (payload: unknown, lang = "en") =>
      call(t.app, undefined, {
        method: "POST",
        url: "/api/auth/register",
        payload: payload as object,
        lang,
        headers: { "x-forwarded-for": `10.9.0.${++ip}` },
      });

    it("answers the schema's errors and the confirmation and terms together", async () => {
      const res = await register({
        name: "Ana",
        email: "not-an-email",
        password: "abcdefg",
        password_confirmation: "different",
        terms: false,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        name: ["Must be at least 6 characters"],
        email: ["Must be a valid email"],
        password_confirmation: ["Passwords do not match"],
        terms: ["You must accept the terms and conditions"],
      });
    });

    it("compares the confirmation even with a password too short, and reports missing terms", async () => {
      const res = await register(
        { name: "Lucía Fernández", email: "lucia@example.com", password: "123", password_confirmation: "1234" },
        "es",
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        password: ["Debe tener al menos 6 caracteres"],
        password_confirmation: ["Las contraseñas no coinciden"],
        terms: ["Este campo es obligatorio"],
      });
    });

    it("answers a body that is not an object field by field, writing nothing", async () => {
      for (const payload of [[], "text", null]) {
        const res = await call(t.app, undefined, {
          method: "POST",
          url: "/api/auth/register",
          payload: JSON.stringify(payload),
          headers: { "content-type": "application/json", "x-forwarded-for": `10.9.1.${++ip}` },
          lang: "en",
        });
        expect(res.statusCode, res.body).toBe(422);
        expect(typeof res.json().message).toBe("string");
      }
      const users = await t.database.handle.db.selectFrom("users").select("id").execute();
      expect(users).toEqual([]);
    });
  });
}
