import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { call, createTestApp, type TestApp } from "../../fixtures/app.js";
import { signedInUser } from "../../fixtures/users.js";

describe.each(DATABASE_KINDS)("GET /api/me and /api/logout on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("answers the user as data.data", async () => {
    const u = await signedInUser(t.app, t.database.handle.db, "client");
    const res = await call(t.app, u.token, { method: "GET", url: "/api/me" });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: u.id,
      email: u.email,
      role: "client",
      roles: [{ name: "client" }],
      language: "es",
    });
    expect(res.json().data).not.toHaveProperty("password_hash");
  });

  it("refuses a missing, malformed or foreign token with a localized 401", async () => {
    const none = await call(t.app, undefined, { method: "GET", url: "/api/me", lang: "en" });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ message: "Not authenticated" });
    const bad = await call(t.app, "abc.def.ghi", { method: "GET", url: "/api/me" });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().message).toBe("La sesión ha caducado. Inicia sesión de nuevo.");
    const foreign = t.app.jwt.sign({ sub: "1", sid: "00000000-0000-0000-0000-000000000000" });
    expect((await call(t.app, foreign, { method: "GET", url: "/api/me" })).statusCode).toBe(401);
  });

  it("refuses an expired access token", async () => {
    const u = await signedInUser(t.app, t.database.handle.db, "admin");
    const claims = JSON.parse(Buffer.from(u.token.split(".")[1], "base64url").toString());
    const expired = t.app.jwt.sign({ sub: claims.sub, sid: claims.sid, iat: 1000, exp: 2000 } as never);
    expect((await call(t.app, expired, { method: "GET", url: "/api/me" })).statusCode).toBe(401);
  });

  it("logs out: the session's access and refresh tokens stop working", async () => {
    const u = await signedInUser(t.app, t.database.handle.db, "admin");
    const other = await signedInUser(t.app, t.database.handle.db, "admin");
    const res = await call(t.app, u.token, { method: "GET", url: "/api/logout", lang: "en" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "Signed out successfully" });
    expect((await call(t.app, u.token, { method: "GET", url: "/api/me" })).statusCode).toBe(401);
    expect(
      (
        await call(t.app, undefined, {
          method: "POST",
          url: "/api/auth/refresh",
          payload: { refresh_token: u.refreshToken },
        })
      ).statusCode,
    ).toBe(401);
    expect((await call(t.app, other.token, { method: "GET", url: "/api/me" })).statusCode).toBe(200);
  });

  it("takes a role change into account at once", async () => {
    const u = await signedInUser(t.app, t.database.handle.db, "admin");
    await t.database.handle.db.updateTable("users").set({ active: false }).where("id", "=", u.id).execute();
    expect((await call(t.app, u.token, { method: "GET", url: "/api/me" })).statusCode).toBe(401);
  });
});
