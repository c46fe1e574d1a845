import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../fixtures/app.js";
import { createActivity, createLead, openCrm, type Crm } from "../../fixtures/crm.js";
import { DATABASE_KINDS } from "../../fixtures/database.js";

// Who sees which leads: admins all, commercial users their own and the unassigned ones, clients
// none of the CRM. The boards, their totals and the activities follow the same scope.
describe.each(DATABASE_KINDS)("lead scope on %s", (kind) => {
  let c: Crm;
  beforeAll(async () => {
    c = await openCrm(kind);
  });
  afterAll(async () => {
    await c?.test.close();
  });
  const get = (api: Crm["admin"], url: string) => call(api.app, api.token, { method: "GET", url });

  it("gives commercial users their own and the unassigned leads, and nobody else's", async () => {
    const mine = await createLead(c.commercial);
    expect(mine.owner_id).toBe(c.commercial.id);
    const unassigned = await createLead(c.admin, { owner_id: null });
    const others = await createLead(c.admin, { owner_id: c.other.id });
    const listed = (await get(c.commercial, `/api/leads?id=${mine.id}&id=${unassigned.id}&id=${others.id}`))
      .json()
      .map((r: any) => r.id)
      .sort();
    expect(listed).toEqual([mine.id, unassigned.id].sort());
    expect((await get(c.commercial, `/api/leads/${others.id}`)).statusCode).toBe(404);
    const patch = await call(c.commercial.app, c.commercial.token, {
      method: "PATCH",
      url: `/api/leads/${others.id}`,
      payload: { name: "Robado" },
    });
    expect(patch.statusCode).toBe(404);
    expect((await get(c.admin, `/api/leads?id=${mine.id}&id=${unassigned.id}&id=${others.id}`)).json()).toHaveLength(3);
  });

  it("forces the owner of what a commercial user writes to themselves", async () => {
    const lead = await createLead(c.commercial, { owner_id: c.other.id });
    expect(lead.owner_id).toBe(c.commercial.id);
    const claimed = await call(c.commercial.app, c.commercial.token, {
      method: "PATCH",
      url: `/api/leads/${(await createLead(c.admin, { owner_id: null })).id}`,
      payload: { owner_id: c.other.id },
    });
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json().owner_id).toBe(c.commercial.id);
  });

  it("refuses every CRM list to a client", async () => {
    for (const name of [
      "leads",
      "pipelines",
      "pipeline-stages",
      "campaigns",
      "lead-activities",
      "lead-questions",
      "lead-financial-questions",
      "lead-answers",
    ]) {
      expect((await get(c.client, `/api/${name}`)).statusCode, name).toBe(403);
    }
    expect((await get(c.client, "/api/leads/board-totals")).statusCode).toBe(403);
    expect((await get(c.client, "/api/leads/duplicates?email=a@b.test")).statusCode).toBe(403);
    expect(
      (
        await call(c.client.app, c.client.token, {
          method: "POST",
          url: "/api/leads",
          payload: { name: "Cliente curioso" },
        })
      ).statusCode,
    ).toBe(403);
  });

  it("shows a client their own lead requests only", async () => {
    const post = (payload: object) =>
      call(c.admin.app, c.admin.token, { method: "POST", url: "/api/lead-requests", payload });
    const own = (await post({ subject: "Ampliar contrato", client_id: c.client.clientId })).json();
    await post({ subject: "Otra empresa" });
    const listed = (await get(c.client, "/api/lead-requests")).json();
    expect(listed.map((r: any) => r.id)).toEqual([own.id]);
  });

  it("counts only the leads a reader sees in the board totals", async () => {
    const stage = c.stages.proposal;
    await createLead(c.commercial, { pipeline_id: c.pipeline, stage_id: stage, estimated_value: 200_000 });
    await createLead(c.admin, {
      owner_id: c.other.id,
      pipeline_id: c.pipeline,
      stage_id: stage,
      estimated_value: 900_000,
    });
    const column = async (api: Crm["admin"]) =>
      (
        await get(
          api,
          `/api/leads/board-totals?board=pipeline&pipeline_id=${c.pipeline}`
            + `&owner_id=${api === c.admin ? c.other.id : c.commercial.id}`,
        )
      )
        .json()
        .find((t: any) => t.column === stage);
    expect(await column(c.commercial)).toEqual({ column: stage, count: 1, value: 200_000, weighted: 100_000 });
    expect(await column(c.admin)).toEqual({ column: stage, count: 1, value: 900_000, weighted: 450_000 });
    expect((await get(c.admin, "/api/leads/board-totals?board=nope")).statusCode).toBe(400);
    expect((await get(c.admin, "/api/leads/board-totals?board=pipeline&bogus=x")).statusCode).toBe(400);
  });

  it("moves a lead on the pipeline board within the scope, and another's is a 404", async () => {
    const lead = await createLead(c.commercial, { pipeline_id: c.pipeline, stage_id: c.stages.open });
    const moved = await call(c.commercial.app, c.commercial.token, {
      method: "POST",
      url: `/api/leads/${lead.id}/move/pipeline?pipeline_id=${c.pipeline}`,
      payload: { column: c.stages.proposal, index: 0, version: lead.version },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ stage_id: c.stages.proposal, probability: 50 });
    const others = await createLead(c.admin, {
      owner_id: c.other.id,
      pipeline_id: c.pipeline,
      stage_id: c.stages.open,
    });
    const refused = await call(c.commercial.app, c.commercial.token, {
      method: "POST",
      url: `/api/leads/${others.id}/move/pipeline`,
      payload: { column: c.stages.proposal, index: 0 },
    });
    expect(refused.statusCode).toBe(404);
  });

  it("gives commercial users their own activities only", async () => {
    const lead = await createLead(c.commercial);
    const mine = await createActivity(c.commercial, lead.id, { owner_id: c.other.id });
    expect(mine.owner_id).toBe(c.commercial.id);
    const others = await createActivity(c.admin, lead.id, { owner_id: c.other.id });
    const ids = (await get(c.commercial, `/api/lead-activities?lead_id=${lead.id}`)).json().map((r: any) => r.id);
    expect(ids).toEqual([mine.id]);
    expect((await get(c.commercial, `/api/lead-activities/${others.id}`)).statusCode).toBe(404);
    // A lead the commercial user cannot see cannot be given an activity either.
    const hidden = await createLead(c.admin, { owner_id: c.other.id });
    const refused = await call(c.commercial.app, c.commercial.token, {
      method: "POST",
      url: "/api/lead-activities",
      payload: { lead_id: hidden.id, subject: "Colarse", due_at: new Date().toISOString() },
    });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(["lead_id"]);
  });
});
