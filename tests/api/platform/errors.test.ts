import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../../fixtures/app.js";
import { signedInUser } from "../../fixtures/users.js";

// The error shapes of docs/product.md#http-contract and the language rule: x-lang, es by default, en fallback.
describe("error answers", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
  });
  afterAll(() => t.close());

  it.each([
    [undefined, "Ruta no encontrada: GET /api/nothing-here"],
    ["es", "Ruta no encontrada: GET /api/nothing-here"],
    ["en", "Route not found: GET /api/nothing-here"],
    ["en-US", "Route not found: GET /api/nothing-here"],
    ["fr", "Ruta no encontrada: GET /api/nothing-here"],
  ])("answers an unknown route 404 in x-lang %s", async (lang, message) => {
    const res = await call(t.app, undefined, { method: "GET", url: "/api/nothing-here?x=1", lang });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message });
  });

  it("tags every answer with a request id", async () => {
    const res = await call(t.app, undefined, { method: "GET", url: "/api/health" });
    expect(res.headers["x-request-id"]).toMatch(/^[\w-]{8,}$/);
  });

  it("answers an oversized body 413", async () => {
    const res = await call(t.app, undefined, {
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "a@b.co", password: "x".repeat(2 * 1024 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe("La solicitud es demasiado grande");
  });

  it("answers 400 as {data, message}", async () => {
    const res = await call(t.app, undefined, {
      method: "POST",
      url: "/api/auth/refresh",
      payload: "{",
      headers: { "content-type": "application/json" },
      lang: "en",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      data: "The request body is not valid JSON",
      message: "The request body is not valid JSON",
    });
  });

  it("answers a badly encoded URL 400 in our shape", async () => {
    const res = await call(t.app, undefined, { method: "GET", url: "/api/course-types/%E0%A4%A", lang: "en" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ data: "Bad request", message: "Bad request" });
  });

  it("answers a server failure 500 with a message and no stack", async () => {
    const u = await signedInUser(t.app, t.database.handle.db, "admin");
    await t.database.handle.db.schema.dropTable("sessions").cascade().execute();
    const res = await call(t.app, u.token, { method: "GET", url: "/api/me", lang: "en" });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: "Internal server error", request_id: res.headers["x-request-id"] });
  });
});
