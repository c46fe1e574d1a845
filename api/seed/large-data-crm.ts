import { sql, type Kysely, type RawBuilder } from "kysely";
import { GAP } from "../modules/kanban/board-position.js";
import { DEMO_PIPELINES, demoStageRows } from "./demo-crm-data.js";
import { intArray, mix } from "./large-data-sql.js";
import type { Database } from "../db/schema.js";

// The sales half of the large data set (issue 11): campaigns, leads over the large data's staff
// and their pipelines' stages, follow-up activities and each lead's "created" event, loaded the
// way large-data-tasks.ts loads tasks: one INSERT … SELECT each, values spread by a hash of the
// row number. The hooks the API runs on a write (stage clock, probability, E.164 phone, timeline)
// are done here by hand; the score is refreshed afterwards by the API's own statement.

export interface CrmSize {
  leads: number;
  activities: number;
  campaigns: number;
}

export interface CrmLookups {
  /** Users leads and activities are spread over (the large data's staff). */
  staff: number[];
}

/** Campaigns from 50 on get a number: the names below make 50 distinct ones. */
const CAMPAIGN_KINDS = [
  "Jornada de puertas abiertas",
  "Newsletter",
  "Anuncios en redes",
  "Feria",
  "Webinar",
  "Mailing",
  "Cuña de radio",
  "Patrocinio",
  "Búsqueda de pago",
  "Llamadas",
];
const CAMPAIGN_CHANNELS = ["events", "email", "social", "events", "web", "email", "other", "events", "ads", "phone"];
const CAMPAIGN_TOPICS = ["de idiomas", "de bachillerato", "de FP", "para empresas", "de verano"];
const FIRST = [
  "Lucía",
  "Mateo",
  "Martina",
  "Hugo",
  "Sofía",
  "Leo",
  "Valeria",
  "Daniel",
  "Julia",
  "Pablo",
  "Emma",
  "Álvaro",
  "Carla",
  "Diego",
  "Noa",
  "Adrián",
  "Paula",
  "Marcos",
  "Elena",
  "Javier",
  "Irene",
  "Sergio",
  "Laura",
  "Iván",
];
const LAST = [
  "García",
  "Martínez",
  "López",
  "Sánchez",
  "Pérez",
  "Gómez",
  "Fernández",
  "Ruiz",
  "Díaz",
  "Moreno",
  "Álvarez",
  "Romero",
  "Navarro",
  "Torres",
  "Gil",
  "Serrano",
  "Molina",
  "Ortiz",
];
const MAIL_DOMAINS = ["correo.test", "mail.test", "webmail.test", "buzon.test"];
const COMPANY_KINDS = [
  "Academia",
  "Colegio",
  "Talleres",
  "Distribuciones",
  "Clínica",
  "Consultoría",
  "Grupo",
  "Construcciones",
  "Transportes",
  "Hoteles",
  "Gestoría",
  "Farmacia",
];
const COMPANY_NAMES = [
  "Martínez",
  "García",
  "del Sur",
  "Levante",
  "Atlántico",
  "Ibérica",
  "Mediterráneo",
  "Castilla",
  "Norte",
  "Central",
  "del Valle",
  "Sierra",
  "Navarro",
  "Costa",
  "Aragón",
  "Galicia",
  "Montes",
  "Ribera",
  "Horizonte",
  "Albor",
];
const CITIES = [
  "Madrid",
  "Valencia",
  "Sevilla",
  "Bilbao",
  "Zaragoza",
  "Málaga",
  "Murcia",
  "Alicante",
  "Córdoba",
  "Vigo",
  "Gijón",
  "Granada",
];
const COMPANY_POOL = COMPANY_KINDS.length * COMPANY_NAMES.length * CITIES.length;
const SOURCES = ["website", "referral", "event", "cold_call", "social", "other", "website", "referral"];
const LIKELIHOODS = ["improbable", "possible", "likely", "certain", "too_high"];
const ACTIVITY_TYPES = ["call", "meeting", "email", "task"];
const SUBJECTS = ["Llamar a ", "Reunión con ", "Enviar información a ", "Preparar propuesta para "];
const OUTCOMES = [
  "Interesado, pide presupuesto",
  "No contesta, volver a llamar",
  "Quiere empezar el mes que viene",
  "Lo consultará con su familia",
  "Pide más información por correo",
];

const text = (values: string[]): RawBuilder<string[]> =>
  sql<string[]>`array[${sql.join(values.map((v) => sql.lit(v)))}]::text[]`;
const pick = (values: string[], expr: RawBuilder<unknown>, salt: number) =>
  sql<string>`(${text(values)})[1 + ${mix(expr, salt, values.length)}]`;
