import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import robotsParser from "robots-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { createTestApp, type TestApp } from "../../fixtures/app.js";

// /robots.txt is the API's, not the web app's page (the catch-all answers index.html for any other
// path), and a crawler that follows RFC 9309 reads it as meant: the sign-in page only.
const BASE = "https://gestion.example";
const CLOSED = [
  "/api/",
  "/api/health",
  "/api/docs",
  "/api/invoices/export.csv",
  "/",
  "/projects",
  "/auth/reset-password?token=abc",
  "/rating/abc",
];

describe.each(DATABASE_KINDS)("GET /robots.txt on %s", (kind) => {
  let t: TestApp;
  let webDir: string;

  beforeAll(async () => {
    // A built web app beside the API, so the catch-all that would answer robots.txt is there.
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), "gestion-robots-"));
    fs.writeFileSync(path.join(webDir, "index.html"), "<!doctype html><title>Gestión</title>");
    t = await createTestApp(kind, { webDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it("answers plain text, not the web app's page", async () => {
    const res = await t.app.inject({ method: "GET", url: "/robots.txt" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(res.body).not.toContain("<");
    // The catch-all is really there: another path gets the page.
    expect((await t.app.inject({ method: "GET", url: "/projects" })).headers["content-type"]).toMatch(/^text\/html/);
  });

  it("lets crawlers read the sign-in page and nothing else", async () => {
    const robots = robotsParser(`${BASE}/robots.txt`, (await t.app.inject({ method: "GET", url: "/robots.txt" })).body);
    for (const agent of ["Googlebot", "Bingbot", "AnyBot/1.0"]) {
      expect(robots.isAllowed(`${BASE}/auth/login`, agent)).toBe(true);
      for (const url of CLOSED) {
        expect([url, robots.isAllowed(`${BASE}${url}`, agent)]).toEqual([url, false]);
      }
    }
  });
});
