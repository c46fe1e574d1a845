import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RESOURCES } from "../../../resources/index.js";
import { translator } from "../../../api/i18n.js";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { call, createTestApp, type TestApp } from "../../fixtures/app.js";
import { tinyPng } from "../../fixtures/files.js";
import { signedInUser } from "../../fixtures/users.js";

// Every upload route reads the whole form before it keeps anything: a form cut short, a boundary
// that never comes, two files, an empty file or a field after the file answers 4xx in the
// caller's language, and no file, row or activity record is written.
const BOUNDARY = "----probe";
const png = tinyPng();

const filePart = (name = "a.png", bytes = png, boundary = BOUNDARY) =>
  Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: `
        + `image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from("\r\n"),
  ]);
const fieldPart = (name: string, value: string) =>
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
const end = Buffer.from(`--${BOUNDARY}--\r\n`);
const form = (type = `multipart/form-data; boundary=${BOUNDARY}`) => ({ "content-type": type });

/** Each malformed form, given the fields the route expects before the file, and the answer's key. */
const CASES: Record<
  string,
  (fields: Buffer[]) => { payload: Buffer; headers: Record<string, string>; status: number; key: string }
> = {
  "a truncated form": (fields) => ({
    payload: Buffer.concat([...fields, filePart()]).subarray(0, -40),
    headers: form(),
    status: 400,
    key: "uploads:malformed",
  }),
  "a form without its closing boundary": (fields) => ({
    payload: Buffer.concat([...fields, filePart()]),
    headers: form(),
    status: 400,
    key: "uploads:malformed",
  }),
  "a boundary that does not match the header": (fields) => ({
    payload: Buffer.concat([...fields, filePart(), end]),
    headers: form("multipart/form-data; boundary=other"),
    status: 400,
    key: "uploads:malformed",
  }),
  "no boundary at all": (fields) => ({
    payload: Buffer.concat([...fields, filePart(), end]),
    headers: form("multipart/form-data"),
    status: 400,
    key: "uploads:malformed",
  }),
  garbage: () => ({
    payload: Buffer.from("\u0000\u0001 garbage, not a form \r\n\r\n--"),
    headers: form(),
    status: 400,
    key: "uploads:malformed",
  }),
  "two files": (fields) => ({
    payload: Buffer.concat([...fields, filePart(), filePart("b.png"), end]),
    headers: form(),
    status: 400,
    key: "uploads:oneFile",
  }),
  "an empty file": (fields) => ({
    payload: Buffer.concat([...fields, filePart("a.png", Buffer.alloc(0)), end]),
    headers: form(),
    status: 422,
    key: "validation:requiredFile",
  }),
  "a field after the file": (fields) => ({
    payload: Buffer.concat([...fields, filePart(), fieldPart("note", "x"), end]),
    headers: form(),
    status: 400,
    key: "uploads:fileLast",
  }),
};

interface UploadRoute {
  url: string;
  fields: Buffer[];
}

for (const kind of DATABASE_KINDS) {
  describe(`malformed multipart on every upload route on ${kind}`, () => {
    let t: TestApp;
    let token: string;
    let dataDir: string;
    let routes: UploadRoute[];
    beforeAll(async () => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "gestion-multipart-"));
      t = await createTestApp(kind, { dataDir });
      const admin = await signedInUser(t.app, t.database.handle.db, "superadmin");
      token = admin.token;
      routes = [
        { url: "/api/me/avatar", fields: [] },
        { url: `/api/users/${admin.id}/avatar`, fields: [] },
        { url: "/api/company/logo", fields: [] },
        // The owner need not exist: every form here is refused before the owner is looked up.
        ...RESOURCES.filter((def) => def.attachments).map((def) => ({
          url: `/api/${def.name}`,
          fields: [fieldPart(def.attachments!.owner, "1")],
        })),
      ];
      // A fresh database per kind, migrated, on a machine the other suites share.
    }, 180_000);
    afterAll(async () => {
      await t?.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    const filesKept = () =>
      fs.existsSync(path.join(dataDir, "files"))
        ? fs.readdirSync(path.join(dataDir, "files"), { recursive: true }).filter((f) => /\.\w+$/.test(String(f)))
        : [];
    const written = async () => {
      const db = t.database.handle.db;
      const audit = await db.selectFrom("audit_logs").select("id").where("action", "!=", "login").execute();
      const avatars = await db.selectFrom("users").select("id").where("avatar", "is not", null).execute();
      const logo = await db.selectFrom("company").select("logo").where("logo", "is not", null).execute();
      const system = await db.selectFrom("system_logs").select("id").execute();
      return {
        audit: audit.length,
        avatars: avatars.length,
        logo: logo.length,
        system: system.length,
        files: filesKept(),
      };
    };

    it("covers the avatars, the logo and every attachments resource", () => {
      expect(routes.length).toBeGreaterThanOrEqual(3 + RESOURCES.filter((def) => def.attachments).length);
      expect(RESOURCES.some((def) => def.attachments)).toBe(true);
    });

    for (const [name, build] of Object.entries(CASES)) {
      it(`answers ${name} with a localized 4xx and writes nothing`, async () => {
        const before = await written();
        for (const route of routes) {
          for (const lang of ["es", "en"] as const) {
            const { payload, headers, status, key } = build(route.fields);
            const res = await call(t.app, token, { method: "POST", url: route.url, payload, headers, lang });
            expect(res.statusCode, `${route.url}: ${res.body}`).toBe(status);
            const body = res.json();
            const message = translator(lang)(key);
            if (status === 422) expect(body.errors.file).toEqual([message]);
            else expect(body.message).toBe(message);
          }
        }
        expect(await written()).toEqual(before);
        const rows = await Promise.all(
          RESOURCES.filter((def) => def.attachments).map((def) =>
            t.database.handle.db
              .selectFrom(def.table as any)
              .select("id")
              .execute(),
          ),
        );
        expect(rows.flat()).toEqual([]);
      });
    }

    it("still takes a well-formed upload on each image route", async () => {
      for (const url of routes.filter((r) => r.fields.length === 0).map((r) => r.url)) {
        const res = await call(t.app, token, {
          method: "POST",
          url,
          payload: Buffer.concat([filePart(), end]),
          headers: form(),
        });
        expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      }
    });
  });
}
