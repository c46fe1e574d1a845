import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../fixtures/app.js";
import { createLead, disagreeingLeads, openCrm, postJson, type Crm } from "../../fixtures/crm.js";
import { csvOf } from "../../fixtures/crm-import-files.js";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { multipartForm } from "../../fixtures/files.js";
import { uniqueToken } from "../../fixtures/records.js";

// One truth about where a lead stands (docs/product.md#product-rules, issue 26): every write path that can move a
// lead (the form's create and edit, both boards, lose, reopen, convert, import, merge and its
// undo, the website's form) leaves its status and its stage agreeing on one outcome, the first
// status or stage of that outcome by order taking the other side. After each, no lead anywhere
// disagrees. The paths come from the API's own documentation: a route that writes leads and is
// not walked here fails the last test.

type Row = Record<string, any>;

/** Every route (method and path, as documented) that writes leads, and the step below that walks it. */
const WALKED: Record<string, string> = {
  "post /api/leads": "create",
  "patch /api/leads/{id}": "edit",
  "post /api/leads/{id}/move": "status board",
  "post /api/leads/{id}/move/pipeline": "pipeline board",
  "post /api/leads/{id}/lose": "lose",
  "post /api/leads/{id}/reopen": "reopen",
  "post /api/leads/{id}/convert": "convert",
  "post /api/leads/{id}/merge": "merge",
  "post /api/lead-merges/{id}/undo": "merge undo",
  "post /api/lead-imports/{id}/run": "import",
  "post /api/public/lead-requests": "web-to-lead",
};
/** Routes under the same paths that never move a lead (they write something else, or delete). */
const NOT_MOVING = [
  "delete /api/leads/{id}",
  "post /api/leads/{id}/notes",
  "put /api/leads/{id}/answers",
  "post /api/lead-imports",
  "post /api/lead-imports/{id}/dry-run",
  "post /api/lead-imports/{id}/undo",
];

