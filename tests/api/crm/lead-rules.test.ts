import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../fixtures/app.js";
import { createActivity, createLead, openCrm, type Crm } from "../../fixtures/crm.js";
import { DATABASE_KINDS } from "../../fixtures/database.js";

// What the server keeps right on every lead write: defaults, the stage clock and probability,
// lost on a lost stage, the phone in E.164, lists of services, campaign cost per lead, and the
// done time of activities.
describe.each(DATABASE_KINDS)("lead rules on %s", (kind) => {
  let c: Crm;
  beforeAll(async () => {
    c = await openCrm(kind);
  });
  afterAll(async () => {
    await c?.test.close();
  });
  const patch = (id: number, payload: object) =>
    call(c.admin.app, c.admin.token, { method: "PATCH", url: `/api/leads/${id}`, payload });
  const get = (url: string) => call(c.admin.app, c.admin.token, { method: "GET", url });

  it("puts a new lead in the first status and the first stage of the first pipeline", async () => {
    const lead = await createLead(c.admin);
    expect(lead).toMatchObject({
      lead_status_id: c.statuses[0],
      pipeline_id: c.pipeline,
      stage_id: c.stages.open,
      probability: 10,
      score: expect.any(Number),
    });
    expect(lead.weighted_value).toBe(10_000);
  });

  it("takes the stage's probability on entering it, unless the write sets one", async () => {
    const lead = await createLead(c.admin);
    const moved = (await patch(lead.id, { stage_id: c.stages.proposal })).json();
    expect(moved.probability).toBe(50);
    expect(Date.parse(moved.rotting_at) - Date.parse(moved.stage_changed_at)).toBe(3 * 86_400_000);
    const chosen = (await patch(lead.id, { stage_id: c.stages.open, probability: 35 })).json();
    expect(chosen.probability).toBe(35);
    expect(chosen.rotting_at).toBeNull();
  });

  it("marks a lead lost in a lost stage and open again out of it", async () => {
    const lead = await createLead(c.admin);
    const lost = (await patch(lead.id, { stage_id: c.stages.lost, lost_reason: "Precio" })).json();
    expect(lost).toMatchObject({ probability: 0, lost_reason: "Precio" });
    expect(lost.lost_at).not.toBeNull();
    const reopened = (await patch(lead.id, { stage_id: c.stages.open })).json();
    expect(reopened).toMatchObject({ lost_at: null, lost_reason: null, probability: 10 });
  });

  it("restarts the rotting clock of a stage's leads when its rotting days change", async () => {
    const lead = await createLead(c.admin, { stage_id: c.stages.proposal, pipeline_id: c.pipeline });
    await call(c.admin.app, c.admin.token, {
      method: "PATCH",
      url: `/api/pipeline-stages/${c.stages.proposal}`,
      payload: { rotting_days: 1 },
    });
    const after = (await get(`/api/leads/${lead.id}`)).json();
    expect(Date.parse(after.rotting_at) - Date.parse(after.stage_changed_at)).toBe(86_400_000);
    await call(c.admin.app, c.admin.token, {
      method: "PATCH",
      url: `/api/pipeline-stages/${c.stages.proposal}`,
      payload: { rotting_days: 3 },
    });
  });

  it("refuses a stage of another pipeline", async () => {
    const other = (
      await call(c.admin.app, c.admin.token, {
        method: "POST",
        url: "/api/pipelines",
        payload: { name: `Otro ${Date.now()}` },
      })
    ).json();
    const res = await call(c.admin.app, c.admin.token, {
      method: "POST",
      url: "/api/leads",
      payload: { name: "Fuera de sitio", pipeline_id: other.id, stage_id: c.stages.open },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(["stage_id"]);
  });

  it("keeps a lead's services as a list of ids, filters by one, and refuses unknown ids", async () => {
    const service = (
      await call(c.admin.app, c.admin.token, {
        method: "POST",
        url: "/api/lead-services",
        payload: { name: `Inglés ${Date.now()}` },
      })
    ).json();
    const lead = await createLead(c.admin, { service_ids: [service.id] });
    expect(lead.service_ids).toEqual([service.id]);
    const other = await createLead(c.admin);
    const found = (await get(`/api/leads?service_ids=${service.id}&id=${lead.id}&id=${other.id}`)).json();
    expect(found.map((r: any) => r.id)).toEqual([lead.id]);
    const without = (await get(`/api/leads?service_ids_ne=${service.id}&id=${lead.id}&id=${other.id}`)).json();
    expect(without.map((r: any) => r.id)).toEqual([other.id]);
    const bad = await patch(lead.id, { service_ids: [service.id, 999_999] });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(["service_ids"]);
    expect((await patch(lead.id, { service_ids: [1, 1] })).statusCode).toBe(422);
  });

  it("computes a campaign's leads and cost per lead", async () => {
    const campaign = (
      await call(c.admin.app, c.admin.token, {
        method: "POST",
        url: "/api/campaigns",
        payload: { name: `Feria ${Date.now()}`, budget: 90_000 },
      })
    ).json();
    expect(campaign).toMatchObject({ leads_count: 0, cost_per_lead: null, status: "planned" });
    for (let i = 0; i < 3; i++) await createLead(c.admin, { campaign_id: campaign.id });
    expect((await get(`/api/campaigns/${campaign.id}`)).json()).toMatchObject({
      leads_count: 3,
      cost_per_lead: 30_000,
    });
    const res = await call(c.admin.app, c.admin.token, {
      method: "POST",
      url: "/api/campaigns",
      payload: { name: "Sin coste", cost_per_lead: 5 },
    });
    expect(res.statusCode).toBe(422);
  });

  it("stamps when an activity is done, and clears it when it is undone", async () => {
    const lead = await createLead(c.admin);
    const activity = await createActivity(c.admin, lead.id);
    expect(activity.done_at).toBeNull();
    const done = (
      await call(c.admin.app, c.admin.token, {
        method: "PATCH",
        url: `/api/lead-activities/${activity.id}`,
        payload: { done: true, outcome: "Interesado" },
      })
    ).json();
    expect(done.done_at).not.toBeNull();
    const undone = (
      await call(c.admin.app, c.admin.token, {
        method: "PATCH",
        url: `/api/lead-activities/${activity.id}`,
        payload: { done: false },
      })
    ).json();
    expect(undone.done_at).toBeNull();
  });

  it("shows a lead's name on its activities and requests", async () => {
    const lead = await createLead(c.admin, { name: "Rosa Vidal" });
    expect((await createActivity(c.admin, lead.id)).lead_name).toBe("Rosa Vidal");
  });
});
