import { sql, type Kysely } from "kysely";
import { normalizePhone } from "../modules/crm/phone.js";
import { refreshScores } from "../modules/crm/lead-score.js";
import {
  DEMO_CAMPAIGNS,
  DEMO_FINANCIAL_QUESTIONS,
  DEMO_PIPELINES,
  DEMO_QUESTIONS,
  demoLeads,
  demoStageRows,
} from "./demo-crm-data.js";
import { dynamicTable } from "../db/dynamic-table.js";
import type { Database } from "../db/schema.js";

// Writes the demo's sales data straight to the tables (the seed runs without the API's hooks), so
// it sets what the hooks would: stage clock, probability, phone in E.164, timeline and scores.

const day = (offset: number) => sql<string>`(current_date + ${offset}::int)`;

async function idByName(db: Kysely<Database>, table: string): Promise<Map<string, number>> {
  const rows = await dynamicTable(db).selectFrom(table).select(["id", "name"]).execute();
  return new Map(rows.map((r) => [String(r.name), r.id]));
}

async function insertQuestions(
  db: Kysely<Database>,
  table: string,
  questions: readonly { question: string; kind: string; options: readonly (readonly [string, number])[] }[],
) {
  const rows = questions.map((q, i) => ({
    question: q.question,
    kind: q.kind,
    order: i + 1,
    options: sql`cast(${JSON.stringify(q.options.map(([label, points], j) => ({ id: `o${i + 1}${j + 1}`, label, points })))}
      as jsonb)`,
  }));
  return (await dynamicTable(db).insertInto(table).values(rows).returning("id").execute()).map((r) => r.id);
}