/** A number in [0, 1) from a row number, for skewed picks (power > 1 favours the first). */
const unit = (expr: RawBuilder<unknown>, salt: number) =>
  sql<number>`(${mix(expr, salt, 1_000_000)}::float8 / 1000000)`;
/** The active statuses of one outcome, in their order. */
const statusesOf = (outcome: string) =>
  sql`(select array_agg(id order by "order", id) from lead_statuses where active and outcome = ${sql.lit(outcome)})`;
const ascii = (expr: RawBuilder<string>) => sql<string>`translate(lower(${expr}), 'áéíóúüñ', 'aeiouun')`;

/** Fifty campaigns over the last two years and the next half, their status following their dates. */
export async function insertCampaigns(db: Kysely<Database>, count: number): Promise<number[]> {
  const g = sql`g`;
  const kinds = CAMPAIGN_KINDS.length;
  const rows = await sql<{ id: number }>`
    with c as (
      select g, current_date - 700 + ${mix(g, 401, 880)} as start_date, 14 + ${mix(g, 402, 80)} as days,
             (select array_agg(id order by id) from campaign_types) as types
      from generate_series(1, ${sql.lit(count)}) g
    ),
    bases as (select status, max(board_position) as base from campaigns group by status),
    dated as (
      select c.*, case when start_date + days < current_date then 'completed' when start_date > current_date then
      'planned'
                       when ${mix(g, 403, 8)} = 0 then 'paused' else 'active' end as status
      from c
    )
    insert into campaigns (name, campaign_type_id, status, channel, budget, start_date, end_date, description,
    board_position)
    select (${text(CAMPAIGN_KINDS)})[1 + (g - 1) % ${sql.lit(kinds)}] || ' ' || (${text(CAMPAIGN_TOPICS)})[1 + ((g - 1)
    / ${sql.lit(kinds)}) % ${sql.lit(CAMPAIGN_TOPICS.length)}]
             || ' ' || extract(year from start_date) || case when g > ${sql.lit(kinds * CAMPAIGN_TOPICS.length)} then
             ' (' || g || ')' else '' end,
           types[1 + ${mix(g, 404, 1000)} % greatest(1, cardinality(types))],
           d.status, (${text(CAMPAIGN_CHANNELS)})[1 + (g - 1) % ${sql.lit(kinds)}],
           (500 + ${mix(g, 405, 40)} * 500) * 100, start_date, start_date + days,
           'Campaña de la carga de volumen número ' || g || '.',
           coalesce(b.base, 0) + ${sql.lit(GAP)} * row_number() over (partition by d.status order by g)
    from dated d left join bases b on b.status = d.status
    order by g
    returning id`.execute(db);
  return rows.rows.map((r) => r.id);
}

/** The pipelines leads go to: the first two active ones, or the demo's two made afresh. */
export async function ensurePipelines(db: Kysely<Database>): Promise<number[]> {
  const existing = await sql<{
    id: number;
  }>`select p.id from pipelines p where p.active and exists (select 1 from pipeline_stages s where s.pipeline_id = p.id
    and s.active) order by "order", id limit 2`.execute(db);
  if (existing.rows.length) return existing.rows.map((r) => r.id);
  const ids: number[] = [];
  for (const [p, pipeline] of DEMO_PIPELINES.entries()) {
    const { id } = await db
      .insertInto("pipelines")
      .values({ name: pipeline.name, description: pipeline.description, order: p + 1 })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db.insertInto("pipeline_stages").values(demoStageRows(id, pipeline)).execute();
    ids.push(id);
  }
  return ids;
}

/**
 * `count` leads: about 10% unassigned, the rest spread over the staff; seven in ten in the first
 * pipeline; more in the early stages; half with a company, a few companies far commoner than the
 * rest (at 100,000 leads the commonest has ~250, so the duplicate check's similar-name test has
 * that many names to compare; its cost grows with the company's leads).
 */
