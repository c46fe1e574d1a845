import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerI18n } from "../../../api/plugins/i18n.js";
import { registerErrorHandling } from "../../../api/plugins/errors.js";
import { call, createTestApp, type TestApp } from "../../fixtures/app.js";

// Answers the routes never see: the API's 404 when the web app is served too, bytes Node itself
// refuses, and a failure inside the error handler. Each is our JSON shape, localized.
describe("answers outside the routes", () => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), "gestion-web-"));
    fs.writeFileSync(path.join(webDir, "index.html"), "<!doctype html><title>app</title>");
    t = await createTestApp("pglite", { webDir });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it.each([
    ["en", "GET", "Route not found: GET /api/nothing-here"],
    ["es", "DELETE", "Ruta no encontrada: DELETE /api/nothing-here"],
  ])("interpolates the unknown API route's 404 while the web app is served (%s)", async (lang, method, message) => {
    const res = await call(t.app, undefined, { method: method as "GET", url: "/api/nothing-here?x=1", lang });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message });
    const page = await call(t.app, undefined, { method: "GET", url: "/projects" });
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
  });

  it.each([
    ["", { data: "Solicitud inválida", message: "Solicitud inválida" }],
    ["x-lang: en\r\n", { data: "Bad request", message: "Bad request" }],
  ])(
    "answers a body longer than its Content-Length with our localized 400, not Node's Client Error (%j)",
    async (langHeader, expected) => {
      const address = t.app.server.listening
        ? `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`
        : await t.app.listen({ port: 0, host: "127.0.0.1" });
      const { port } = new URL(address);
      const body = '{"email":"a@b.co","password":"secret-secret"}';
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(Number(port), "127.0.0.1", () => {
          socket.write(
            `POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: `
              + `application/json\r\nContent-Length: 2\r\n${langHeader}\r\n${body}`,
          );
        });
        let text = "";
        socket.on("data", (chunk) => (text += chunk.toString("utf8")));
        socket.on("close", () => resolve(text));
        socket.on("error", reject);
        socket.setTimeout(10_000, () => socket.destroy());
      });
      expect(answer).not.toMatch(/Client Error/);
      // The first two bytes are a request of their own; what follows is not HTTP and is refused.
      const last = answer.slice(answer.lastIndexOf("HTTP/1.1"));
      expect(last).toMatch(/^HTTP\/1\.1 400 /);
      expect(JSON.parse(last.slice(last.indexOf("\r\n\r\n") + 4))).toEqual(expected);
    },
  );
});

describe("the error handler's own failure", () => {
  it("answers a localized 500 without the internal message and logs it with the request id", async () => {
    const logged: { status: number; request_id: string; message: string }[] = [];
    // Only the system log's insert is needed: a stand-in records what would be written.
    const db = { insertInto: () => ({ values: (row: any) => ({ execute: async () => void logged.push(row) }) }) };
    const app = Fastify({ logger: false });
    app.decorate("database", { db } as any);
    registerI18n(app);
    registerErrorHandling(app);
    app.get("/boom", async () => {
      const error = new Error("boom") as Error & { validation?: unknown };
      // A thrown object that breaks the handler's inspection, as a {} field map once did.
      Object.defineProperty(error, "validation", {
        get: () => {
          throw new TypeError("out[field].push is not a function");
        },
      });
      throw error;
    });
    const res = await app.inject({ method: "GET", url: "/boom", headers: { "x-lang": "en" } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      message: "Internal server error",
      request_id: res.headers["x-request-id"] ?? expect.any(String),
    });
    expect(res.body).not.toMatch(/is not a function|boom/);
    await new Promise((resolve) => setImmediate(resolve));
    expect(logged).toMatchObject([{ status: 500, request_id: res.json().request_id, message: "boom" }]);
    await app.close();
  });
});
