import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../fixtures/app.js";
import { createLead, disagreeingLeads, openCrm, postJson, type Crm } from "../../fixtures/crm.js";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { uniqueToken } from "../../fixtures/records.js";

// The outcomes are declared and admins edit them (lead statuses and pipeline stages each mean
// open, won or lost); a status or stage leads are in keeps its outcome, and a move that needs a
// status or stage of an outcome nobody made is refused, in the user's language, changing nothing.

describe.each(DATABASE_KINDS)("lead outcome settings on %s", (kind) => {
  let c: Crm;
  beforeAll(async () => {
    c = await openCrm(kind);
  });
  afterAll(async () => {
    await c?.test.close();
  });
  const patch = (url: string, payload: object, lang = "es") =>
    call(c.admin.app, c.admin.token, { method: "PATCH", url, payload, lang });

  it("lets an admin set a status's or a stage's outcome, and a commercial user only read it", async () => {
    const status = await postJson(c.admin, "/api/lead-statuses", { name: `Aplazado ${uniqueToken()}`, order: 7 });
    expect(status.outcome).toBe("open");
    expect((await patch(`/api/lead-statuses/${status.id}`, { outcome: "lost" })).json().outcome).toBe("lost");
    const stage = await postJson(c.admin, "/api/pipeline-stages", {
      pipeline_id: c.pipeline,
      name: "Firmado",
      order: 8,
      outcome: "won",
    });
    expect(stage.outcome).toBe("won");
    expect((await patch(`/api/pipeline-stages/${stage.id}`, { outcome: "open" })).json().outcome).toBe("open");
    const bad = await patch(`/api/lead-statuses/${status.id}`, { outcome: "maybe" });
    expect(bad.statusCode).toBe(422);
    const commercial = await call(c.commercial.app, c.commercial.token, {
      method: "PATCH",
      url: `/api/lead-statuses/${status.id}`,
      payload: { outcome: "won" },
    });
    expect(commercial.statusCode).toBe(403);
    const listed = await call(c.commercial.app, c.commercial.token, {
      method: "GET",
      url: `/api/pipeline-stages?outcome=won&pipeline_id=${c.pipeline}`,
    });
    expect(listed.json().map((s: { id: number }) => s.id)).toEqual([c.stages.won]);
  });

  it("keeps the outcome of a status or a stage leads are in", async () => {
    await createLead(c.admin, { lead_status_id: c.closed.won });
    for (const url of [`/api/lead-statuses/${c.closed.won}`, `/api/pipeline-stages/${c.stages.won}`]) {
      const res = await patch(url, { outcome: "open" }, "en");
      expect(res.statusCode, url).toBe(422);
      expect(res.json().errors).toEqual({
        outcome: ["Leads are still in it with this outcome: move them before changing it."],
      });
    }
    expect((await patch(`/api/lead-statuses/${c.closed.won}`, { color: "#00aa00" })).statusCode).toBe(200);
    expect(await disagreeingLeads(c.db)).toEqual([]);
  });

  it("refuses a move to an outcome no active status or stage has, and changes nothing", async () => {
    const pipeline = (await postJson(c.admin, "/api/pipelines", { name: `Sin cierre ${uniqueToken()}`, order: 5 })).id;
    const only = (await postJson(c.admin, "/api/pipeline-stages", { pipeline_id: pipeline, name: "Única", order: 1 }))
      .id;
    const lead = await createLead(c.admin, { pipeline_id: pipeline, stage_id: only });
    const lose = await call(c.admin.app, c.admin.token, {
      method: "POST",
      url: `/api/leads/${lead.id}/lose`,
      payload: { reason: "Precio" },
      lang: "es",
    });
    expect(lose.statusCode).toBe(422);
    expect(lose.json().errors).toEqual({
      stage_id: ["Este embudo no tiene ninguna etapa activa de perdido: añade una en sus etapas."],
    });
    const lostStatuses = (
      await call(c.admin.app, c.admin.token, { method: "GET", url: "/api/lead-statuses?outcome=lost&active=true" })
    ).json() as { id: number }[];
    for (const s of lostStatuses) await patch(`/api/lead-statuses/${s.id}`, { active: false });
    const moved = await patch(`/api/leads/${lead.id}`, { pipeline_id: c.pipeline, stage_id: c.stages.lost }, "en");
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors).toEqual({
      lead_status_id: ["There is no active lead status meaning lost: add one under Lead statuses."],
    });
    for (const s of lostStatuses) await patch(`/api/lead-statuses/${s.id}`, { active: true });
    const after = (await call(c.admin.app, c.admin.token, { method: "GET", url: `/api/leads/${lead.id}` })).json();
    expect(after).toMatchObject({
      outcome: "open",
      stage_id: only,
      lead_status_id: c.statuses[0],
      lost_at: null,
      version: lead.version,
    });
  });
});
