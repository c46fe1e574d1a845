import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { call, createTestApp, type TestApp } from "../../fixtures/app.js";
import { signedInUser } from "../../fixtures/users.js";

// Nobody removes, demotes or deactivates the last active superadmin.
describe.each(DATABASE_KINDS)("the last superadmin on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("cannot be demoted, deactivated or deleted; a second one can", async () => {
    const first = await signedInUser(t.app, t.database.handle.db, "superadmin");
    const second = await signedInUser(t.app, t.database.handle.db, "superadmin");

    // With two, one may go (the other one does it: nobody deletes themselves).
    expect(
      (await call(t.app, first.token, { method: "PATCH", url: `/api/users/${second.id}`, payload: { active: false } }))
        .statusCode,
    ).toBe(200);

    const demote = await call(t.app, first.token, {
      method: "PATCH",
      url: `/api/users/${first.id}`,
      payload: { roles: ["admin"] },
      lang: "en",
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe("At least one active superadmin must remain");

    // Reactivate the second, demote it: now the first is the last again and still cannot go.
    expect(
      (await call(t.app, first.token, { method: "PATCH", url: `/api/users/${second.id}`, payload: { active: true } }))
        .statusCode,
    ).toBe(200);
    const third = await signedInUser(t.app, t.database.handle.db, "admin");
    expect(
      (
        await call(t.app, first.token, {
          method: "PATCH",
          url: `/api/users/${second.id}`,
          payload: { roles: ["admin"] },
        })
      ).statusCode,
    ).toBe(200);
    const second2 = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: second.email, password: "Qx7-secreto" },
    });
    expect(second2.statusCode).toBe(200);

    expect(
      (
        await call(t.app, first.token, {
          method: "PATCH",
          url: `/api/users/${first.id}`,
          payload: { roles: ["admin", "commercial"] },
        })
      ).statusCode,
    ).toBe(409);
    expect((await call(t.app, third.token, { method: "DELETE", url: `/api/users/${first.id}` })).statusCode).toBe(403);
    const roles = (await call(t.app, first.token, { method: "GET", url: `/api/users/${first.id}` }))
      .json()
      .roles.map((r: { name: string }) => r.name);
    expect(roles).toEqual(["superadmin"]);
  });

  it("may be deleted while another remains, which then becomes the last", async () => {
    const a = await signedInUser(t.app, t.database.handle.db, "superadmin");
    // Only `a` and the first test's superadmin are superadmins now; deleting `a` leaves one.
    const rows = await t.database.handle.db
      .selectFrom("users as u")
      .innerJoin("user_roles as ur", "ur.user_id", "u.id")
      .innerJoin("roles as r", "r.id", "ur.role_id")
      .select("u.id")
      .where("r.name", "=", "superadmin")
      .where("u.active", "=", true)
      .execute();
    const other = rows.find((r) => r.id !== a.id)!;
    expect((await call(t.app, a.token, { method: "DELETE", url: `/api/users/${other.id}` })).statusCode).toBe(200);
    // `a` is now the last one: it cannot demote itself.
    expect(
      (await call(t.app, a.token, { method: "PATCH", url: `/api/users/${a.id}`, payload: { roles: ["admin"] } }))
        .statusCode,
    ).toBe(409);
  });
});
