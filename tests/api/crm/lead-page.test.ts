import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../fixtures/app.js";
import { createActivity, createLead, openCrm, postJson, type Crm } from "../../fixtures/crm.js";
import { DATABASE_KINDS } from "../../fixtures/database.js";

// The lead page's own endpoints: the timeline with who and when, notes, converting into a client
// (and a project), and marking lost.
describe.each(DATABASE_KINDS)("lead page on %s", (kind) => {
  let c: Crm;
  beforeAll(async () => {
    c = await openCrm(kind);
  });
  afterAll(async () => {
    await c?.test.close();
  });
  const api = (method: "GET" | "POST" | "PATCH", url: string, payload?: object, who = c.admin, lang = "es") =>
    call(who.app, who.token, { method, url, payload, lang });

  it("tells the whole story newest first, filterable by kind, paginated", async () => {
    const lead = await createLead(c.admin);
    await api("PATCH", `/api/leads/${lead.id}`, { lead_status_id: c.statuses[1] });
    await api("PATCH", `/api/leads/${lead.id}`, { stage_id: c.stages.proposal, estimated_value: 500_000 });
    await createActivity(c.admin, lead.id, { type: "email", subject: "Propuesta enviada" });
    await postJson(c.admin, "/api/lead-requests", { subject: "Precio", lead_id: lead.id });
    expect((await api("POST", `/api/leads/${lead.id}/notes`, { text: "  Quiere empezar en enero  " })).statusCode).toBe(
      201,
    );
    const res = await api("GET", `/api/leads/${lead.id}/timeline`);
    expect(res.headers["x-total-count"]).toBe("7");
    const kinds = res.json().map((e: any) => e.kind);
    expect(kinds.slice(0, 3)).toEqual(["note", "request", "email"]);
    expect(kinds.slice(3).sort()).toEqual(["created", "stage", "status", "value"]);
    const status = res.json().find((e: any) => e.kind === "status");
    expect(status).toMatchObject({
      actor_id: c.admin.id,
      actor_name: "admin user",
      data: { from: c.statuses[0], to: c.statuses[1] },
    });
    expect(status.data.to_name).toMatch(/^Contactado/);
    expect(res.json()[0].data).toEqual({ text: "Quiere empezar en enero" });
    const filtered = await api("GET", `/api/leads/${lead.id}/timeline?kind=stage,value&_start=0&_end=1`);
    expect(filtered.headers["x-total-count"]).toBe("2");
    expect(filtered.json()).toHaveLength(1);
    expect((await api("GET", `/api/leads/${lead.id}/timeline?kind=bogus`)).statusCode).toBe(400);
    expect((await api("POST", `/api/leads/${lead.id}/notes`, { text: "   " })).statusCode).toBe(422);
  });

  it("hides another commercial user's lead page entirely", async () => {
    const others = await createLead(c.admin, { owner_id: c.other.id });
    for (const url of ["timeline", "score", "questionnaires"])
      expect((await api("GET", `/api/leads/${others.id}/${url}`, undefined, c.commercial)).statusCode, url).toBe(404);
    expect((await api("POST", `/api/leads/${others.id}/notes`, { text: "Hola" }, c.commercial)).statusCode).toBe(404);
    expect((await api("POST", `/api/leads/${others.id}/lose`, { reason: "Nada" }, c.commercial)).statusCode).toBe(404);
    expect((await api("GET", `/api/leads/${others.id}/timeline`, undefined, c.client)).statusCode).toBe(403);
  });

  it("converts a lead into a new client with a project, in the won stage, once", async () => {
    const lead = await createLead(c.admin, { company: `Hotel ${Date.now()}` });
    const noState = await api("POST", `/api/leads/${lead.id}/convert`, { create_project: true }, c.admin, "en");
    expect(noState.json().errors).toEqual({ create_project: ["There is no active project state."] });
    await postJson(c.admin, "/api/project-states", { name: `Activo ${Date.now()}` });
    const res = await api("POST", `/api/leads/${lead.id}/convert`, {
      create_project: true,
      project_name: "Formación de recepción",
    });
    expect(res.statusCode, res.body).toBe(200);
    const { lead: after, client_id, project_id } = res.json();
    expect(after).toMatchObject({ converted_client_id: client_id, stage_id: c.stages.won, probability: 100 });
    expect((await api("GET", `/api/lead-clients/${client_id}`)).json()).toMatchObject({
      name: lead.company,
      email: lead.email,
    });
    expect((await api("GET", `/api/projects/${project_id}`)).json()).toMatchObject({
      name: "Formación de recepción",
      client_id,
    });
    const timeline = (await api("GET", `/api/leads/${lead.id}/timeline?kind=converted`)).json();
    expect(timeline[0].data).toMatchObject({ client_id, project_id });
    const again = await api("POST", `/api/leads/${lead.id}/convert`, {}, c.admin, "en");
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This lead has already been converted into a client.");
  });

  it("links an existing client, and a commercial user cannot open projects", async () => {
    const lead = await createLead(c.commercial);
    const client = await postJson(c.admin, "/api/lead-clients", { name: `Existente ${Date.now()}` });
    expect(
      (await api("POST", `/api/leads/${lead.id}/convert`, { client_id: client.id, create_project: true }, c.commercial))
        .statusCode,
    ).toBe(422);
    const linked = await api("POST", `/api/leads/${lead.id}/convert`, { client_id: client.id }, c.commercial);
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toMatchObject({ client_id: client.id, project_id: null });
    expect(
      (await api("POST", `/api/leads/${(await createLead(c.admin)).id}/convert`, { client_id: 999_999 })).statusCode,
    ).toBe(422);
  });

  it("marks a lead lost with a reason, in the lost stage", async () => {
    const lead = await createLead(c.admin);
    const res = await api("POST", `/api/leads/${lead.id}/lose`, { reason: "Eligió a la competencia" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      stage_id: c.stages.lost,
      probability: 0,
      lost_reason: "Eligió a la competencia",
    });
    expect(res.json().lost_at).not.toBeNull();
    const timeline = (await api("GET", `/api/leads/${lead.id}/timeline?kind=lost`)).json();
    expect(timeline[0].data).toEqual({ reason: "Eligió a la competencia" });
    expect((await api("POST", `/api/leads/${lead.id}/lose`, { reason: "" })).statusCode).toBe(422);
  });
});
