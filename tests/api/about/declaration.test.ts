import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../../fixtures/app.js";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { signedInUser } from "../../fixtures/users.js";
import { buildDeclaration } from "../../../api/modules/about/declaration.js";
import { producerSettingsFrom } from "../../../api/modules/about/producer-identity.js";

// The producer's declaración responsable (Orden HAC/1177/2024 art. 15): items a)–l) in order and
// the annex, from the system's identity (package.json's version) and the configured producer, or
// the company's own data when no producer is configured; in Spanish; for every signed-in user.
const VERSION = JSON.parse(readFileSync(new URL("../../../package.json", import.meta.url), "utf8")).version as string;
const COMPANY = {
  name: "Demo",
  legal_name: "Gestión Demo S.L.",
  tax_id: "89890001K",
  address: "Calle Mayor 1, 28013 Madrid",
  email: "hola@demo.test",
  phone: "+34 910 000 000",
  website: "https://demo.test/",
};

describe("the declaration's contents", () => {
  it("has items a) to l) in order and the annex, with the identity, the version and the producer", () => {
    const d = buildDeclaration(producerSettingsFrom({}), COMPANY, "2026-11-29");
    expect(d.items.map((i) => i.item)).toEqual(["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l"]);
    expect(d.annex.map((i) => i.item)).toEqual(["a", "b", "c"]);
    const text = Object.fromEntries(d.items.map((i) => [i.item, i.text]));
    expect(text).toMatchObject({
      a: "Gestión",
      b: "GE",
      c: VERSION,
      h: "Gestión Demo S.L.",
      i: "89890001K",
      j: "Calle Mayor 1, 28013 Madrid",
      l: "29 de noviembre de 2026, en Madrid, España",
    });
    expect(text.e).toMatch(/^No\. Puede funcionar como VERI\*FACTU o como sistema no VERI\*FACTU/);
    expect(text.g).toContain("XAdES");
    expect(text.k).toContain("artículo 29.2.j) de la Ley 58/2003");
    expect(text.k).toContain("Real Decreto 1007/2023");
    expect(text.k).toContain("Orden HAC/1177/2024");
    expect(d.annex[0].text).toBe("hola@demo.test; +34 910 000 000");
    expect(d.text).toContain(`c) Identificador completo de la versión: ${VERSION}`);
    expect(d.text.indexOf("l) Fecha y lugar")).toBeLessThan(d.text.indexOf("Anexo"));
  });

  it("takes the producer, the system and where and when it is signed from the configuration", () => {
    const settings = producerSettingsFrom({
      VERIFACTU_PRODUCER_NAME: "Software Libre S.Coop.",
      VERIFACTU_PRODUCER_NIF: "F12345678",
      VERIFACTU_PRODUCER_ADDRESS: "Rúa Nova 3, 15701 Santiago de Compostela, A Coruña",
      VERIFACTU_PRODUCER_EMAIL: "soporte@libre.test",
      VERIFACTU_PRODUCER_WEBSITE: "https://libre.test/",
      VERIFACTU_SYSTEM_NAME: "Gestión Libre",
      VERIFACTU_SYSTEM_ID: "GL",
      VERIFACTU_SYSTEM_VERSION: "2.1.0",
      VERIFACTU_DECLARATION_PLACE: "Santiago de Compostela, España",
      VERIFACTU_DECLARATION_DATE: "2027-01-15",
    });
    const d = buildDeclaration(settings, { ...COMPANY, email: null, phone: null }, "2026-11-29");
    expect(d.system).toEqual({ name: "Gestión Libre", id: "GL", version: "2.1.0" });
    expect(d.producer).toEqual({
      name: "Software Libre S.Coop.",
      nif: "F12345678",
      address: "Rúa Nova 3, 15701 Santiago de Compostela, A Coruña",
    });
    expect(d.items.at(-1)!.text).toBe("15 de enero de 2027, en Santiago de Compostela, España");
    expect(d.annex.map((i) => i.text).slice(0, 2)).toEqual(["soporte@libre.test", "https://libre.test/"]);
  });

  it("says what is missing instead of inventing it", () => {
    const d = buildDeclaration(
      producerSettingsFrom({}),
      { name: "Demo", legal_name: null, tax_id: null, address: null, email: null, phone: null, website: null },
      "2026-01-05",
    );
    const text = Object.fromEntries(d.items.map((i) => [i.item, i.text]));
    expect(text).toMatchObject({
      h: "Demo",
      i: "(sin configurar)",
      j: "(sin configurar)",
      l: "5 de enero de 2026, en (sin configurar), España",
    });
  });
});

describe.each(DATABASE_KINDS)("GET /api/about/declaration on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("answers every signed-in user, in Spanish whatever the language asked, and nobody else", async () => {
    await t.database.handle.db
      .updateTable("company")
      .set({ legal_name: "Gestión Demo S.L.", tax_id: "89890001K" })
      .where("id", "=", 1)
      .execute();
    for (const role of ["admin", "commercial", "client"]) {
      const u = await signedInUser(t.app, t.database.handle.db, role);
      const res = await call(t.app, u.token, { method: "GET", url: "/api/about/declaration", lang: "en" });
      expect(res.statusCode, role).toBe(200);
      expect(res.json()).toMatchObject({
        title: "Declaración responsable del sistema informático de facturación",
        system: { version: VERSION },
        producer: { name: "Gestión Demo S.L.", nif: "89890001K" },
      });
      expect(res.json().items).toHaveLength(12);
    }
    expect((await call(t.app, undefined, { method: "GET", url: "/api/about/declaration" })).statusCode).toBe(401);
  });
});
