import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql, type Kysely } from "kysely";
import { call } from "../../fixtures/app.js";
import { createActivity, createLead, openCrm, postJson, type Crm } from "../../fixtures/crm.js";
import { DATABASE_KINDS } from "../../fixtures/database.js";

// Two leads become one, field by field, with everything that happened to both; the merge is
// logged and can be undone for 24 hours, exactly.
describe.each(DATABASE_KINDS)("lead merge on %s", (kind) => {
  let c: Crm;
  let question: { id: number; options: { id: string }[] };
  beforeAll(async () => {
    c = await openCrm(kind);
    question = await postJson(c.admin, "/api/lead-questions", {
      question: `¿Presupuesto? ${Date.now()}`,
      options: [
        { label: "Alto", points: 30 },
        { label: "Bajo", points: 5 },
      ],
    });
  });
  afterAll(async () => {
    await c?.test.close();
  });
  const api = (method: "GET" | "POST", url: string, payload?: object, who = c.admin) =>
    call(who.app, who.token, { method, url, payload });
  const answer = (leadId: number, option: number) =>
    call(c.admin.app, c.admin.token, {
      method: "PUT",
      url: `/api/leads/${leadId}/answers`,
      payload: { questionnaire: "general", question_id: question.id, option_id: question.options[option].id },
    });
  const count = async (table: string, leadId: number) =>
    Number(
      (
        await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)} where lead_id = ${leadId}`.execute(
          c.db as Kysely<any>,
        )
      ).rows[0].n,
    );

  async function pair() {
    const target = await createLead(c.admin, { name: "Marta Gil", phone: null, estimated_value: 100_000 });
    const source = await createLead(c.admin, { name: "Marta Gil Ruiz", estimated_value: 250_000 });
    await createActivity(c.admin, source.id);
    await postJson(c.admin, "/api/lead-requests", { subject: "Horarios", lead_id: source.id });
    await answer(source.id, 0);
    return { target, source };
  }

  it("previews both leads field by field", async () => {
    const { target, source } = await pair();
    const res = await api("GET", `/api/leads/${target.id}/merge-preview?source_id=${source.id}`);
    expect(res.statusCode).toBe(200);
    const fields = Object.fromEntries(res.json().fields.map((f: any) => [f.field, f]));
    expect(fields.estimated_value).toEqual({
      field: "estimated_value",
      target: 100_000,
      source: 250_000,
      differs: true,
    });
    expect(fields.lead_status_id.differs).toBe(false);
    expect((await api("GET", `/api/leads/${target.id}/merge-preview`)).statusCode).toBe(400);
  });

  it(
    "moves the source's timeline, activities, requests " + "and answers, takes the chosen fields, and deletes it",
    async () => {
      const { target, source } = await pair();
      const res = await api("POST", `/api/leads/${target.id}/merge`, {
        source_id: source.id,
        take: ["estimated_value", "phone"],
      });
      expect(res.statusCode, res.body).toBe(200);
      const { merge_id, lead } = res.json();
      expect(lead).toMatchObject({ id: target.id, name: "Marta Gil", estimated_value: 250_000, phone: source.phone });
      expect((await api("GET", `/api/leads/${source.id}`)).statusCode).toBe(404);
      expect(await count("lead_activities", target.id)).toBe(1);
      expect(await count("lead_requests", target.id)).toBe(1);
      expect(await count("lead_answers", target.id)).toBe(1);
      const timeline = (await api("GET", `/api/leads/${target.id}/timeline`)).json();
      expect(timeline[0]).toMatchObject({ kind: "merged", data: { merge_id, source_name: "Marta Gil Ruiz" } });
      expect(timeline.filter((e: any) => e.kind === "created")).toHaveLength(2);
      expect(lead.score).toBeGreaterThan(target.score);
    },
  );

  it("undoes a merge: the source comes back with its id and rows, the target as it was", async () => {
    const { target, source } = await pair();
    await answer(target.id, 1);
    const { merge_id } = (
      await api("POST", `/api/leads/${target.id}/merge`, { source_id: source.id, take: ["estimated_value"] })
    ).json();
    const undo = await api("POST", `/api/lead-merges/${merge_id}/undo`);
    expect(undo.statusCode, undo.body).toBe(200);
    const back = (await api("GET", `/api/leads/${source.id}`)).json();
    expect(back).toMatchObject({
      id: source.id,
      name: "Marta Gil Ruiz",
      estimated_value: 250_000,
      email: source.email,
    });
    expect((await api("GET", `/api/leads/${target.id}`)).json().estimated_value).toBe(100_000);
    expect(await count("lead_activities", source.id)).toBe(1);
    expect(await count("lead_requests", source.id)).toBe(1);
    // The source's answer, dropped because the target had one of its own, is back too.
    expect(await count("lead_answers", source.id)).toBe(1);
    expect(await count("lead_answers", target.id)).toBe(1);
    expect((await api("GET", `/api/leads/${source.id}/timeline?kind=created`)).json()).toHaveLength(1);
    expect((await api("POST", `/api/lead-merges/${merge_id}/undo`)).statusCode).toBe(409);
  });

  it("refuses an undo after 24 hours", async () => {
    const { target, source } = await pair();
    const { merge_id } = (await api("POST", `/api/leads/${target.id}/merge`, { source_id: source.id })).json();
    await sql`update lead_merges set created_at = now() - interval '25 hours' where id = ${merge_id}`.execute(
      c.db as Kysely<any>,
    );
    const res = await call(c.admin.app, c.admin.token, {
      method: "POST",
      url: `/api/lead-merges/${merge_id}/undo`,
      lang: "en",
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("A merge can only be undone within 24 hours.");
  });

  it("merges only leads the user may edit, never one with itself, and logs it", async () => {
    const mine = await createLead(c.commercial);
    const others = await createLead(c.admin, { owner_id: c.other.id });
    expect((await api("POST", `/api/leads/${mine.id}/merge`, { source_id: others.id }, c.commercial)).statusCode).toBe(
      404,
    );
    expect((await api("POST", `/api/leads/${mine.id}/merge`, { source_id: mine.id }, c.commercial)).statusCode).toBe(
      422,
    );
    expect(
      (await api("POST", `/api/leads/${mine.id}/merge`, { source_id: others.id, take: ["score"] })).statusCode,
    ).toBe(422);
    const logged = await sql<{
      n: number;
    }>`select count(*)::int as n from audit_logs where resource = 'leads' and record_id = ${String(others.id)} and
      action = 'delete'`.execute(c.db as Kysely<any>);
    expect(logged.rows[0].n).toBe(0);
    const another = await createLead(c.commercial);
    expect((await api("POST", `/api/leads/${mine.id}/merge`, { source_id: another.id }, c.commercial)).statusCode).toBe(
      200,
    );
    const after = await sql<{
      n: number;
    }>`select count(*)::int as n from audit_logs where resource = 'leads' and record_id = ${String(another.id)} and
      action = 'delete'`.execute(c.db as Kysely<any>);
    expect(after.rows[0].n).toBe(1);
  });
});
