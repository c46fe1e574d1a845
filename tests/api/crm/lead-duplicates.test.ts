import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../fixtures/app.js";
import { createLead, openCrm, type Crm } from "../../fixtures/crm.js";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { uniqueToken } from "../../fixtures/records.js";

// A new lead that repeats an existing one is a warning (422 with confirm and the matches), not a
// rule: the same request confirmed goes through.
describe.each(DATABASE_KINDS)("lead duplicates on %s", (kind) => {
  let c: Crm;
  beforeAll(async () => {
    c = await openCrm(kind);
  });
  afterAll(async () => {
    await c?.test.close();
  });
  const create = (api: Crm["admin"], payload: object, confirm = false, lang = "es") =>
    call(api.app, api.token, {
      method: "POST",
      url: "/api/leads",
      payload,
      lang,
      headers: confirm ? { "x-confirm": "lead-duplicates" } : {},
    });

  it("warns of the same email whatever its case, names the match, and creates once confirmed", async () => {
    const t = uniqueToken();
    const first = await createLead(c.admin, { name: `Ana ${t}`, email: `ana.${t}@example.test` });
    const res = await create(c.admin, { name: "Otra persona", email: `ANA.${t}@Example.test` }, false, "en");
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.confirm).toBe("lead-duplicates");
    const owner = { owner_id: c.admin.id, owner_name: "admin user" };
    expect(body.duplicates).toEqual([{ id: first.id, name: `Ana ${t}`, ...owner, reasons: ["email"], readable: true }]);
    expect(body.errors.email).toEqual([`A lead with this email already exists: Ana ${t}`]);
    const before = (
      await call(c.admin.app, c.admin.token, { method: "GET", url: `/api/leads?email=ANA.${t}@Example.test` })
    ).headers["x-total-count"];
    expect(before).toBe("0");
    expect((await create(c.admin, { name: "Otra persona", email: `ANA.${t}@Example.test` }, true)).statusCode).toBe(
      201,
    );
  });

  it("matches phones written differently once normalised", async () => {
    const first = await createLead(c.admin, { phone: "+34 699 12 34 56" });
    for (const phone of ["699123456", "0034 699-123-456", "(+34) 699 123 456"]) {
      const res = await create(c.admin, { name: `Teléfono ${uniqueToken()}`, phone });
      expect(res.statusCode, phone).toBe(422);
      expect(res.json().duplicates.map((d: any) => [d.id, d.reasons])).toEqual([[first.id, ["phone"]]]);
    }
    expect((await create(c.admin, { name: `Otro ${uniqueToken()}`, phone: "699 123 457" })).statusCode).toBe(201);
  });

  it("matches a very similar name in the same company, not in another", async () => {
    const company = `Talleres ${uniqueToken()}`;
    const first = await createLead(c.admin, { name: "Francisco Javier Moreno", company, email: null, phone: null });
    const similar = await create(c.admin, { name: "Francisco J. Moreno", company: company.toUpperCase() });
    expect(similar.statusCode).toBe(422);
    expect(similar.json().duplicates).toMatchObject([{ id: first.id, reasons: ["name"] }]);
    expect(
      (await create(c.admin, { name: "Francisco Javier Moreno", company: `Otra ${uniqueToken()}` })).statusCode,
    ).toBe(201);
    expect((await create(c.admin, { name: "Lucía Fernández", company })).statusCode).toBe(201);
  });

  it("names a match a commercial user may not open without linking it", async () => {
    const t = uniqueToken();
    const hidden = await createLead(c.admin, { owner_id: c.other.id, email: `oculto.${t}@example.test` });
    const res = await create(c.commercial, { name: "Nuevo", email: `oculto.${t}@example.test` });
    expect(res.statusCode).toBe(422);
    expect(res.json().duplicates).toMatchObject([{ id: hidden.id, readable: false, owner_id: c.other.id }]);
  });

  it("answers the same check ahead of a create, and leaves a lead out of its own matches", async () => {
    const t = uniqueToken();
    const lead = await createLead(c.admin, { email: `previo.${t}@example.test` });
    const get = (query: string) =>
      call(c.admin.app, c.admin.token, { method: "GET", url: `/api/leads/duplicates?${query}` });
    expect((await get(`email=previo.${t}@example.test`)).json().map((d: any) => d.id)).toEqual([lead.id]);
    expect((await get(`email=previo.${t}@example.test&exclude=${lead.id}`)).json()).toEqual([]);
    expect((await get("")).json()).toEqual([]);
    expect((await get("bogus=1")).statusCode).toBe(400);
  });

  it("does not warn on an edit", async () => {
    const t = uniqueToken();
    await createLead(c.admin, { email: `editado.${t}@example.test` });
    const second = await createLead(c.admin);
    const res = await call(c.admin.app, c.admin.token, {
      method: "PATCH",
      url: `/api/leads/${second.id}`,
      payload: { email: `editado.${t}@example.test` },
    });
    expect(res.statusCode).toBe(200);
  });
});
