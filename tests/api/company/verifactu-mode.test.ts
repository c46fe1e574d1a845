import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../fixtures/app.js";
import { issued, openBilling, type Billing } from "../../fixtures/billing.js";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { multipartForm } from "../../fixtures/files.js";
import { signedInUser } from "../../fixtures/users.js";
import { localDateOf } from "../../../api/modules/support/sla/zoned-time.js";
import { makeCertificate, makeTestCa } from "../../fixtures/certificates.js";

// The company's VeriFactu mode through GET/PATCH (and PUT) /api/company: the default, the
// certificate VERI*FACTU needs, the calendar-year hold, the activity log, the refusals.
const ca = makeTestCa();

describe.each(DATABASE_KINDS)("the VeriFactu mode of the company on %s", (kind) => {
  let b: Billing;
  beforeAll(async () => {
    b = await openBilling(kind);
  });
  afterAll(() => b.test.close());

  const company = async () => (await call(b.test.app, b.admin.token, { method: "GET", url: "/api/company" })).json();
  const change = (payload: object, lang = "en", method: "PATCH" | "PUT" = "PATCH", token = b.admin.token) =>
    call(b.test.app, token, { method, url: "/api/company", payload, lang });
  const upload = (notAfter?: Date) => {
    const cert = makeCertificate(ca, { nif: "89890001K", name: "Gestión Demo", notAfter });
    const form = multipartForm([{ name: "password", value: cert.password }], {
      filename: "c.p12",
      contentType: "application/x-pkcs12",
      bytes: cert.pfx,
    });
    return call(b.test.app, b.admin.token, { method: "POST", url: "/api/company/certificate", ...form });
  };
  const setSince = (since: Date) =>
    b.db.updateTable("company").set({ verifactu_since: since }).where("id", "=", 1).execute();
  const lastYear = () => new Date(Date.UTC(new Date().getUTCFullYear() - 1, 5, 1));
  const modeLogs = async () =>
    b.db
      .selectFrom("audit_logs")
      .select(["before", "after", "user_id"])
      .where("action", "=", "verifactu_mode")
      .orderBy("id")
      .execute();

  it("starts in no_verifactu, which every signed-in user reads and only admins change", async () => {
    expect(await company()).toMatchObject({ verifactu_mode: "no_verifactu", verifactu_since: null, certificate: null });
    for (const role of ["commercial", "client"]) {
      const u = await signedInUser(b.test.app, b.test.database.handle.db, role);
      const seen = (await call(b.test.app, u.token, { method: "GET", url: "/api/company" })).json();
      expect(seen.verifactu_mode, role).toBe("no_verifactu");
      expect(seen, role).not.toHaveProperty("certificate");
      expect((await change({ verifactu_mode: "verifactu" }, "en", "PATCH", u.token)).statusCode, role).toBe(403);
    }
    expect((await change({ verifactu_mode: "sometimes" })).statusCode).toBeGreaterThanOrEqual(400);
    expect((await company()).verifactu_mode).toBe("no_verifactu");
  });

  it("refuses VERI*FACTU without a certificate in force, in Spanish and English, changing nothing", async () => {
    const before = await company();
    const en = await change({ verifactu_mode: "verifactu", name: "Otro nombre" });
    expect(en.statusCode).toBe(422);
    expect(en.json().errors.verifactu_mode[0]).toMatch(
      /^To choose VERI\*FACTU, first upload an electronic certificate/,
    );
    const es = await change({ verifactu_mode: "verifactu" }, "es");
    expect(es.json().errors.verifactu_mode[0]).toMatch(/^Para elegir VERI\*FACTU, sube antes un certificado/);
    // An expired certificate is no better than none.
    expect((await upload()).statusCode).toBe(200);
    await b.db
      .updateTable("company")
      .set({ certificate_not_after: new Date(Date.now() - 1000) })
      .where("id", "=", 1)
      .execute();
    expect((await change({ verifactu_mode: "verifactu" })).statusCode).toBe(422);
    const after = await company();
    expect(after).toMatchObject({ verifactu_mode: "no_verifactu", name: before.name, version: before.version + 1 });
  });

  it("takes VERI*FACTU with a certificate, logs the choice, and holds it for the rest of the year", async () => {
    expect((await upload()).statusCode).toBe(200);
    const chosen = await change({ verifactu_mode: "verifactu" });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().verifactu_mode).toBe("verifactu");
    expect(Math.abs(new Date(chosen.json().verifactu_since).getTime() - Date.now())).toBeLessThan(60_000);
    expect((await modeLogs()).at(-1)).toMatchObject({
      before: { verifactu_mode: "no_verifactu" },
      after: { verifactu_mode: "verifactu" },
      user_id: b.admin.id,
    });
    const update = await b.db
      .selectFrom("audit_logs")
      .select("after")
      .where("action", "=", "update")
      .where("resource", "=", "company")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(update.after).toMatchObject({ verifactu_mode: "verifactu" });

    const year = localDateOf(Date.now(), "Europe/Madrid").year;
    for (const [lang, text] of [
      ["en", `VERI*FACTU has been used in ${year}`],
      ["es", `VERI*FACTU se ha usado en ${year}`],
    ] as const) {
      for (const method of ["PATCH", "PUT"] as const) {
        const res = await change({ verifactu_mode: "no_verifactu" }, lang, method);
        expect(res.statusCode, `${lang} ${method}`).toBe(422);
        expect(res.json().errors.verifactu_mode[0]).toContain(text);
        expect(res.json().errors.verifactu_mode[0]).toContain(String(year + 1));
      }
    }
    expect((await company()).verifactu_mode).toBe("verifactu");
    // Choosing the mode it already has changes nothing and logs no change of mode.
    const count = (await modeLogs()).length;
    expect((await change({ verifactu_mode: "verifactu" })).statusCode).toBe(200);
    expect(await modeLogs()).toHaveLength(count);
  });

  it("lets VERI*FACTU chosen in an earlier year go before any record of this year, not after", async () => {
    await setSince(lastYear());
    const left = await change({ verifactu_mode: "no_verifactu" }, "en", "PUT");
    expect(left.statusCode).toBe(200);
    expect(left.json().verifactu_mode).toBe("no_verifactu");
    expect((await modeLogs()).at(-1)).toMatchObject({ after: { verifactu_mode: "no_verifactu" } });

    expect((await change({ verifactu_mode: "verifactu" })).statusCode).toBe(200);
    await issued(b);
    await setSince(lastYear());
    const held = await change({ verifactu_mode: "no_verifactu" });
    expect(held.statusCode).toBe(422);
    expect((await company()).verifactu_mode).toBe("verifactu");
  });
});
