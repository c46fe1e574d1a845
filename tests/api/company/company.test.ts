import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { call, createTestApp, type TestApp } from "../../fixtures/app.js";
import { signedInUser } from "../../fixtures/users.js";
import { multipartFile, PDF_BYTES, tinyPng } from "../profile/upload-helpers.js";

describe.each(DATABASE_KINDS)("the company (/api/company) on %s", (kind) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "gestion-company-"));
  beforeAll(async () => {
    t = await createTestApp(kind, { dataDir });
    admin = await signedInUser(t.app, t.database.handle.db, "admin");
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const put = (token: string, payload: Record<string, unknown>, lang = "en") =>
    call(t.app, token, { method: "PUT", url: "/api/company", payload, lang });

  it("shows admins everything and others what they need, not the settings", async () => {
    const full = (await call(t.app, admin.token, { method: "GET", url: "/api/company" })).json();
    expect(full).toMatchObject({
      id: 1,
      currency: "EUR",
      default_language: "es",
      timezone: "Europe/Madrid",
      invoice_series: "F",
      default_tax_rate: 21,
      open_registration: true,
      version: 1,
    });
    for (const role of ["commercial", "client"]) {
      const u = await signedInUser(t.app, t.database.handle.db, role);
      const res = await call(t.app, u.token, { method: "GET", url: "/api/company" });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toHaveProperty("name");
      expect(res.json()).toHaveProperty("currency");
      for (const hidden of ["invoice_series", "default_tax_rate", "open_registration", "version"])
        expect(res.json(), `${role} ${hidden}`).not.toHaveProperty(hidden);
    }
    expect((await call(t.app, undefined, { method: "GET", url: "/api/company" })).statusCode).toBe(401);
  });

  it("lets admins save every field, normalized, with an activity-log row", async () => {
    const before = (await call(t.app, admin.token, { method: "GET", url: "/api/company" })).json();
    const res = await put(admin.token, {
      name: "Academia Ejemplo",
      legal_name: "Academia Ejemplo S.L.",
      tax_id: "b-12345674",
      address: "Calle Mayor 1, Madrid",
      email: "hola@academia.test",
      phone: "912345678",
      website: "www.academia.test",
      currency: "USD",
      default_language: "en",
      timezone: "Atlantic/Canary",
      invoice_series: "FA",
      default_tax_rate: 10.5,
      open_registration: false,
      version: before.version,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: "Academia Ejemplo",
      tax_id: "B12345674",
      phone: "+34 912 34 56 78",
      website: "https://www.academia.test/",
      currency: "USD",
      timezone: "Atlantic/Canary",
      default_tax_rate: 10.5,
      open_registration: false,
      version: before.version + 1,
    });
    const log = await t.database.handle.db
      .selectFrom("audit_logs")
      .selectAll()
      .where("resource", "=", "company")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(log).toMatchObject({ action: "update", record_id: "1", user_id: admin.id });
    expect(log.after).toMatchObject({ name: "Academia Ejemplo", open_registration: false });
    expect(log.before).toMatchObject({ open_registration: true });
    // Clearing optional fields with blanks.
    const cleared = await put(admin.token, { legal_name: "", website: null, email: "  " });
    expect(cleared.json()).toMatchObject({ legal_name: null, website: null, email: null, name: "Academia Ejemplo" });
  });

  it("answers 409 to a stale version", async () => {
    const current = (await call(t.app, admin.token, { method: "GET", url: "/api/company" })).json();
    expect((await put(admin.token, { name: "Primera", version: current.version })).statusCode).toBe(200);
    const stale = await put(admin.token, { name: "Segunda", version: current.version });
    expect(stale.statusCode).toBe(409);
    expect((await call(t.app, admin.token, { method: "GET", url: "/api/company" })).json().name).toBe("Primera");
  });

  it("validates tax id, website, email, phone, currency, time zone and tax rate", async () => {
    const res = await put(admin.token, {
      tax_id: "B12345675",
      website: "javascript:alert(1)",
      email: "nope",
      phone: "123",
      currency: "XXY",
      timezone: "Mars/Base",
      default_tax_rate: 101,
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(["default_tax_rate"]);
    const rest = await put(
      admin.token,
      {
        tax_id: "B12345675",
        website: "javascript:alert(1)",
        email: "nope",
        phone: "123",
        currency: "XXY",
        timezone: "Mars/Base",
      },
      "es",
    );
    expect(rest.json().errors).toEqual({
      tax_id: ["NIF/CIF no válido"],
      website: ["URL no válida"],
      email: ["Debe ser un correo electrónico válido"],
      phone: ["Número de teléfono no válido"],
      currency: ["Código de moneda no válido (ISO 4217, p. ej. EUR)"],
      timezone: ["Zona horaria no válida"],
    });
    expect((await put(admin.token, { currency: "eur" })).statusCode).toBe(422);
    expect((await put(admin.token, { logo: "files/logos/x.png" })).statusCode).toBe(422);
  });

  it("refuses non-admins with 403", async () => {
    for (const role of ["commercial", "client"]) {
      const u = await signedInUser(t.app, t.database.handle.db, role);
      expect((await put(u.token, { name: "Mía" })).statusCode, role).toBe(403);
      expect(
        (
          await call(t.app, u.token, {
            method: "POST",
            url: "/api/company/logo",
            ...multipartFile("l.png", tinyPng(), "image/png"),
          })
        ).statusCode,
      ).toBe(403);
    }
  });

  it("takes a PNG logo by content and refuses anything else", async () => {
    const bad = await call(t.app, admin.token, {
      method: "POST",
      url: "/api/company/logo",
      lang: "en",
      ...multipartFile("logo.png", PDF_BYTES, "image/png"),
    });
    expect(bad.statusCode).toBe(422);
    const ok = await call(t.app, admin.token, {
      method: "POST",
      url: "/api/company/logo",
      ...multipartFile("logo.bin", tinyPng(), "application/octet-stream"),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().logo).toMatch(/^files\/logos\/[0-9a-f-]{36}\.png$/);
    const client = await signedInUser(t.app, t.database.handle.db, "client");
    expect((await call(t.app, client.token, { method: "GET", url: `/api/${ok.json().logo}` })).statusCode).toBe(200);
  });
});
