import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../fixtures/app.js";
import { createActivity, createLead, openCrm, postJson, type Crm } from "../../fixtures/crm.js";
import { DATABASE_KINDS } from "../../fixtures/database.js";

// The score follows every change that feeds it, explains itself part by part, and weighs its
// parts as admins say.
describe.each(DATABASE_KINDS)("lead score on %s", (kind) => {
  let c: Crm;
  let question: { id: number; options: { id: string; points: number }[] };
  beforeAll(async () => {
    c = await openCrm(kind);
    question = await postJson(c.admin, "/api/lead-questions", {
      question: "¿Cuándo empieza?",
      kind: "enumerated",
      options: [
        { label: "Ya", points: 40 },
        { label: "Más adelante", points: 10 },
      ],
    });
    await postJson(c.admin, "/api/lead-questions", { question: "¿Qué espera?", kind: "developed" });
  });
  afterAll(async () => {
    await c?.test.close();
  });
  const breakdown = async (id: number) =>
    (await call(c.admin.app, c.admin.token, { method: "GET", url: `/api/leads/${id}/score` })).json();
  const answer = (api: Crm["admin"], id: number, payload: object) =>
    call(api.app, api.token, { method: "PUT", url: `/api/leads/${id}/answers`, payload });

  it("gives options ids and explains a score as parts that add up to it", async () => {
    expect(question.options.every((o) => /^[a-z0-9]+$/.test(o.id))).toBe(true);
    const lead = await createLead(c.admin);
    const { score, parts } = await breakdown(lead.id);
    expect(parts.map((p: any) => p.key)).toEqual(["questions", "completeness", "recency", "stage"]);
    expect(Math.round(parts.reduce((s: number, p: any) => s + p.points, 0))).toBe(score);
    expect(lead.score).toBe(score);
  });

  it("rises with a better answer, falls when it is cleared, and logs the answer in the timeline", async () => {
    const lead = await createLead(c.admin);
    const base = (await breakdown(lead.id)).score;
    const best = await answer(c.admin, lead.id, {
      questionnaire: "general",
      question_id: question.id,
      option_id: question.options[0].id,
    });
    expect(best.statusCode, best.body).toBe(200);
    expect(best.json().score).toBe(base + 40);
    const worse = (
      await answer(c.admin, lead.id, {
        questionnaire: "general",
        question_id: question.id,
        option_id: question.options[1].id,
      })
    ).json();
    expect(worse.score).toBe(base + 10);
    const cleared = (
      await answer(c.admin, lead.id, { questionnaire: "general", question_id: question.id, option_id: null })
    ).json();
    expect(cleared.score).toBe(base);
    const row = (await call(c.admin.app, c.admin.token, { method: "GET", url: `/api/leads/${lead.id}` })).json();
    expect(row.score).toBe(base);
    const timeline = (
      await call(c.admin.app, c.admin.token, { method: "GET", url: `/api/leads/${lead.id}/timeline?kind=answer` })
    ).json();
    expect(timeline[timeline.length - 1].data).toMatchObject({
      questionnaire: "general",
      question: "¿Cuándo empieza?",
      answer: "Ya",
      points: 40,
    });
    const questionnaires = (
      await call(c.admin.app, c.admin.token, { method: "GET", url: `/api/leads/${lead.id}/questionnaires` })
    ).json();
    expect(questionnaires.general.map((q: any) => q.answer)).toEqual([null, null]);
  });

  it("rescores every lead that answered a question whose points change, just after the answer", async () => {
    const extra = await postJson(c.admin, "/api/lead-questions", {
      question: "¿Tiene equipo?",
      options: [
        { label: "Sí", points: 10 },
        { label: "No", points: 0 },
      ],
    });
    await c.test.app.backgroundSettled();
    const lead = await createLead(c.admin);
    await answer(c.admin, lead.id, { questionnaire: "general", question_id: extra.id, option_id: extra.options[0].id });
    const before = (await breakdown(lead.id)).parts[0].ratio;
    const patch = await call(c.admin.app, c.admin.token, {
      method: "PATCH",
      url: `/api/lead-questions/${extra.id}`,
      payload: { options: [{ ...extra.options[0], points: 50 }, extra.options[1]] },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    await c.test.app.backgroundSettled();
    const row = (await call(c.admin.app, c.admin.token, { method: "GET", url: `/api/leads/${lead.id}` })).json();
    const after = await breakdown(lead.id);
    expect(after.parts[0].ratio).toBeGreaterThan(before);
    expect(row.score).toBe(after.score);
    await call(c.admin.app, c.admin.token, {
      method: "PATCH",
      url: `/api/lead-questions/${extra.id}`,
      payload: { active: false },
    });
    await c.test.app.backgroundSettled();
  });

  it("keeps a developed answer's text and refuses an option of another question", async () => {
    const lead = await createLead(c.admin);
    const developed = (
      await call(c.admin.app, c.admin.token, { method: "GET", url: `/api/leads/${lead.id}/questionnaires` })
    ).json().general[1];
    expect(
      (
        await answer(c.admin, lead.id, {
          questionnaire: "general",
          question_id: developed.id,
          text: "  Hablar inglés  ",
        })
      ).statusCode,
    ).toBe(200);
    const after = (
      await call(c.admin.app, c.admin.token, { method: "GET", url: `/api/leads/${lead.id}/questionnaires` })
    ).json().general[1];
    expect(after.answer).toEqual({ option_id: null, text: "Hablar inglés", points: null });
    const wrong = await answer(c.admin, lead.id, {
      questionnaire: "general",
      question_id: question.id,
      option_id: "nope",
    });
    expect(wrong.statusCode).toBe(422);
    expect(
      (
        await answer(c.admin, lead.id, {
          questionnaire: "financial",
          question_id: question.id,
          option_id: question.options[0].id,
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (await answer(c.admin, lead.id, { questionnaire: "general", question_id: question.id, extra: 1 })).statusCode,
    ).toBe(422);
  });

  it("counts contact data, a recent activity and the stage", async () => {
    const bare = await createLead(c.admin, { email: null, phone: null, company: null, estimated_value: null });
    const full = await createLead(c.admin, { next_action_date: "2030-01-01" });
    const part = async (id: number, key: string) => (await breakdown(id)).parts.find((p: any) => p.key === key).ratio;
    expect(await part(bare.id, "completeness")).toBeLessThan(await part(full.id, "completeness"));
    expect(await part(full.id, "recency")).toBe(0);
    await createActivity(c.admin, full.id);
    expect(await part(full.id, "recency")).toBe(1);
    expect(await part(full.id, "stage")).toBe(0.1);
    await call(c.admin.app, c.admin.token, {
      method: "PATCH",
      url: `/api/leads/${full.id}`,
      payload: { stage_id: c.stages.proposal },
    });
    expect(await part(full.id, "stage")).toBe(0.5);
  });

  it("lets only admins set the weights, which add up to 100, and rescores every lead", async () => {
    const lead = await createLead(c.admin);
    await answer(c.admin, lead.id, {
      questionnaire: "general",
      question_id: question.id,
      option_id: question.options[0].id,
    });
    const put = (api: Crm["admin"], payload: object, lang = "es") =>
      call(api.app, api.token, { method: "PUT", url: "/api/crm/score-weights", payload, lang });
    expect((await put(c.commercial, { questions: 100, completeness: 0, recency: 0, stage: 0 })).statusCode).toBe(403);
    const bad = await put(c.admin, { questions: 50, completeness: 50, recency: 50, stage: 0 }, "en");
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.questions).toEqual(["The weights must add up to 100 (they add up to 150)."]);
    expect((await put(c.admin, { questions: 100, completeness: 0, recency: 0, stage: 0 })).statusCode).toBe(200);
    await c.test.app.backgroundSettled();
    // Only the one enumerated question counts: its best option is all the points there are.
    expect((await call(c.admin.app, c.admin.token, { method: "GET", url: `/api/leads/${lead.id}` })).json().score).toBe(
      100,
    );
    expect(
      (await call(c.commercial.app, c.commercial.token, { method: "GET", url: "/api/crm/score-weights" })).json(),
    ).toEqual({ questions: 100, completeness: 0, recency: 0, stage: 0 });
    await put(c.admin, { questions: 40, completeness: 20, recency: 20, stage: 20 });
    await c.test.app.backgroundSettled();
  });
});
