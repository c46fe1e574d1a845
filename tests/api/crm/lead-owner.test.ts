import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../fixtures/app.js";
import { createLead, openCrm, postJson, type Crm } from "../../fixtures/crm.js";
import { csvOf } from "../../fixtures/crm-import-files.js";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { multipartForm } from "../../fixtures/files.js";
import { uniqueToken, type Api } from "../../fixtures/records.js";

// Who a lead belongs to (issue 26): as in Pipedrive, whoever creates it, unless they name another
// owner or leave it, with owner_id null, in the unassigned pool; an import's leads are the
// importer's unless the file names an owner; a website's lead is nobody's. Converting keeps the
// owner and makes them the client's account manager.

describe.each(DATABASE_KINDS)("lead owners on %s", (kind) => {
  let c: Crm;
  beforeAll(async () => {
    c = await openCrm(kind);
  });
  afterAll(async () => {
    await c?.test.close();
  });
  const api = (method: "GET" | "POST", url: string, payload?: object, as: Api = c.admin) =>
    call(as.app, as.token, { method, url, payload });
  const ownerOf = async (id: number) => (await api("GET", `/api/leads/${id}`)).json().owner_id;

  it("gives a new lead to whoever creates it, unless the body names another owner or none", async () => {
    const mine = await createLead(c.admin);
    expect(mine).toMatchObject({ owner_id: c.admin.id, owner_name: "admin user" });
    expect((await createLead(c.admin, { owner_id: c.commercial.id })).owner_id).toBe(c.commercial.id);
    expect((await createLead(c.admin, { owner_id: null })).owner_id).toBeNull();
    expect((await createLead(c.commercial)).owner_id).toBe(c.commercial.id);
    // An edit that does not mention the owner leaves it as it is.
    const edited = await call(c.admin.app, c.admin.token, {
      method: "PATCH",
      url: `/api/leads/${mine.id}`,
      payload: { company: "Otra" },
    });
    expect(edited.json().owner_id).toBe(c.admin.id);
  });

  it("makes the lead's owner the new client's account manager, and keeps them the lead's owner", async () => {
    const lead = await createLead(c.admin, { owner_id: c.commercial.id });
    const res = await api("POST", `/api/leads/${lead.id}/convert`, {}, c.commercial);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().lead.owner_id).toBe(c.commercial.id);
    expect((await api("GET", `/api/lead-clients/${res.json().client_id}`)).json().account_manager_id).toBe(
      c.commercial.id,
    );
  });

  it("makes the owner the account manager of an existing client, and logs the change", async () => {
    const client = await postJson(c.admin, "/api/lead-clients", {
      name: `Existente ${uniqueToken()}`,
      account_manager_id: c.other.id,
    });
    const lead = await createLead(c.admin);
    const res = await api("POST", `/api/leads/${lead.id}/convert`, { client_id: client.id });
    expect(res.statusCode, res.body).toBe(200);
    expect((await api("GET", `/api/lead-clients/${client.id}`)).json().account_manager_id).toBe(c.admin.id);
    const log = await c.db
      .selectFrom("audit_logs")
      .selectAll()
      .where("resource", "=", "lead-clients")
      .where("record_id", "=", String(client.id))
      .where("action", "=", "update")
      .executeTakeFirstOrThrow();
    expect(log).toMatchObject({ user_id: c.admin.id });
    // An unassigned lead leaves the client's manager as it was.
    const nobodys = await createLead(c.admin, { owner_id: null });
    expect((await api("POST", `/api/leads/${nobodys.id}/convert`, { client_id: client.id })).statusCode).toBe(200);
    expect((await api("GET", `/api/lead-clients/${client.id}`)).json().account_manager_id).toBe(c.admin.id);
  });

  it("gives imported leads to the importer unless the file names an owner (an empty cell: unassigned)", async () => {
    const names = [`Sin columna ${uniqueToken()}`, `Con dueño ${uniqueToken()}`, `Celda vacía ${uniqueToken()}`];
    const run = async (rows: string[][], mapping: Record<string, string>) => {
      const upload = await call(c.admin.app, c.admin.token, {
        method: "POST",
        url: "/api/lead-imports",
        ...multipartForm([], { filename: "l.csv", contentType: "text/csv", bytes: csvOf(rows) }),
      });
      expect(upload.statusCode, upload.body).toBe(201);
      const res = await api("POST", `/api/lead-imports/${upload.json().id}/run`, { mapping });
      expect(res.statusCode, res.body).toBe(200);
    };
    await run([["Nombre"], [names[0]]], { name: "Nombre" });
    const commercialEmail = (
      await c.db.selectFrom("users").select("email").where("id", "=", c.commercial.id).executeTakeFirstOrThrow()
    ).email;
    await run(
      [
        ["Nombre", "Responsable"],
        [names[1], commercialEmail],
        [names[2], ""],
      ],
      { name: "Nombre", owner: "Responsable" },
    );
    const owners = await c.db.selectFrom("leads").select(["name", "owner_id"]).where("name", "in", names).execute();
    expect(Object.fromEntries(owners.map((r) => [r.name, r.owner_id]))).toEqual({
      [names[0]]: c.admin.id,
      [names[1]]: c.commercial.id,
      [names[2]]: null,
    });
  });

  it("leaves a website's lead unassigned", async () => {
    const email = `web.${uniqueToken()}@example.test`;
    const res = await c.test.app.inject({
      method: "POST",
      url: "/api/public/lead-requests",
      remoteAddress: "10.89.0.1",
      payload: { name: "Visita", email, subject: "Hola", message: "Información" },
    });
    expect(res.statusCode, res.body).toBe(202);
    const lead = await c.db.selectFrom("leads").select("id").where("email", "=", email).executeTakeFirstOrThrow();
    expect(await ownerOf(lead.id)).toBeNull();
  });
});
