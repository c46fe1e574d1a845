import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { call, createTestApp, type TestApp } from "../../fixtures/app.js";
import { signedInUser } from "../../fixtures/users.js";

// docs/product.md#roles: /api/users belongs to admins and superadmins; superadmins are a superadmin's business.
describe.each(DATABASE_KINDS)("users API role boundaries on %s", (kind) => {
  let t: TestApp;
  let superadmin: Awaited<ReturnType<typeof signedInUser>>;
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  let n = 0;
  const body = (roles: string[], extra: Record<string, unknown> = {}) => ({
    name: "Nuevo",
    email: `access${++n}-${kind}@test.local`,
    password: "Qx7-secreto",
    roles,
    ...extra,
  });

  beforeAll(async () => {
    t = await createTestApp(kind);
    superadmin = await signedInUser(t.app, t.database.handle.db, "superadmin");
    admin = await signedInUser(t.app, t.database.handle.db, "admin");
  });
  afterAll(() => t.close());

  it.each(["commercial", "client"])("refuses %s users every users route with 403", async (role) => {
    const u = await signedInUser(t.app, t.database.handle.db, role);
    for (const [method, url] of [
      ["GET", "/api/users"],
      ["GET", `/api/users/${admin.id}`],
      ["POST", "/api/users"],
      ["PATCH", `/api/users/${admin.id}`],
      ["DELETE", `/api/users/${admin.id}`],
    ] as const) {
      const res = await call(t.app, u.token, {
        method,
        url,
        payload: method === "POST" || method === "PATCH" ? body(["client"]) : undefined,
        lang: "en",
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it("refuses anonymous calls with 401", async () => {
    expect((await call(t.app, undefined, { method: "GET", url: "/api/users" })).statusCode).toBe(401);
  });

  it("lets an admin manage admins, commercials and clients", async () => {
    const created = await call(t.app, admin.token, {
      method: "POST",
      url: "/api/users",
      payload: body(["admin", "commercial"]),
    });
    expect(created.statusCode).toBe(201);
    const patched = await call(t.app, admin.token, {
      method: "PATCH",
      url: `/api/users/${created.json().id}`,
      payload: { lastname: "Pérez" },
    });
    expect(patched.statusCode).toBe(200);
    expect(
      (await call(t.app, admin.token, { method: "DELETE", url: `/api/users/${created.json().id}` })).statusCode,
    ).toBe(200);
  });

  it("refuses an admin creating a superadmin or granting the role (403)", async () => {
    const res = await call(t.app, admin.token, {
      method: "POST",
      url: "/api/users",
      payload: body(["superadmin"]),
      lang: "en",
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("Only a superadmin can manage superadmins");
    const plain = await call(t.app, admin.token, { method: "POST", url: "/api/users", payload: body(["commercial"]) });
    const grant = await call(t.app, admin.token, {
      method: "PATCH",
      url: `/api/users/${plain.json().id}`,
      payload: { roles: ["commercial", "superadmin"] },
    });
    expect(grant.statusCode).toBe(403);
    const roles = (await call(t.app, admin.token, { method: "GET", url: `/api/users/${plain.json().id}` }))
      .json()
      .roles.map((r: { name: string }) => r.name);
    expect(roles).toEqual(["commercial"]);
  });

  it(
    "refuses an admin editing, deleting or changing the " + "avatar of a superadmin (403), but lets them read",
    async () => {
      expect((await call(t.app, admin.token, { method: "GET", url: `/api/users/${superadmin.id}` })).statusCode).toBe(
        200,
      );
      expect(
        (
          await call(t.app, admin.token, {
            method: "PATCH",
            url: `/api/users/${superadmin.id}`,
            payload: { name: "Hacked" },
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (
          await call(t.app, admin.token, {
            method: "PATCH",
            url: `/api/users/${superadmin.id}`,
            payload: { roles: ["admin"] },
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (await call(t.app, admin.token, { method: "DELETE", url: `/api/users/${superadmin.id}` })).statusCode,
      ).toBe(403);
      expect(
        (await call(t.app, admin.token, { method: "POST", url: `/api/users/${superadmin.id}/avatar` })).statusCode,
      ).toBe(403);
      const after = (await call(t.app, superadmin.token, { method: "GET", url: "/api/me" })).json().data;
      expect(after.name).toBe("superadmin user");
    },
  );

  it("lets a superadmin create and demote superadmins", async () => {
    const created = await call(t.app, superadmin.token, {
      method: "POST",
      url: "/api/users",
      payload: body(["superadmin"]),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().role).toBe("superadmin");
    const demoted = await call(t.app, superadmin.token, {
      method: "PATCH",
      url: `/api/users/${created.json().id}`,
      payload: { roles: ["admin"] },
    });
    expect(demoted.statusCode).toBe(200);
    expect(demoted.json().roles.map((r: { name: string }) => r.name)).toEqual(["admin"]);
  });

  it("keeps an admin from locking themselves out", async () => {
    const self = await call(t.app, admin.token, {
      method: "PATCH",
      url: `/api/users/${admin.id}`,
      payload: { active: false },
      lang: "en",
    });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe("You cannot deactivate your own account");
    expect((await call(t.app, admin.token, { method: "DELETE", url: `/api/users/${admin.id}` })).statusCode).toBe(409);
  });
});
