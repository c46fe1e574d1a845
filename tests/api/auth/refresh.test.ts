import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { call, createTestApp, type TestApp } from "../../fixtures/app.js";
import { signedInUser } from "../../fixtures/users.js";

describe.each(DATABASE_KINDS)("POST /api/auth/refresh on %s", (kind) => {
  let t: TestApp;
  const refresh = (refresh_token: unknown) =>
    call(t.app, undefined, { method: "POST", url: "/api/auth/refresh", payload: { refresh_token } });
  const me = (token: string) => call(t.app, token, { method: "GET", url: "/api/me" });
  const user = () => signedInUser(t.app, t.database.handle.db, "admin");
  // Moves a spent token's spending time back, as if the grace window had passed.
  const age = (raw: string, seconds: number) =>
    sql`update refresh_tokens set spent_at = spent_at - make_interval(secs => ${seconds}) where id =
      ${raw.split(".")[0]}`.execute(t.database.handle.db);

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("rotates: answers a new access token and a new refresh token", async () => {
    const u = await user();
    const res = await refresh(u.refreshToken);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(["expires_in", "refresh_token", "token"]);
    expect(body.refresh_token).not.toBe(u.refreshToken);
    expect((await me(body.token)).statusCode).toBe(200);
    expect((await refresh(body.refresh_token)).statusCode).toBe(200);
  });

  it("answers the same successor to a spent token within the grace window", async () => {
    const u = await user();
    const first = (await refresh(u.refreshToken)).json();
    const again = await refresh(u.refreshToken);
    expect(again.statusCode).toBe(200);
    expect(again.json().refresh_token).toBe(first.refresh_token);
  });

  it("gives two concurrent refreshes the same successor (two tabs)", async () => {
    const u = await user();
    const [a, b] = await Promise.all([refresh(u.refreshToken), refresh(u.refreshToken)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().refresh_token).toBe(b.json().refresh_token);
  });

  it("revokes the whole family when a spent token comes back after the grace window", async () => {
    const u = await user();
    const next = (await refresh(u.refreshToken)).json();
    await age(u.refreshToken, 11);
    const reuse = await refresh(u.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ message: "El token de renovación no es válido" });
    expect((await refresh(next.refresh_token)).statusCode).toBe(401);
    expect((await me(next.token)).statusCode).toBe(401);
    expect((await me(u.token)).statusCode).toBe(401);
  });

  it("refuses forged, malformed and expired tokens", async () => {
    const u = await user();
    const [id] = u.refreshToken.split(".");
    expect((await refresh(`${id}.forged-mac`)).statusCode).toBe(401);
    expect((await refresh("not-a-token")).statusCode).toBe(401);
    expect((await refresh("00000000-0000-0000-0000-000000000000.x")).statusCode).toBe(401);
    expect((await call(t.app, undefined, { method: "POST", url: "/api/auth/refresh", payload: {} })).statusCode).toBe(
      422,
    );
    expect((await refresh(12)).statusCode).toBe(422);
    // Refresh tokens live 30 days from sign-in, however often they rotate.
    await sql`update sessions set expires_at = now() - interval '1 second' where user_id = ${u.id}`.execute(
      t.database.handle.db,
    );
    expect((await refresh(u.refreshToken)).statusCode).toBe(401);
  });

  it("opens sessions that expire 30 days after sign-in", async () => {
    const u = await user();
    const row = await t.database.handle.db
      .selectFrom("sessions")
      .select(["created_at", "expires_at"])
      .where("user_id", "=", u.id)
      .executeTakeFirstOrThrow();
    const days = (new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(30);
  });
});