describe.each(DATABASE_KINDS)("lead outcomes on %s", (kind) => {
  let c: Crm;
  /** A won status before the fixture's in order, and a won stage after the fixture's: the first by order wins. */
  let firstWon: number;
  let laterWonStage: number;
  const walked = new Set<string>();
  beforeAll(async () => {
    c = await openCrm(kind);
    firstWon = (
      await postJson(c.admin, "/api/lead-statuses", { name: `Vendido ${uniqueToken()}`, order: 0, outcome: "won" })
    ).id;
    laterWonStage = (
      await postJson(c.admin, "/api/pipeline-stages", {
        pipeline_id: c.pipeline,
        name: "Ganada tarde",
        order: 9,
        outcome: "won",
        win_probability: 100,
      })
    ).id;
  });
  afterAll(async () => {
    await c?.test.close();
  });
  const api = (method: "POST" | "PATCH", url: string, payload?: object, as = c.admin) =>
    call(as.app, as.token, { method, url, payload });
  const lead = async (id: number): Promise<Row> =>
    (await call(c.admin.app, c.admin.token, { method: "GET", url: `/api/leads/${id}` })).json();

  /** No lead at all whose status and stage disagree, whose outcome is not theirs, or whose stamps do not follow it. */
  async function expectAgreement(step: string) {
    expect(await disagreeingLeads(c.db), `after ${step}`).toEqual([]);
    walked.add(step);
  }
  const stands = (row: Row, outcome: string, status: number, stage: number) =>
    expect({ outcome: row.outcome, lead_status_id: row.lead_status_id, stage_id: row.stage_id }).toEqual({
      outcome,
      lead_status_id: status,
      stage_id: stage,
    });

  it("creates a lead where its form says, the other side following", async () => {
    stands(await createLead(c.admin), "open", c.statuses[0], c.stages.open);
    const won = await createLead(c.admin, { pipeline_id: c.pipeline, stage_id: c.stages.won });
    stands(won, "won", firstWon, c.stages.won);
    expect(won.won_at).not.toBeNull();
    const lost = await createLead(c.admin, { lead_status_id: c.closed.lost });
    stands(lost, "lost", c.closed.lost, c.stages.lost);
    expect(lost).toMatchObject({ probability: 0, lost_at: expect.any(String) });
    const clash = await api("POST", "/api/leads", {
      name: `Contradicción ${uniqueToken()}`,
      lead_status_id: c.closed.lost,
      pipeline_id: c.pipeline,
      stage_id: c.stages.won,
    });
    expect(clash.statusCode).toBe(422);
    expect(Object.keys(clash.json().errors)).toEqual(["stage_id"]);
    await expectAgreement("create");
  });

  it("edits a lead's status or stage, and the other follows", async () => {
    const l = await createLead(c.admin);
    stands(
      (await api("PATCH", `/api/leads/${l.id}`, { lead_status_id: c.closed.lost })).json(),
      "lost",
      c.closed.lost,
      c.stages.lost,
    );
    // The form sends the unchanged status back with a new stage: the stage is what changed.
    const back = await api("PATCH", `/api/leads/${l.id}`, {
      lead_status_id: c.closed.lost,
      stage_id: c.stages.proposal,
    });
    stands(back.json(), "open", c.statuses[0], c.stages.proposal);
    expect(back.json()).toMatchObject({ lost_at: null, probability: 50 });
    // Within one outcome nothing else moves.
    stands(
      (await api("PATCH", `/api/leads/${l.id}`, { lead_status_id: c.statuses[1] })).json(),
      "open",
      c.statuses[1],
      c.stages.proposal,
    );
    await expectAgreement("edit");
  });

  it("moves a lead on the status board, and its pipeline stage follows to the end of its column", async () => {
    const l = await createLead(c.admin);
    const res = await api("POST", `/api/leads/${l.id}/move`, { column: c.closed.won, index: 0 });
    expect(res.statusCode, res.body).toBe(200);
    stands(await lead(l.id), "won", c.closed.won, c.stages.won);
    const { max } = await c.db
      .selectFrom("leads")
      .select((eb) => eb.fn.max("stage_position").as("max"))
      .where("stage_id", "=", c.stages.won)
      .executeTakeFirstOrThrow();
    expect((await lead(l.id)).stage_position).toBe(Number(max));
    await expectAgreement("status board");
  });

  it("moves a lead on the pipeline board, and its status follows", async () => {
    const l = await createLead(c.admin);
    const res = await api("POST", `/api/leads/${l.id}/move/pipeline`, { column: c.stages.lost, index: 0 });
    expect(res.statusCode, res.body).toBe(200);
    stands(await lead(l.id), "lost", c.closed.lost, c.stages.lost);
    const won = await api("POST", `/api/leads/${l.id}/move/pipeline`, { column: laterWonStage, index: 0 });
    stands(won.json(), "won", firstWon, laterWonStage);
    await expectAgreement("pipeline board");
  });

  it("marks a lead lost, then reopens it in the first open status and stage", async () => {
    const l = await createLead(c.admin, {
      lead_status_id: c.statuses[1],
      pipeline_id: c.pipeline,
      stage_id: c.stages.proposal,
    });
    const lost = await api("POST", `/api/leads/${l.id}/lose`, { reason: "Precio" });
    stands(lost.json(), "lost", c.closed.lost, c.stages.lost);
    await expectAgreement("lose");
    const reopened = await api("POST", `/api/leads/${l.id}/reopen`);
    stands(reopened.json(), "open", c.statuses[0], c.stages.open);
    expect(reopened.json()).toMatchObject({ lost_at: null, lost_reason: null, probability: 10 });
    expect((await api("POST", `/api/leads/${l.id}/reopen`)).statusCode).toBe(409);
    await expectAgreement("reopen");
  });

  it("converts a lead: won on both sides, and it stays won", async () => {
    const l = await createLead(c.admin, { lead_status_id: c.statuses[1] });
    const res = await api("POST", `/api/leads/${l.id}/convert`, {});
    expect(res.statusCode, res.body).toBe(200);
    stands(res.json().lead, "won", firstWon, c.stages.won);
    for (const [url, payload] of [
      [`/api/leads/${l.id}/move`, { column: c.statuses[0], index: 0 }],
      [`/api/leads/${l.id}/move/pipeline`, { column: c.stages.open, index: 0 }],
      [`/api/leads/${l.id}/lose`, { reason: "Nada" }],
      [`/api/leads/${l.id}/reopen`, undefined],
    ] as const) {
      const refused = await api("POST", url, payload);
      expect(refused.statusCode, url).toBe(422);
      expect(Object.values(refused.json().errors).flat()).toEqual([expect.stringMatching(/cliente/)]);
    }
    expect((await api("PATCH", `/api/leads/${l.id}`, { lead_status_id: c.statuses[0] })).statusCode).toBe(422);
    stands(await lead(l.id), "won", firstWon, c.stages.won);
    await expectAgreement("convert");
  });

  it("imports leads where their file says", async () => {
    const name = `Importado ${uniqueToken()}`;
    const status = (await lead((await createLead(c.admin, { lead_status_id: c.closed.lost })).id)).lead_status_id;
    const statusName = (
      await c.db.selectFrom("lead_statuses").select("name").where("id", "=", status).executeTakeFirstOrThrow()
    ).name;
    const file = csvOf([
      ["Nombre", "Estado"],
      [name, statusName],
    ]);
    const upload = await call(c.admin.app, c.admin.token, {
      method: "POST",
      url: "/api/lead-imports",
      ...multipartForm([], { filename: "l.csv", contentType: "text/csv", bytes: file }),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const run = await api("POST", `/api/lead-imports/${upload.json().id}/run`, {
      mapping: { name: "Nombre", lead_status: "Estado" },
    });
    expect(run.statusCode, run.body).toBe(200);
    const imported = await c.db.selectFrom("leads").select("id").where("name", "=", name).executeTakeFirstOrThrow();
    stands(await lead(imported.id), "lost", c.closed.lost, c.stages.lost);
    await expectAgreement("import");
  });

  it("merges the source's status into a lead, and undoes it", async () => {
    const target = await createLead(c.admin);
    const source = await createLead(c.admin, { lead_status_id: c.closed.lost });
    const merged = await api("POST", `/api/leads/${target.id}/merge`, {
      source_id: source.id,
      take: ["lead_status_id"],
    });
    expect(merged.statusCode, merged.body).toBe(200);
    stands(merged.json().lead, "lost", c.closed.lost, c.stages.lost);
    await expectAgreement("merge");
    const undone = await api("POST", `/api/lead-merges/${merged.json().merge_id}/undo`);
    expect(undone.statusCode, undone.body).toBe(200);
    stands(await lead(target.id), "open", c.statuses[0], c.stages.open);
    stands(await lead(source.id), "lost", c.closed.lost, c.stages.lost);
    await expectAgreement("merge undo");
  });

  it("files a website's lead open, in the first open status and stage", async () => {
    const email = `web.${uniqueToken()}@example.test`;
    const res = await c.test.app.inject({
      method: "POST",
      url: "/api/public/lead-requests",
      remoteAddress: "10.88.0.1",
      payload: { name: "Visita Web", email, subject: "Hola", message: "Información" },
    });
    expect(res.statusCode, res.body).toBe(202);
    const row = await c.db.selectFrom("leads").select("id").where("email", "=", email).executeTakeFirstOrThrow();
    stands(await lead(row.id), "open", c.statuses[0], c.stages.open);
    await expectAgreement("web-to-lead");
  });

  it("keeps agreement under concurrent moves on both boards", async () => {
    const l = await createLead(c.admin);
    for (let i = 0; i < 6; i++) {
      const answers = await Promise.all([
        api("POST", `/api/leads/${l.id}/move`, { column: i % 2 ? c.closed.lost : c.statuses[1], index: 0 }),
        api("POST", `/api/leads/${l.id}/move/pipeline`, { column: i % 2 ? c.stages.won : c.stages.proposal, index: 0 }),
        api("PATCH", `/api/leads/${l.id}`, { lead_status_id: i % 3 ? c.closed.won : c.closed.lost }),
      ]);
      for (const res of answers) expect([200, 409], res.body).toContain(res.statusCode);
      await expectAgreement("concurrent moves");
    }
  });

  it("walks every documented route that writes leads", async () => {
    const doc = (await call(c.admin.app, c.admin.token, { method: "GET", url: "/api/docs/json" })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const writes = Object.entries(doc.paths)
      .filter(([path]) => /^\/api\/(leads|lead-merges|lead-imports|public\/lead-requests)(\/|$)/.test(path))
      .flatMap(([path, methods]) =>
        Object.keys(methods)
          .filter((m) => ["post", "put", "patch", "delete"].includes(m))
          .map((m) => `${m} ${path}`),
      );
    expect(writes.filter((w) => !Object.hasOwn(WALKED, w) && !NOT_MOVING.includes(w))).toEqual([]);
    expect(Object.keys(WALKED).filter((w) => !writes.includes(w))).toEqual([]);
    expect([...new Set(Object.values(WALKED))].filter((step) => !walked.has(step))).toEqual([]);
  });
});
