import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as leadOutcomes from "../../../migrations/0019_lead_outcomes.js";
import { seedDemo } from "../../../api/seed/seed-demo.js";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../../fixtures/database.js";
import { disagreeingLeads } from "../../fixtures/crm.js";

// Migration 0019 repairs the leads the old rules left contradicting themselves (issue 26: "Perdido"
// on the status board but in a won stage, lost in the pipeline but "Nuevo", converted and still
// "Nuevo"), and the demo data agrees from the start.

type Row = Record<string, unknown>;

describe.each(DATABASE_KINDS)("lead outcomes' repair on %s", (kind) => {
  let t: TestDatabase;
  let db: Kysely<any>;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    db = t.handle.db as unknown as Kysely<any>;
  });
  afterAll(async () => {
    await t?.drop();
  });
  const insert = async (table: string, values: Row) =>
    Number((await db.insertInto(table).values(values).returning("id").executeTakeFirstOrThrow()).id);
  const leadRow = (id: number) => db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

  it("reads outcomes from status names, moves contradicting leads to their truth, keeps them agreeing", async () => {
    await leadOutcomes.down(db);
    const nuevo = await insert("lead_statuses", { name: "Nuevo", order: 1 });
    const perdido = await insert("lead_statuses", { name: "Perdido", order: 3 });
    const ganado = await insert("lead_statuses", { name: "Cerrado ganado", order: 2 });
    const client = await insert("lead_clients", { name: "Cliente reparado" });
    const ventas = await insert("pipelines", { name: "Ventas" });
    const stage = (pipeline: number, name: string, order: number, extra: Row = {}) =>
      insert("pipeline_stages", { pipeline_id: pipeline, name, order, ...extra });
    const open = await stage(ventas, "Abierta", 1, { win_probability: 20 });
    const won = await stage(ventas, "Ganada", 2, { won: true, win_probability: 100 });
    const lost = await stage(ventas, "Perdida", 3, { lost: true, win_probability: 0 });
    // A pipeline with no lost stage, whose lead was marked lost (the old "lose" allowed it).
    const corta = await insert("pipelines", { name: "Corta" });
    const cortaOpen = await stage(corta, "Contacto", 1);
    const lead = (name: string, values: Row) => insert("leads", { name, estimated_value: 100_000, ...values });
    const ids = {
      lostButWon: await lead("Perdido en el tablero, ganado en el embudo", {
        lead_status_id: perdido,
        pipeline_id: ventas,
        stage_id: won,
      }),
      lostButNew: await lead("Perdido en el embudo, nuevo en el tablero", {
        lead_status_id: nuevo,
        pipeline_id: ventas,
        stage_id: lost,
        lost_at: sql`now()`,
      }),
      convertedButNew: await lead("Convertido pero nuevo", {
        lead_status_id: nuevo,
        pipeline_id: ventas,
        stage_id: open,
        converted_client_id: client,
      }),
      lostNoStage: await lead("Perdido sin etapa de perdido", {
        lead_status_id: nuevo,
        pipeline_id: corta,
        stage_id: cortaOpen,
        lost_at: sql`now()`,
      }),
      wonNoPipeline: await lead("Ganado sin embudo", { lead_status_id: ganado }),
      fine: await lead("Abierto", { lead_status_id: nuevo, pipeline_id: ventas, stage_id: open, probability: 20 }),
    };
    await leadOutcomes.up(db);

    const statuses = await db.selectFrom("lead_statuses").select(["id", "outcome"]).orderBy("id").execute();
    expect(statuses.slice(0, 3)).toEqual([
      { id: nuevo, outcome: "open" },
      { id: perdido, outcome: "lost" },
      { id: ganado, outcome: "won" },
    ]);
    const stages = await db
      .selectFrom("pipeline_stages")
      .select(["id", "outcome"])
      .where("pipeline_id", "=", ventas)
      .orderBy("id")
      .execute();
    expect(stages).toEqual([
      { id: open, outcome: "open" },
      { id: won, outcome: "won" },
      { id: lost, outcome: "lost" },
    ]);

    expect(await leadRow(ids.lostButWon)).toMatchObject({
      outcome: "won",
      lead_status_id: ganado,
      stage_id: won,
      lost_at: null,
    });
    expect(await leadRow(ids.lostButNew)).toMatchObject({ outcome: "lost", lead_status_id: perdido, stage_id: lost });
    expect(await leadRow(ids.convertedButNew)).toMatchObject({
      outcome: "won",
      lead_status_id: ganado,
      stage_id: won,
      probability: 100,
    });
    expect((await leadRow(ids.convertedButNew)).won_at).not.toBeNull();
    const made = await leadRow(ids.lostNoStage);
    expect(made).toMatchObject({ outcome: "lost", lead_status_id: perdido, pipeline_id: corta, probability: 0 });
    expect(
      await db
        .selectFrom("pipeline_stages")
        .select(["pipeline_id", "name", "outcome"])
        .where("id", "=", made.stage_id)
        .executeTakeFirst(),
    ).toEqual({ pipeline_id: corta, name: "Perdido", outcome: "lost" });
    expect(await leadRow(ids.wonNoPipeline)).toMatchObject({ outcome: "won", lead_status_id: ganado, stage_id: null });
    expect(await leadRow(ids.fine)).toMatchObject({
      outcome: "open",
      lead_status_id: nuevo,
      stage_id: open,
      probability: 20,
    });
    expect(await disagreeingLeads(db)).toEqual([]);

    // From now on the database itself refuses a lead that contradicts itself, whoever writes it.
    const refused = async (values: Row) => {
      const error = await db
        .updateTable("leads")
        .set(values)
        .where("id", "=", ids.fine)
        .execute()
        .then(
          () => null,
          (e: { constraint?: string }) => e,
        );
      return error?.constraint;
    };
    expect(await refused({ lead_status_id: perdido })).toBe("leads_outcome_agreement");
    expect(await refused({ lead_status_id: ganado, stage_id: lost })).toBe("leads_outcome_agreement");
    expect(await refused({ converted_client_id: client })).toBe("leads_converted_won");
    const usedOutcome = await db
      .updateTable("lead_statuses")
      .set({ outcome: "won" })
      .where("id", "=", nuevo)
      .execute()
      .then(
        () => null,
        (e: { constraint?: string }) => e.constraint,
      );
    expect(usedOutcome).toBe("lead_statuses_outcome_in_use");
    expect(await disagreeingLeads(db)).toEqual([]);
  });

  it("seeds demo leads whose statuses and stages agree", async () => {
    await sql`truncate leads, lead_statuses, pipeline_stages, pipelines, lead_clients restart identity cascade`.execute(
      db,
    );
    await seedDemo(t.handle.db);
    const { rows } = await sql<{
      outcome: string;
      n: number;
    }>`select outcome, count(*)::int as n from leads group by outcome order by outcome`.execute(db);
    expect(rows.map((r) => r.outcome)).toEqual(["lost", "open", "won"]);
    expect(await disagreeingLeads(db)).toEqual([]);
  });
});
