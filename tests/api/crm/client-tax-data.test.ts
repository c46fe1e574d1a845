import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RECIPIENT_FIELDS } from "../../../resources/billing/recipient-check.js";
import { call } from "../../fixtures/app.js";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { createLead, openCrm, type Crm } from "../../fixtures/crm.js";
import type { Api } from "../../fixtures/records.js";

// A client's tax id and address, as a complete invoice names its recipient: checked by its type
// wherever a client is written (its own form and a lead's conversion), the province of a Spanish
// address taken from its postal code, and the conversion saying what an invoice would still need.
describe.each(DATABASE_KINDS)("a client's tax data on %s", (kind) => {
  let c: Crm;
  beforeAll(async () => {
    c = await openCrm(kind);
  });
  afterAll(async () => {
    await c?.test.close();
  });

  const api = async (method: "POST" | "PATCH", url: string, payload: object, who: Api = c.admin, lang = "es") => {
    const res = await call(who.app, who.token, { method, url, payload, lang });
    return { status: res.statusCode, body: res.json() };
  };

  it.each([
    ["nif", "b-12345674", "B12345674"],
    ["nif", "x1234567l", "X1234567L"],
    ["eu_vat", "fr 40303265045", "FR40303265045"],
    ["eu_vat", "ESB12345674", "ESB12345674"],
    ["passport", " ab123456 ", "AB123456"],
    ["other", " Nº ID-99/7 ", "Nº ID-99/7"],
  ])("keeps a %s id %s as %s", async (type, sent, stored) => {
    const res = await api("POST", "/api/lead-clients", {
      name: "Cliente",
      tax_id_type: type,
      tax_id: sent,
      country: type === "nif" ? "ES" : "FR",
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ tax_id_type: type, tax_id: stored });
  });

  it.each([
    ["nif", "12345678A", "NIF no válido"],
    ["eu_vat", "US123456789", "IVA europeo"],
    ["eu_vat", "ES12345678A", "IVA europeo"],
    ["passport", "¿?", "Identificador no válido"],
  ])("refuses a %s id %s, in the reader's language, and keeps nothing", async (type, id, message) => {
    const name = `Rechazado ${id}`;
    const res = await api("POST", "/api/lead-clients", { name, tax_id_type: type, tax_id: id });
    expect(res.status).toBe(422);
    expect(res.body.errors.tax_id[0]).toContain(message);
    expect(
      (await api("POST", "/api/lead-clients", { name, tax_id_type: type, tax_id: id }, c.admin, "en")).body.errors
        .tax_id[0],
    ).toMatch(/valid/);
    expect(await c.db.selectFrom("lead_clients").select("id").where("name", "=", name).execute()).toEqual([]);
  });

  it("checks a changed type against the id kept, and a Spanish postal code", async () => {
    const { body: client } = await api("POST", "/api/lead-clients", { name: "Cliente tipo", tax_id: "B12345674" });
    expect(
      (await api("PATCH", `/api/lead-clients/${client.id}`, { tax_id_type: "eu_vat" })).body.errors,
    ).toHaveProperty("tax_id");
    expect((await api("PATCH", `/api/lead-clients/${client.id}`, { postal_code: "99000" })).body.errors).toHaveProperty(
      "postal_code",
    );
    // Abroad, a postal code is the country's own business.
    expect(
      (await api("PATCH", `/api/lead-clients/${client.id}`, { postal_code: "SW1A 1AA", country: "GB" })).status,
    ).toBe(200);
  });

  it("takes a Spanish address's province from its postal code unless one is given", async () => {
    const res = await api("POST", "/api/lead-clients", {
      name: "Cliente Valencia",
      address: "Avenida del Puerto 12",
      postal_code: "46021",
      city: "Valencia",
    });
    expect(res.body).toMatchObject({ country: "ES", province: "Valencia/València" });
    const own = await api("POST", "/api/lead-clients", {
      name: "Cliente Tenerife",
      postal_code: "38001",
      province: "Tenerife",
    });
    expect(own.body.province).toBe("Tenerife");
  });

  it("converts a lead with the tax data it is given, and says what a complete invoice still needs", async () => {
    const lead = await createLead(c.admin);
    const res = await api("POST", `/api/leads/${lead.id}/convert`, {
      tax_id: "b12345674",
      address: "Calle Luna 3",
      postal_code: "28004",
    });
    expect(res.status).toBe(200);
    expect(res.body.missing).toEqual(["city"]);
    const client = await c.db
      .selectFrom("lead_clients")
      .selectAll()
      .where("id", "=", res.body.client_id)
      .executeTakeFirstOrThrow();
    expect(client).toMatchObject({
      tax_id_type: "nif",
      tax_id: "B12345674",
      address: "Calle Luna 3",
      postal_code: "28004",
      province: "Madrid",
      country: "ES",
    });

    const bare = await api("POST", `/api/leads/${(await createLead(c.admin)).id}/convert`, {});
    expect(bare.body.missing).toEqual(RECIPIENT_FIELDS.filter((f) => f !== "name" && f !== "country"));
  });

  it("refuses a conversion whose tax id is wrong, and converts nothing", async () => {
    const lead = await createLead(c.admin);
    const res = await api("POST", `/api/leads/${lead.id}/convert`, { tax_id: "12345678A" });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(["tax_id"]);
    expect(
      (await c.db.selectFrom("leads").select("converted_client_id").where("id", "=", lead.id).executeTakeFirstOrThrow())
        .converted_client_id,
    ).toBeNull();
  });
});
