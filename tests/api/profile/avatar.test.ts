import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { call, createTestApp, type TestApp } from "../../fixtures/app.js";
import { signedInUser } from "../../fixtures/users.js";
import { multipartFile, PDF_BYTES, tinyPng } from "./upload-helpers.js";

// Avatars: PNG or JPG told by content, at most 10 MB, served to signed-in users only.
describe.each(DATABASE_KINDS)("avatar upload on %s", (kind) => {
  let t: TestApp;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "gestion-avatars-"));
  beforeAll(async () => {
    t = await createTestApp(kind, { dataDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const upload = (token: string, file: ReturnType<typeof multipartFile>, url = "/api/me/avatar", lang = "en") =>
    call(t.app, token, { method: "POST", url, lang, ...file });

  it("accepts a real PNG, answers the user with its path and serves it back", async () => {
    const u = await signedInUser(t.app, t.database.handle.db, "client");
    const res = await upload(u.token, multipartFile("me.jpg", tinyPng(), "image/jpeg"));
    expect(res.statusCode).toBe(200);
    const avatar = res.json().data.avatar as string;
    expect(avatar).toMatch(/^files\/avatars\/[0-9a-f-]{36}\.png$/);
    const served = await call(t.app, u.token, { method: "GET", url: `/api/${avatar}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.rawPayload.equals(tinyPng())).toBe(true);
    expect((await call(t.app, undefined, { method: "GET", url: `/api/${avatar}` })).statusCode).toBe(401);

    // A second upload replaces the first, whose file goes away.
    const again = await upload(u.token, multipartFile("me.png", tinyPng(), "image/png"));
    expect(again.json().data.avatar).not.toBe(avatar);
    expect((await call(t.app, u.token, { method: "GET", url: `/api/${avatar}` })).statusCode).toBe(404);
  });

  it("refuses a PDF named .png, in the caller's language (422)", async () => {
    const u = await signedInUser(t.app, t.database.handle.db, "client");
    const res = await upload(u.token, multipartFile("photo.png", PDF_BYTES, "image/png"));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ file: ["The file must be a PNG or JPG image"] });
    const es = await upload(u.token, multipartFile("photo.png", PDF_BYTES, "image/png"), "/api/me/avatar", "es");
    expect(es.json().errors.file).toEqual(["El archivo debe ser una imagen PNG o JPG"]);
    expect((await call(t.app, u.token, { method: "GET", url: "/api/me" })).json().data.avatar).toBeNull();
  });

  it("refuses a file over 10 MB with 413", async () => {
    const u = await signedInUser(t.app, t.database.handle.db, "client");
    const big = Buffer.concat([tinyPng(), Buffer.alloc(10 * 1024 * 1024)]);
    const res = await upload(u.token, multipartFile("big.png", big, "image/png"));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBeTruthy();
  });

  it("refuses a body that is not multipart (415) or has no file (422)", async () => {
    const u = await signedInUser(t.app, t.database.handle.db, "client");
    expect(
      (await call(t.app, u.token, { method: "POST", url: "/api/me/avatar", payload: { file: "x" } })).statusCode,
    ).toBe(415);
    const wrongField = await upload(u.token, multipartFile("a.png", tinyPng(), "image/png", "picture"));
    expect(wrongField.statusCode).toBe(422);
  });

  it("lets an admin set another user's avatar through /api/users/:id/avatar", async () => {
    const admin = await signedInUser(t.app, t.database.handle.db, "admin");
    const u = await signedInUser(t.app, t.database.handle.db, "commercial");
    const res = await upload(admin.token, multipartFile("a.png", tinyPng(), "image/png"), `/api/users/${u.id}/avatar`);
    expect(res.statusCode).toBe(200);
    expect(res.json().avatar).toMatch(/^files\/avatars\//);
    expect(
      (await upload(u.token, multipartFile("a.png", tinyPng(), "image/png"), `/api/users/${admin.id}/avatar`))
        .statusCode,
    ).toBe(403);
  });
});
