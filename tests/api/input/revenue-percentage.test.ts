import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { call, createTestApp, type TestApp } from "../../fixtures/app.js";
import { signedInUser } from "../../fixtures/users.js";

// Commissions like 2.5 % are common: a user's revenue percentage takes two decimals, 0 to 100.
for (const kind of DATABASE_KINDS) {
  describe(`a user's revenue percentage on ${kind}`, () => {
    let t: TestApp;
    let token: string;
    let userId: number;
    beforeAll(async () => {
      t = await createTestApp(kind);
      const admin = await signedInUser(t.app, t.database.handle.db, "admin");
      token = admin.token;
      userId = (await signedInUser(t.app, t.database.handle.db, "commercial")).id;
    });
    afterAll(() => t?.close());
    const patch = (revenue_percentage: unknown) =>
      call(t.app, token, { method: "PATCH", url: `/api/users/${userId}`, payload: { revenue_percentage }, lang: "en" });

    it.each([12.5, 2.35, 0.01, 100, 0, 33])("keeps %s exactly", async (value) => {
      const res = await patch(value);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().revenue_percentage).toBe(value);
      const read = await call(t.app, token, { method: "GET", url: `/api/users/${userId}` });
      expect(read.json().revenue_percentage).toBe(value);
    });

    it.each([
      [12.555, "At most 2 decimals"],
      [100.01, "Must be less than or equal to 100"],
      [-0.5, "Must be greater than or equal to 0"],
      ["12.5", "Must be a number"],
    ])("refuses %s with a message on the field, changing nothing", async (value, message) => {
      await patch(7.25);
      const res = await patch(value);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ revenue_percentage: [message] });
      const row = await t.database.handle.db
        .selectFrom("users")
        .select("revenue_percentage")
        .where("id", "=", userId)
        .executeTakeFirstOrThrow();
      expect(row.revenue_percentage).toBe(7.25);
    });

    it("answers the Spanish message too", async () => {
      const res = await call(t.app, token, {
        method: "PATCH",
        url: `/api/users/${userId}`,
        payload: { revenue_percentage: 1.234 },
        lang: "es",
      });
      expect(res.json().errors.revenue_percentage).toEqual(["Como máximo 2 decimales"]);
    });
  });
}