export async function insertLeads(
  db: Kysely<Database>,
  count: number,
  pipelines: number[],
  campaigns: number[],
  l: CrmLookups,
): Promise<void> {
  const g = sql`g`;
  const company = sql`c.ci`;
  await sql`
    with stages as (
      select id, pipeline_id, win_probability, rotting_days, outcome, outcome = 'lost' as lost,
             row_number() over (partition by pipeline_id order by "order", id) - 1 as k, count(*) over (partition by
             pipeline_id) as n
      from pipeline_stages where active and pipeline_id = any(${intArray(pipelines)})
    ),
    refs as (
      select ${statusesOf("open")} as open_statuses, ${statusesOf("won")} as won_statuses,
             ${statusesOf("lost")} as lost_statuses,
             (select array_agg(id order by id) from client_types) as client_types, (select array_agg(id order by id)
             from lead_services) as services
    ),
    base as (
      select g, (${intArray(pipelines)})[least(${sql.lit(pipelines.length)}, case when ${mix(g, 501, 10)} < 7 then 1
      else 2 end)] as pipeline_id,
             ${unit(g, 502)} as stage_u, ${mix(g, 503, 730)} as age_days,
             case when ${mix(g, 504, 10)} < 5 then null else floor(${sql.lit(COMPANY_POOL)} * power(${unit(g, 505)},
             1.5))::int end as ci,
             (${text(FIRST)})[1 + ${mix(g, 506, FIRST.length)}] as first, (${text(LAST)})[1 +
             ${mix(g, 507, LAST.length)}] as last1,
             (${text(LAST)})[1 + ${mix(g, 508, LAST.length)}] as last2, lpad(${mix(g, 509, 100_000_000)}::text, 8, '0')
             as digits
      from generate_series(1, ${sql.lit(count)}) g
    ),
    c as (
      select b.*, s.id as stage_id, s.win_probability, s.rotting_days, s.outcome, s.lost,
             s.k as stage_k, s.n as stage_n,
             (b.age_days * ${mix(g, 510, 101)} / 100) as days_in_stage,
             now() - make_interval(days => b.age_days, mins => ${mix(g, 511, 600)}) as created_at
      from base b join stages s on s.pipeline_id = b.pipeline_id and s.k = least(s.n - 1, floor(s.n * power(b.stage_u,
      1.6))::int)
    ),
    outcomes as (
      -- A lead's status means what its stage means: one of the statuses of that outcome.
      select c.*, case c.outcome when 'won' then r.won_statuses when 'lost' then r.lost_statuses
                                  else r.open_statuses end as statuses
      from c cross join refs r
    ),
    shaped as (
      select c.*,
             c.statuses[1 + case when ${mix(g, 512, 10)} < 7
                              then least(cardinality(c.statuses) - 1, c.stage_k * cardinality(c.statuses) / c.stage_n)
                                 else ${mix(g, 513, 1000)} % cardinality(c.statuses) end] as lead_status_id,
             r.client_types[1 + ${mix(g, 526, 1000)} % cardinality(r.client_types)] as client_type_id,
             r.services[1 + ${mix(g, 528, 1000)} % cardinality(r.services)] as service_id,
             case when ${mix(g, 514, 10)} = 0 then null else (${intArray(l.staff)})[1 + ${mix(g, 515, l.staff.length)}]
             end as owner_id,
             case when ${mix(g, 516, 100)} < 35 then (${intArray(campaigns)})[1 + ${mix(g, 517, campaigns.length)}] end
             as campaign_id,
             greatest(c.created_at, now() - make_interval(days => c.days_in_stage, mins => ${mix(g, 518, 600)})) as
             stage_changed_at,
             case when c.ci is null then null
                  else (${text(COMPANY_KINDS)})[1 + ${company} % ${sql.lit(COMPANY_KINDS.length)}] || ' ' ||
                  (${text(COMPANY_NAMES)})[1 + (${company} / ${sql.lit(COMPANY_KINDS.length)}) %
                  ${sql.lit(COMPANY_NAMES.length)}]
                    || ' ' || (${text(CITIES)})[1 + ${company} /
                    ${sql.lit(COMPANY_KINDS.length * COMPANY_NAMES.length)}] || (array[' S.L.', ' S.A.', ''])[1 +
                    ${mix(company, 519, 3)}] end as company
      from outcomes c cross join refs r
    ),
    status_bases as (select lead_status_id, max(board_position) as base from leads group by lead_status_id),
    stage_bases as (select stage_id, max(stage_position) as base from leads group by stage_id)
    insert into leads (name, email, phone, phone_e164, company, source, lead_status_id, pipeline_id, stage_id, owner_id,
    campaign_id,
                       client_type_id, service_ids, estimated_value, likelihood, probability, next_action_date,
                       lost_reason, lost_at,
                       won_at, outcome,
                       stage_changed_at, rotting_at, board_position, stage_position, created_at, updated_at)
    select s.first || ' ' || s.last1 || ' ' || s.last2,
           case when ${mix(g, 520, 20)} = 0 then null
                else ${ascii(sql`s.first`)} || '.' || ${ascii(sql`s.last1`)} || '.' || g || '@' ||
                ${pick(MAIL_DOMAINS, g, 521)} end,
           case when ${mix(g, 522, 10)} = 0 then null
                else (array['', '+34 '])[1 + ${mix(g, 523, 2)}] || '6' || substr(s.digits, 1, 2) || ' ' ||
                substr(s.digits, 3, 3) || ' ' || substr(s.digits, 6, 3) end,
           case when ${mix(g, 522, 10)} = 0 then null else '+346' || s.digits end,
           s.company,
           case when s.campaign_id is not null then 'campaign' else ${pick(SOURCES, g, 524)} end,
           s.lead_status_id, s.pipeline_id, s.stage_id, s.owner_id, s.campaign_id,
           case when ${mix(g, 525, 10)} >= 3 then s.client_type_id end,
           case when ${mix(g, 527, 2)} = 0 or s.service_id is null then '{}'::int[] else array[s.service_id] end,
           case when ${mix(g, 529, 10)} = 0 then null else (300 + floor(49700 * power(${unit(g, 530)}, 3)))::bigint *
           100 end,
           case when ${mix(g, 531, 7)} < 5 then (${text(LIKELIHOODS)})[1 + ${mix(g, 532, LIKELIHOODS.length)}] end,
           case when s.lost then 0 else s.win_probability end,
           case when ${mix(g, 533, 4)} > 0 then current_date - 30 + ${mix(g, 534, 90)} end,
           case when s.lost then 'Eligió otra academia' end, case when s.lost then s.stage_changed_at end,
           case when s.outcome = 'won' then s.stage_changed_at end, s.outcome,
           s.stage_changed_at, s.stage_changed_at + make_interval(days => s.rotting_days),
           coalesce(sb.base, 0) + ${sql.lit(GAP)} * row_number() over (partition by s.lead_status_id order by g),
           coalesce(pb.base, 0) + ${sql.lit(GAP)} * row_number() over (partition by s.stage_id order by g),
           s.created_at, s.stage_changed_at
    from shaped s left join status_bases sb on sb.lead_status_id = s.lead_status_id left join stage_bases pb on
    pb.stage_id = s.stage_id
    order by g`.execute(db);
}

