import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../../fixtures/app.js";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { multipartForm } from "../../fixtures/files.js";
import { signedInUser } from "../../fixtures/users.js";
import { makeCertificate, makeTestCa } from "../../fixtures/certificates.js";
import { loadCompanyCertificate } from "../../../api/modules/company/certificate/company-certificate.js";
import { twoFactorKeys } from "../../../api/modules/two-factor/keys.js";
import { AnswerValidator } from "../contract/support/answer-validator.js";

// POST /api/company/certificate: the PKCS#12 and its password in, the holder and expiry out; kept
// sealed; refused with a localized 422 (wrong password, not PKCS#12, expired) changing nothing.
const ca = makeTestCa();
const DAY = 86_400_000;

describe.each(DATABASE_KINDS)("the company's certificate on %s", (kind) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signedInUser(t.app, t.database.handle.db, "admin");
  });
  afterAll(() => t.close());

  const db = () => t.database.handle.db;
  const upload = (bytes: Buffer, password: string | null, lang = "en", token = admin.token) => {
    const form = multipartForm(password === null ? [] : [{ name: "password", value: password }], {
      filename: "empresa.p12",
      contentType: "application/x-pkcs12",
      bytes,
    });
    return call(t.app, token, { method: "POST", url: "/api/company/certificate", lang, ...form });
  };
  const company = async () => (await call(t.app, admin.token, { method: "GET", url: "/api/company" })).json();
  const stored = () =>
    db()
      .selectFrom("company")
      .select(["certificate_sealed", "certificate_subject", "version"])
      .where("id", "=", 1)
      .executeTakeFirstOrThrow();

  it("keeps a certificate sealed and shows admins its holder, NIF and expiry, never its key", async () => {
    const notAfter = new Date(Math.floor((Date.now() + 200 * DAY) / 1000) * 1000);
    const cert = makeCertificate(ca, { nif: "B12345674", name: "Academia Ejemplo SL", notAfter });
    const res = await upload(cert.pfx, cert.password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ nif: "B12345674", not_after: notAfter.toISOString(), status: "valid" });
    expect(res.json().subject).toContain("CN=Academia Ejemplo SL - B12345674");
    expect(Object.keys(res.json()).sort()).toEqual(["nif", "not_after", "status", "subject", "uploaded_at"]);
    expect((await company()).certificate).toMatchObject({
      nif: "B12345674",
      not_after: notAfter.toISOString(),
      status: "valid",
    });

    const row = await stored();
    expect(row.certificate_sealed).toMatch(/^v1:/);
    expect(row.certificate_sealed).not.toContain("PRIVATE KEY");
    expect(row.certificate_sealed).not.toContain(cert.keyPem.split("\n")[1]);
    const loaded = await loadCompanyCertificate(db(), twoFactorKeys(t.app).secret);
    expect(loaded).toMatchObject({ nif: "B12345674", notAfter });
    expect(new crypto.X509Certificate(loaded!.certPem).checkPrivateKey(crypto.createPrivateKey(loaded!.keyPem))).toBe(
      true,
    );
    expect(await loadCompanyCertificate(db(), crypto.randomBytes(32))).toBeNull();

    const log = await db()
      .selectFrom("audit_logs")
      .selectAll()
      .where("action", "=", "certificate_upload")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(log).toMatchObject({ resource: "company", user_id: admin.id });
    expect(JSON.stringify(log)).not.toMatch(/PRIVATE KEY|test-password/);
    for (const role of ["commercial", "client"]) {
      const u = await signedInUser(t.app, db(), role);
      expect((await call(t.app, u.token, { method: "GET", url: "/api/company" })).json(), role).not.toHaveProperty(
        "certificate",
      );
      expect((await upload(cert.pfx, cert.password, "en", u.token)).statusCode, role).toBe(403);
    }
    expect(
      (await call(t.app, undefined, { method: "POST", url: "/api/company/certificate", ...multipartForm([]) }))
        .statusCode,
    ).toBe(401);
  });

  it("answers as the OpenAPI document says: the upload, the company with it, a refusal", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const validator = new AnswerValidator(doc);
    const verdict = (path: string, method: string, status: number, body: unknown) => {
      const { schema, missing } = validator.declared(doc.paths[path][method], status, "application/json");
      expect(missing, `${method} ${path} ${status}`).toBeUndefined();
      return validator.check(schema!, body);
    };
    const cert = makeCertificate(ca, { nif: "B12345674", name: "Academia Ejemplo SL" });
    const uploaded = await upload(cert.pfx, cert.password);
    expect(verdict("/api/company/certificate", "post", 200, uploaded.json())).toEqual({ ok: true, errors: "" });
    const refused = await upload(cert.pfx, "wrong");
    expect(verdict("/api/company/certificate", "post", 422, refused.json())).toEqual({ ok: true, errors: "" });
    expect(verdict("/api/company", "get", 200, await company())).toEqual({ ok: true, errors: "" });
    const patched = await call(t.app, admin.token, {
      method: "PATCH",
      url: "/api/company",
      payload: { verifactu_mode: "verifactu" },
    });
    expect(verdict("/api/company", "patch", 200, patched.json())).toEqual({ ok: true, errors: "" });
    const held = await call(t.app, admin.token, {
      method: "PATCH",
      url: "/api/company",
      payload: { verifactu_mode: "no_verifactu" },
    });
    expect(verdict("/api/company", "patch", 422, held.json())).toEqual({ ok: true, errors: "" });
  });

  it("warns 30 days before it expires", async () => {
    const soon = makeCertificate(ca, {
      nif: "12345678Z",
      name: "GARCIA LOPEZ ANA",
      notAfter: new Date(Date.now() + 10 * DAY),
    });
    const res = await upload(soon.pfx, soon.password);
    expect(res.json()).toMatchObject({ nif: "12345678Z", status: "certificate_expiring" });
    expect((await company()).certificate.status).toBe("certificate_expiring");
  });

  it(
    "refuses a wrong password, a file that is not PKCS#12, " + "an expired certificate and no file, changing nothing",
    async () => {
      const before = await stored();
      const good = makeCertificate(ca, { nif: "B12345674", name: "Otra SL" });
      const expired = makeCertificate(ca, {
        nif: "B12345674",
        name: "Vieja SL",
        notBefore: new Date(Date.now() - 400 * DAY),
        notAfter: new Date(Date.now() - DAY),
      });
      const cases = [
        {
          bytes: good.pfx,
          password: "wrong",
          field: "password",
          en: "The certificate's password is wrong",
          es: "La contraseña del certificado no es correcta",
        },
        {
          bytes: good.pfx,
          password: null,
          field: "password",
          en: "The certificate's password is wrong",
          es: "La contraseña del certificado no es correcta",
        },
        {
          bytes: Buffer.from(good.certPem),
          password: good.password,
          field: "file",
          en: "The file is not a PKCS#12 certificate (.p12 or .pfx)",
          es: "El archivo no es un certificado PKCS#12 (.p12 o .pfx)",
        },
        {
          bytes: expired.pfx,
          password: expired.password,
          field: "file",
          en: "The certificate has expired",
          es: "El certificado ha caducado",
        },
      ];
      for (const c of cases) {
        for (const lang of ["en", "es"] as const) {
          const res = await upload(c.bytes, c.password, lang);
          expect(res.statusCode, `${c.en} ${lang}`).toBe(422);
          expect(res.json().errors, `${c.en} ${lang}`).toEqual({ [c.field]: [c[lang]] });
        }
      }
      const none = await call(t.app, admin.token, {
        method: "POST",
        url: "/api/company/certificate",
        ...multipartForm([{ name: "password", value: "x" }]),
      });
      expect(none.statusCode).toBe(422);
      const unknown = await call(t.app, admin.token, {
        method: "POST",
        url: "/api/company/certificate",
        ...multipartForm([{ name: "pin", value: "x" }], {
          filename: "a.p12",
          contentType: "application/x-pkcs12",
          bytes: good.pfx,
        }),
      });
      expect(unknown.statusCode).toBe(422);
      expect(await stored()).toEqual(before);
    },
  );
});
