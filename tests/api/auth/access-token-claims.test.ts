import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { call, createTestApp, type TestApp } from "../../fixtures/app.js";
import { signedInUser } from "../../fixtures/users.js";

// Tokens minted by hand with the server's own key, the way someone who learnt it (or a bug in
// another signer) would: HS256 over any claims. A live session's ids are in every one of them,
// so only the time claims decide. The server mints every access token with `iat` and `exp`.
const SECRET = "test-secret-test-secret-test-secret";

function mint(claims: Record<string, unknown>): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const body = `${part({ alg: "HS256", typ: "JWT" })}.${part(claims)}`;
  return `${body}.${crypto.createHmac("sha256", SECRET).update(body).digest("base64url")}`;
}

describe.each(DATABASE_KINDS)("the time claims of an access token on %s", (kind) => {
  let t: TestApp;
  let session: { sub: string; sid: string };
  const ttl = 15 * 60;
  const now = () => Math.floor(Date.now() / 1000);
  const me = (token: string) => call(t.app, token, { method: "GET", url: "/api/me", lang: "en" });

  beforeAll(async () => {
    t = await createTestApp(kind, { accessTokenTtl: ttl, jwtSecret: SECRET });
    const user = await signedInUser(t.app, t.database.handle.db, "admin");
    const claims = JSON.parse(Buffer.from(user.token.split(".")[1], "base64url").toString());
    session = { sub: claims.sub, sid: claims.sid };
  });
  afterAll(() => t.close());

  it("passes one minted like the server's own (so the refusals below are about the claims)", async () => {
    expect((await me(mint({ ...session, iat: now(), exp: now() + ttl }))).statusCode).toBe(200);
    // A few seconds ahead: another instance's clock.
    expect((await me(mint({ ...session, iat: now() + 10, exp: now() + ttl }))).statusCode).toBe(200);
  });

  it.each([
    ["without exp", () => ({ iat: now() })],
    ["without iat", () => ({ exp: now() + ttl })],
    ["without either", () => ({})],
    ["with an iat in the future", () => ({ iat: now() + 3600, exp: now() + 2 * 3600 })],
    ["with an iat that is not a time", () => ({ iat: "now", exp: now() + ttl })],
    ["with an exp that is not a time", () => ({ iat: now(), exp: "never" })],
    ["older than an access token lives, whatever its exp", () => ({ iat: now() - 2 * ttl, exp: now() + 365 * 86400 })],
    ["expired", () => ({ iat: now() - ttl - 60, exp: now() - 60 })],
  ])("refuses one %s with the session-expired 401", async (_label, times) => {
    const res = await me(mint({ ...session, ...times() }));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: "Session expired. Please sign in." });
  });
});