/** Activities of the leads from `firstLead` on, due over the six months either side of today. */
export async function insertActivities(
  db: Kysely<Database>,
  count: number,
  firstLead: number,
  leads: number,
  l: CrmLookups,
): Promise<void> {
  const g = sql`g`;
  await sql`
    with numbered as (select id, name, owner_id, row_number() over (order by id) as rn from leads where id >=
    ${firstLead}),
    picked as (
      select g, x.id as lead_id, x.name, x.owner_id as lead_owner, 1 + ${mix(g, 601, 4)} as t,
             date_trunc('day', now()) + make_interval(days => ${mix(g, 602, 365)} - 182, hours => 8 +
             ${mix(g, 603, 10)}, mins => 15 * ${mix(g, 604, 4)}) as due_at,
             (array[15, 30, 30, 45, 60, 90])[1 + ${mix(g, 605, 6)}] as duration
      from generate_series(1, ${sql.lit(count)}) g
      join numbered x on x.rn = 1 + ${mix(g, 606, leads)}
    ),
    done as (select p.*, p.due_at < now() and ${mix(g, 607, 10)} < 8 as done from picked p)
    insert into lead_activities (lead_id, type, subject, owner_id, due_at, duration_minutes, done, done_at, outcome,
    created_at, updated_at)
    select lead_id, (${text(ACTIVITY_TYPES)})[t], (${text(SUBJECTS)})[t] || name,
           case when lead_owner is null or ${mix(g, 608, 5)} = 0 then (${intArray(l.staff)})[1 +
           ${mix(g, 609, l.staff.length)}] else lead_owner end,
           due_at, duration, done,
           case when done then least(now(), due_at + make_interval(mins => duration)) end,
           case when done and ${mix(g, 610, 2)} = 0 then ${pick(OUTCOMES, g, 611)} end,
           least(now(), due_at - make_interval(days => ${mix(g, 612, 14)})), least(now(), due_at)
    from done order by g`.execute(db);
}

/** The "created" entry that opens each new lead's timeline, by its owner, when it was created. */
export async function insertCreatedEvents(db: Kysely<Database>, firstLead: number): Promise<void> {
  await sql`insert into lead_events (lead_id, kind, actor_id, at) select id, 'created', owner_id, created_at from leads
    where id >= ${firstLead} order by id`.execute(db);
}

/**
 * Drops the table's indexes that back no constraint, and returns what builds them again: after
 * a bulk load one build per index is cheaper than keeping each (the name's trigram index above
 * all) row by row. The definitions are read from the catalog, so they stay the migration's.
 */
export async function dropSecondaryIndexes(db: Kysely<Database>, table: string): Promise<() => Promise<void>> {
  const { rows } = await sql<{ name: string; definition: string }>`
    select c.relname as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i join pg_class c on c.oid = i.indexrelid
    where i.indrelid = ${table}::regclass and not exists (select 1 from pg_constraint k where k.conindid =
    i.indexrelid)`.execute(db);
  for (const index of rows) await sql`drop index ${sql.id(index.name)}`.execute(db);
  return async () => {
    for (const index of rows) await sql.raw(index.definition).execute(db);
  };
}