export async function seedDemoCrm(
  db: Kysely<Database>,
  users: Record<"admin" | "commercial", number>,
  clientId: number,
): Promise<void> {
  const stagesByPipeline: { id: number; win: number; rotting: number | null; outcome: string }[][] = [];
  const pipelineIds: number[] = [];
  for (const [p, pipeline] of DEMO_PIPELINES.entries()) {
    const { id } = await db
      .insertInto("pipelines")
      .values({ name: pipeline.name, description: pipeline.description, order: p + 1 })
      .returning("id")
      .executeTakeFirstOrThrow();
    pipelineIds.push(id);
    const stages = await db
      .insertInto("pipeline_stages")
      .values(demoStageRows(id, pipeline))
      .returning(["id", "win_probability", "rotting_days", "outcome"])
      .execute();
    const rows = stages.map((s) => ({
      id: s.id as number,
      win: s.win_probability as number,
      rotting: s.rotting_days as number | null,
      outcome: s.outcome as string,
    }));
    stagesByPipeline.push(rows);
  }
  const types = await idByName(db, "campaign_types");
  const campaigns = await db
    .insertInto("campaigns")
    .values(
      DEMO_CAMPAIGNS.map((c, i) => ({
        name: c.name,
        status: c.status,
        channel: c.channel,
        budget: c.budget,
        start_date: day(c.start),
        end_date: day(c.end),
        campaign_type_id: types.get(c.type) ?? null,
        board_position: i + 1,
      })),
    )
    .returning("id")
    .execute();
  const questions = await insertQuestions(db, "lead_questions", DEMO_QUESTIONS);
  const financial = await insertQuestions(db, "lead_financial_questions", DEMO_FINANCIAL_QUESTIONS);
  // Each lead's status means what its stage means (docs/product.md#product-rules): one of the statuses of that outcome.
  const statusRows = await db
    .selectFrom("lead_statuses")
    .select(["id", "outcome"])
    .where("active", "=", true)
    .orderBy("order")
    .orderBy("id")
    .execute();
  const statusesOf = (outcome: string) => statusRows.filter((r) => r.outcome === outcome).map((r) => r.id as number);

  const leads = demoLeads();
  const positions = new Map<string, number>();
  const place = (key: string) => positions.set(key, (positions.get(key) ?? 0) + 1).get(key)!;
  for (const [i, lead] of leads.entries()) {
    const stages = stagesByPipeline[lead.pipeline];
    const stage = stages[lead.stage % stages.length];
    const statuses = statusesOf(stage.outcome);
    const statusId = statuses[lead.status % statuses.length];
    const since = sql<Date>`now() - make_interval(days => ${lead.daysInStage})`;
    const { id } = await db
      .insertInto("leads")
      .values({
        name: lead.name,
        email: lead.email,
        phone: lead.phone,
        phone_e164: normalizePhone(lead.phone),
        company: lead.company,
        source: lead.source,
        lead_status_id: statusId,
        pipeline_id: pipelineIds[lead.pipeline],
        stage_id: stage.id,
        owner_id: lead.owner ? users[lead.owner] : null,
        campaign_id: lead.campaign === null ? null : campaigns[lead.campaign].id,
        estimated_value: lead.value,
        probability: stage.outcome === "lost" ? 0 : stage.win,
        likelihood: ["possible", "likely", "improbable", "certain"][i % 4],
        next_action_date: lead.nextAction === null ? null : day(lead.nextAction),
        stage_changed_at: sql`now() - make_interval(days => ${lead.daysInStage})`,
        rotting_at: stage.rotting
          ? sql`now() - make_interval(days => ${lead.daysInStage}) + make_interval(days => ${stage.rotting})`
          : null,
        outcome: stage.outcome,
        lost_at: stage.outcome === "lost" ? since : null,
        won_at: stage.outcome === "won" ? since : null,
        lost_reason: stage.outcome === "lost" ? "Eligió otra academia" : null,
        board_position: place(`s${statusId}`),
        stage_position: place(`p${stage.id}`),
        created_at: sql`now() - make_interval(days => ${lead.daysInStage + 12})`,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("lead_events")
      .values({
        lead_id: id,
        kind: "created",
        actor_id: lead.owner ? users[lead.owner] : users.admin,
        at: sql`now() - make_interval(days => ${lead.daysInStage + 12})`,
      })
      .execute();
    if (i % 2 === 0) {
      await db
        .insertInto("lead_answers")
        .values([
          { lead_id: id, question_id: questions[0], option_id: `o1${1 + (i % 3)}` },
          { lead_id: id, question_id: questions[1], option_id: `o2${1 + (i % 3)}` },
        ])
        .execute();
      await db
        .insertInto("lead_answers")
        .values({ lead_id: id, financial_question_id: financial[0], option_id: `o1${1 + (i % 3)}` })
        .execute();
    }
    const owner = lead.owner ? users[lead.owner] : users.admin;
    for (let a = 0; a < 2; a++) {
      const offset = ((i * 3 + a * 5) % 21) - 10;
      const activity = await db
        .insertInto("lead_activities")
        .values({
          lead_id: id,
          type: ["call", "meeting", "email", "task"][(i + a) % 4],
          subject: [
            `Llamar a ${lead.name}`,
            `Reunión con ${lead.name}`,
            "Enviar información del curso",
            "Preparar propuesta",
          ][(i + a) % 4],
          owner_id: owner,
          due_at: sql`date_trunc('day', now()) + make_interval(days => ${offset}, hours => ${9 + ((i + a) % 8)})`,
          duration_minutes: [30, 60, 15, 45][(i + a) % 4],
          done: offset < -2 && (i + a) % 3 !== 0,
        })
        .returning(["id", "type", "subject", "due_at", "done"])
        .executeTakeFirstOrThrow();
      // The timeline tells of it, as the API's hooks would have.
      const told = {
        activity_id: activity.id,
        type: activity.type,
        subject: activity.subject,
        due_at: activity.due_at,
        outcome: null,
      };
      await db
        .insertInto("lead_events")
        .values({
          lead_id: id,
          kind: activity.type === "email" ? "email" : "activity",
          actor_id: owner,
          at: sql`now() - make_interval(days => ${lead.daysInStage + 11 - a})`,
          data: sql`cast(${JSON.stringify(told)} as jsonb)`,
        })
        .execute();
      if (activity.done)
        await db
          .insertInto("lead_events")
          .values({
            lead_id: id,
            kind: "activity_done",
            actor_id: owner,
            at: activity.due_at,
            data: sql`cast(${JSON.stringify(told)} as jsonb)`,
          })
          .execute();
    }
  }
  const firstLead = await db.selectFrom("leads").select(["id", "owner_id"]).orderBy("id").executeTakeFirstOrThrow();
  const requests = await db
    .insertInto("lead_requests")
    .values([
      {
        subject: "Información sobre el curso de inglés",
        message: "Quisiera saber horarios y precio.",
        lead_id: firstLead.id,
        owner_id: firstLead.owner_id,
        channel: "web",
        status: "new",
        contact_name: leads[0].name,
        contact_email: leads[0].email,
      },
      {
        subject: "Ampliar la formación del personal",
        message: "Necesitamos un plan para 12 empleados.",
        client_id: clientId,
        channel: "email",
        status: "in_progress",
        contact_name: "Secretaría",
        contact_email: "secretaria@academia-ejemplo.test",
      },
      {
        subject: "Consulta de becas",
        message: "¿Hay becas para bachillerato?",
        channel: "phone",
        status: "new",
        contact_name: "Rosa Vidal",
        contact_phone: "+34 600 111 222",
      },
    ])
    .returning(["id", "subject"])
    .execute();
  await db
    .insertInto("lead_events")
    .values({
      lead_id: firstLead.id,
      kind: "request",
      actor_id: null,
      data: sql`cast(${JSON.stringify({ request_id: requests[0].id, subject: requests[0].subject })} as jsonb)`,
    })
    .execute();
  await refreshScores(db, null);
}
