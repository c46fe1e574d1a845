import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../../fixtures/app.js";

describe("security headers and CORS", () => {
  let closed: TestApp;
  let open: TestApp;
  beforeAll(async () => {
    closed = await createTestApp("pglite");
    open = await createTestApp("pglite", { corsOrigins: ["https://app.example"] });
  });
  afterAll(async () => {
    await closed.close();
    await open.close();
  });

  it("sends a content-security policy and the usual hardening headers", async () => {
    const res = await call(closed.app, undefined, { method: "GET", url: "/api/health" });
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(res.headers["content-security-policy"]).toContain("frame-src 'self' blob:");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["strict-transport-security"]).toBeDefined();
  });

  it("keeps CORS closed unless CORS_ORIGINS opens it", async () => {
    const preflight = {
      method: "OPTIONS" as const,
      url: "/api/auth/login",
      headers: { origin: "https://evil.example", "access-control-request-method": "POST" },
    };
    const refused = await call(closed.app, undefined, preflight);
    expect(refused.headers["access-control-allow-origin"]).toBeUndefined();
    const other = await call(open.app, undefined, preflight);
    expect(other.headers["access-control-allow-origin"]).toBeUndefined();
    const allowed = await call(open.app, undefined, {
      ...preflight,
      headers: { ...preflight.headers, origin: "https://app.example" },
    });
    expect(allowed.headers["access-control-allow-origin"]).toBe("https://app.example");
  });
});
