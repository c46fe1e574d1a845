import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { call, createTestApp, type TestApp } from "../../fixtures/app.js";
import { signedInUser } from "../../fixtures/users.js";

describe.each(DATABASE_KINDS)("users API on %s", (kind) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  let clientId: number;
  let n = 0;
  const email = () => `crud${++n}-${kind}@test.local`;
  const post = (payload: Record<string, unknown>, lang = "en") =>
    call(t.app, admin.token, { method: "POST", url: "/api/users", payload, lang });

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signedInUser(t.app, t.database.handle.db, "admin");
    ({ id: clientId } = await t.database.handle.db
      .insertInto("lead_clients")
      .values({ name: "Academia Test" })
      .returning("id")
      .executeTakeFirstOrThrow());
  });
  afterAll(() => t.close());

  it("creates a user with every field, normalized, and never answers secrets", async () => {
    const res = await post({
      name: "Lucía",
      lastname: "García",
      email: ` ${email().toUpperCase()} `.trim(),
      phone: "612345678",
      dni: "x1234567-l",
      revenue_percentage: 15,
      language: "en",
      roles: ["commercial"],
      password: "Qx7-secreto",
    });
    expect(res.statusCode).toBe(201);
    const user = res.json();
    expect(user).toMatchObject({
      name: "Lucía",
      lastname: "García",
      phone: "+34 612 34 56 78",
      dni: "X1234567L",
      revenue_percentage: 15,
      language: "en",
      active: true,
      role: "commercial",
      client: null,
      two_factor_enabled: false,
      version: 1,
    });
    expect(user.email).toBe(user.email.toLowerCase());
    expect(user.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    for (const secret of ["password", "password_hash", "two_factor_secret", "totp_last_step"])
      expect(user).not.toHaveProperty(secret);
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: user.email, password: "Qx7-secreto" },
    });
    expect(login.statusCode).toBe(200);
  });

  it("answers every invalid field at once, in the caller's language", async () => {
    const res = await post({
      name: "X",
      email: "not-an-email",
      phone: "12345",
      dni: "12345678A",
      revenue_percentage: 101,
      password: "123",
      roles: [],
    });
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(errors.email).toEqual(["Must be a valid email"]);
    expect(errors.password[0]).toMatch(/6/);
    expect(errors.revenue_percentage).toBeDefined();
    const second = await post(
      { name: "X", email: email(), phone: "12345", dni: "12345678A", password: "Qx7-secreto", roles: [] },
      "es",
    );
    const common = await post({ name: "Común", email: email(), password: "123456789", roles: ["commercial"] });
    expect(common.statusCode).toBe(422);
    expect(Object.keys(common.json().errors)).toEqual(["password"]);
    expect(second.json().errors).toEqual({
      phone: ["Número de teléfono no válido"],
      dni: ["DNI o NIE no válido"],
      roles: ["Selecciona un rol"],
    });
  });

  it("requires a role and, for client users, an existing client", async () => {
    expect(
      (await post({ name: "Sin rol", email: email(), password: "Qx7-secreto" }, "es")).json().errors.roles,
    ).toEqual(["Selecciona un rol"]);
    const noClient = await post({ name: "Cliente", email: email(), password: "Qx7-secreto", roles: ["client"] });
    expect(noClient.json().errors.client_id).toEqual(["Select the client this user belongs to"]);
    expect(
      (
        await post({ name: "Cliente", email: email(), password: "Qx7-secreto", roles: ["client"], client_id: 999999 })
      ).json().errors.client_id,
    ).toBeDefined();
    const ok = await post({
      name: "Cliente",
      email: email(),
      password: "Qx7-secreto",
      roles: ["client"],
      client_id: clientId,
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().client).toEqual({ id: clientId, name: "Academia Test" });
    // Dropping the client role drops the link.
    const moved = await call(t.app, admin.token, {
      method: "PATCH",
      url: `/api/users/${ok.json().id}`,
      payload: { roles: ["commercial"] },
    });
    expect(moved.json()).toMatchObject({ client_id: null, client: null });
  });

  it("refuses a duplicate email, whatever its case", async () => {
    const address = email();
    expect(
      (await post({ name: "Uno", email: address, password: "Qx7-secreto", roles: ["commercial"] })).statusCode,
    ).toBe(201);
    const dup = await post({
      name: "Dos",
      email: address.toUpperCase(),
      password: "Qx7-secreto",
      roles: ["commercial"],
    });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors.email).toBeDefined();
  });

  it("refuses unknown fields and secrets in the body", async () => {
    const res = await post({
      name: "X",
      email: email(),
      password: "Qx7-secreto",
      roles: ["admin"],
      password_hash: "x",
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(["password_hash"]);
  });

  it("edits with optimistic concurrency: a stale version answers 409", async () => {
    const user = (
      await post({ name: "Versión", email: email(), password: "Qx7-secreto", roles: ["commercial"] })
    ).json();
    const ok = await call(t.app, admin.token, {
      method: "PATCH",
      url: `/api/users/${user.id}`,
      payload: { name: "Versión 2", version: user.version },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().version).toBe(user.version + 1);
    const stale = await call(t.app, admin.token, {
      method: "PATCH",
      url: `/api/users/${user.id}`,
      payload: { name: "Versión 3", version: user.version },
    });
    expect(stale.statusCode).toBe(409);
    expect(
      (await call(t.app, admin.token, { method: "PATCH", url: "/api/users/999999", payload: { name: "Nadie" } }))
        .statusCode,
    ).toBe(404);
  });

  it("sets a new password on edit and ends the user's sessions; deactivating ends them too", async () => {
    const u = await signedInUser(t.app, t.database.handle.db, "commercial");
    const res = await call(t.app, admin.token, {
      method: "PATCH",
      url: `/api/users/${u.id}`,
      payload: { password: "Otra-clave-9" },
    });
    expect(res.statusCode).toBe(200);
    expect((await call(t.app, u.token, { method: "GET", url: "/api/me" })).statusCode).toBe(401);
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: u.email, password: "Otra-clave-9" },
    });
    expect(login.statusCode).toBe(200);
    await call(t.app, admin.token, { method: "PATCH", url: `/api/users/${u.id}`, payload: { active: false } });
    expect((await call(t.app, login.json().access_token, { method: "GET", url: "/api/me" })).statusCode).toBe(401);
  });

  it("lists with simple-rest paging, sorting and the role, name, email and q filters", async () => {
    const tag = `zq${kind}${Date.now().toString(36)}`;
    for (const [name, role] of [
      ["Ana", "commercial"],
      ["Beatriz", "admin"],
      ["Ángela", "commercial"],
    ] as const) {
      await post({
        name,
        lastname: tag,
        email: `${name.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase()}.${tag}@test.local`,
        password: "Qx7-secreto",
        roles: [role],
      });
    }
    const list = await call(t.app, admin.token, {
      method: "GET",
      url: `/api/users?name_like=${tag}&_sort=name&_order=desc&_start=0&_end=2`,
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers["x-total-count"]).toBe("3");
    expect(list.json().map((u: { name: string }) => u.name)).toEqual(["Beatriz", "Ángela"]);
    const byRole = await call(t.app, admin.token, {
      method: "GET",
      url: `/api/users?name_like=${tag}&role=commercial`,
    });
    expect(
      byRole
        .json()
        .map((u: { name: string }) => u.name)
        .sort(),
    ).toEqual(["Ana", "Ángela"]);
    const accentFree = await call(t.app, admin.token, { method: "GET", url: `/api/users?q=angela ${tag}` });
    expect(accentFree.json().map((u: { name: string }) => u.name)).toEqual(["Ángela"]);
    const byEmail = await call(t.app, admin.token, { method: "GET", url: `/api/users?email_like=beatriz.${tag}` });
    expect(byEmail.json()).toHaveLength(1);
    for (const row of list.json()) expect(row).not.toHaveProperty("password_hash");
  });

  it("refuses unknown filters and sort fields with 400", async () => {
    expect((await call(t.app, admin.token, { method: "GET", url: "/api/users?password_hash=x" })).statusCode).toBe(400);
    expect((await call(t.app, admin.token, { method: "GET", url: "/api/users?_sort=password_hash" })).statusCode).toBe(
      400,
    );
    expect((await call(t.app, admin.token, { method: "GET", url: "/api/users?role=boss" })).statusCode).toBe(400);
  });

  it("records every write in the activity log, without secrets", async () => {
    const user = (
      await post({ name: "Auditada", email: email(), password: "Qx7-secreto", roles: ["commercial"] })
    ).json();
    await call(t.app, admin.token, {
      method: "PATCH",
      url: `/api/users/${user.id}`,
      payload: { name: "Auditada 2", password: "Otra-clave-9" },
    });
    await call(t.app, admin.token, { method: "DELETE", url: `/api/users/${user.id}` });
    const logs = await t.database.handle.db
      .selectFrom("audit_logs")
      .selectAll()
      .where("resource", "=", "users")
      .where("record_id", "=", String(user.id))
      .orderBy("id")
      .execute();
    expect(logs.map((l) => l.action)).toEqual(["create", "update", "delete"]);
    expect(logs.every((l) => l.user_id === admin.id)).toBe(true);
    expect(logs[1].before).toEqual({ name: "Auditada" });
    expect(logs[1].after).toEqual({ name: "Auditada 2", password_changed: true });
    expect(JSON.stringify(logs)).not.toMatch(/argon2|password_hash|Qx7-secreto|another1/);
    expect((await call(t.app, admin.token, { method: "GET", url: `/api/users/${user.id}` })).statusCode).toBe(404);
  });
});
