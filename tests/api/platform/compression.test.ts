import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../../fixtures/app.js";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { signedInUser } from "../../fixtures/users.js";
import { precompressDir } from "../../../scripts/vite/precompress.js";

// Answers go out compressed when the caller accepts it: API answers above 1 KB on the fly, the
// web build's files from the copies written at build time. Either way the body reads back the same.
const decode = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync } as const;

describe.each(DATABASE_KINDS)("compressed answers on %s", (kind) => {
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), "gestion-web-"));
  const script =
    `export const rows = `
    + `${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, name: `fila ${i}` })))};\n`;
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    fs.mkdirSync(path.join(webDir, "assets"));
    fs.writeFileSync(
      path.join(webDir, "index.html"),
      `<!doctype html><html><body>${"<div>Gestión</div>".repeat(100)}</body></html>`,
    );
    fs.writeFileSync(path.join(webDir, "assets", "app-1a2b3c.js"), script);
    precompressDir(webDir);
    t = await createTestApp(kind, { webDir });
    token = (await signedInUser(t.app, t.database.handle.db, "admin")).token;
    // Enough rows that the list's answer is well over the 1 KB threshold.
    for (let i = 0; i < 40; i++) {
      const res = await call(t.app, token, {
        method: "POST",
        url: "/api/project-categories",
        payload: {
          name: `Categoría comprimida ${i}`,
          description: "Una descripción que se repite en cada fila de la lista.",
        },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it("answers a large JSON list compressed by Accept-Encoding, and it reads back identical", async () => {
    const url = "/api/project-categories?_start=0&_end=100";
    const plain = await call(t.app, token, { method: "GET", url });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.json()).toHaveLength(40);
    for (const encoding of ["br", "gzip"] as const) {
      const res = await call(t.app, token, { method: "GET", url, headers: { "accept-encoding": encoding } });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-encoding"]).toBe(encoding);
      expect(res.headers.vary).toContain("accept-encoding");
      expect(res.headers["x-total-count"]).toBe("40");
      const body = decode[encoding](res.rawPayload);
      expect(res.rawPayload.length).toBeLessThan(body.length / 3);
      expect(JSON.parse(body.toString("utf8"))).toEqual(plain.json());
    }
  });

  it("leaves small answers as they are", async () => {
    const res = await call(t.app, token, {
      method: "GET",
      url: "/api/health",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.json().status).toBe("ok");
  });

  it("serves the build's compressed copies when the browser asks for them, cached for good", async () => {
    for (const encoding of ["br", "gzip"] as const) {
      const res = await call(t.app, undefined, {
        method: "GET",
        url: "/assets/app-1a2b3c.js",
        headers: { "accept-encoding": `${encoding}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-encoding"]).toBe(encoding);
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      // The very bytes written at build time, not a copy compressed again on the way out.
      expect(
        res.rawPayload.equals(
          fs.readFileSync(path.join(webDir, "assets", `app-1a2b3c.js.${encoding === "br" ? "br" : "gz"}`)),
        ),
      ).toBe(true);
      expect(decode[encoding](res.rawPayload).toString("utf8")).toBe(script);
    }
    const plain = await call(t.app, undefined, { method: "GET", url: "/assets/app-1a2b3c.js" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it("serves the page compressed too, and never cached without asking", async () => {
    const res = await call(t.app, undefined, { method: "GET", url: "/projects", headers: { "accept-encoding": "br" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(decode.br(res.rawPayload).toString("utf8")).toContain("<div>Gestión</div>");
  });
});
