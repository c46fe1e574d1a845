import { sql, type Kysely } from "kysely";

// Issue 26, sales: one truth about where a lead stands.
// - Lead statuses and pipeline stages each carry an outcome (open, won, lost); the stages' won and
//   lost flags become their outcome. A lead carries the outcome its status and stage agree on,
//   and when it was won (won_at, beside lost_at).
// - The database keeps them agreeing, whoever writes: a lead whose status and stage disagree is
//   refused, its outcome is theirs, won_at and lost_at are stamped from it; a status or stage
//   that still has leads cannot change its outcome.
// - Existing rows are repaired: a converted lead or one in a won stage is won, one marked lost or
//   in a lost stage is lost, the rest follow their stage (or, with none, their status); the other
//   side moves to the first status or stage of that outcome by its order (made when none exists).
// - The weighted value rounds half away from zero (it truncated: 1.234,56 € at 10 % was 123,45 €).
// - Lead clients get an account manager: the owner of the lead converted into them.

const GAP = 1024; // api/modules/kanban/board-position.ts: the distance between two cards' places
const OUTCOME_CHECK = (column = "outcome") => sql`${sql.ref(column)} in ('open', 'won', 'lost')`;

async function addOutcome(db: Kysely<any>, table: string): Promise<void> {
  await db.schema
    .alterTable(table)
    .addColumn("outcome", "varchar(10)", (c) => c.notNull().defaultTo("open"))
    .execute();
  const name = sql.id(`${table}_outcome_check`);
  await sql`alter table ${sql.table(table)} add constraint ${name} check (${OUTCOME_CHECK()})`.execute(db);
}

async function dashboardIndex(db: Kysely<any>, include: string): Promise<void> {
  await sql`drop index if exists leads_dashboard_idx`.execute(db);
  await sql.raw(`create index leads_dashboard_idx on leads (stage_id, pipeline_id) include (${include})`).execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  await addOutcome(db, "lead_statuses");
  // Until now a status's meaning lived only in its name: the usual ones are read once, here.
  await sql`
    update lead_statuses set outcome = case
      when unaccent_lower(name) ~ '(^|[^a-z])(ganad[oa]s?|won)([^a-z]|$)' then 'won'
      when unaccent_lower(name) ~ '(^|[^a-z])(perdid[oa]s?|lost)([^a-z]|$)' then 'lost'
      else 'open' end`.execute(db);

  await addOutcome(db, "pipeline_stages");
  await sql`update pipeline_stages set outcome = case when won then 'won' when lost then 'lost' else 'open' end`.execute(
    db,
  );
  await sql`alter table pipeline_stages drop constraint pipeline_stages_won_or_lost`.execute(db);
  await sql`alter table pipeline_stages drop column won, drop column lost`.execute(db);

  await addOutcome(db, "leads");
  await db.schema.alterTable("leads").addColumn("won_at", "timestamptz").execute();
  // Rounded, not truncated (resources/kit/money.ts percentOf); the index that includes it goes with it.
  await sql`alter table leads drop column weighted_value`.execute(db);
  await sql`
    alter table leads add column weighted_value bigint
    generated always as (round(estimated_value::numeric * coalesce(probability, 0) / 100)::bigint) stored`.execute(db);
  await dashboardIndex(db, "owner_id, outcome, won_at, estimated_value, weighted_value, stage_changed_at");

  await db.schema
    .alterTable("lead_clients")
    .addColumn("account_manager_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .execute();
  await sql`create index lead_clients_account_manager_id_idx on lead_clients (account_manager_id)`.execute(db);

  await repairLeads(db);
  await keepAgreement(db);
}

async function repairLeads(db: Kysely<any>): Promise<void> {
  // What each lead is: what was done to it first, then its stage, then its status.
  await sql`
    update leads l set outcome = t.outcome from (
      select x.id, case
        when x.converted_client_id is not null or ps.outcome = 'won' then 'won'
        when x.lost_at is not null or ps.outcome = 'lost' then 'lost'
        when ps.id is not null then 'open'
        else coalesce(st.outcome, 'open') end as outcome
      from leads x left join pipeline_stages ps on ps.id = x.stage_id
      left join lead_statuses st on st.id = x.lead_status_id
    ) t where t.id = l.id`.execute(db);
  await sql`
    update leads l set won_at = case when ps.outcome = 'won' then l.stage_changed_at else l.updated_at end
    from leads x left join pipeline_stages ps on ps.id = x.stage_id
    where x.id = l.id and l.outcome = 'won'`.execute(db);
  await sql`
    update leads l
    set lost_at = coalesce(l.lost_at, case when ps.outcome = 'lost' then l.stage_changed_at end, l.updated_at)
    from leads x left join pipeline_stages ps on ps.id = x.stage_id
    where x.id = l.id and l.outcome = 'lost'`.execute(db);
  await sql`update leads set lost_at = null where outcome <> 'lost' and lost_at is not null`.execute(db);

  // A status of each outcome some lead needs, when there is none.
  await sql`
    insert into lead_statuses (name, color, "order", outcome)
    select v.name, v.color, coalesce((select max("order") from lead_statuses), 0) + v.k, v.outcome
    from (values ('Nuevo', '#1677ff', 1, 'open'), ('Ganado', '#52c41a', 2, 'won'), ('Perdido', '#ff4d4f', 3, 'lost'))
      as v(name, color, k, outcome)
    where not exists (select 1 from lead_statuses s where s.outcome = v.outcome)
      and exists (
        select 1 from leads l join lead_statuses s on s.id = l.lead_status_id
        where l.outcome = v.outcome and s.outcome <> v.outcome
      )`.execute(db);
  await sql`
    with fix as (
      select l.id, (
        select s.id from lead_statuses s where s.outcome = l.outcome order by s.active desc, s."order", s.id limit 1
      ) as status_id
      from leads l join lead_statuses cur on cur.id = l.lead_status_id where cur.outcome <> l.outcome
    ), placed as (
      select f.id, f.status_id,
        coalesce((select max(x.board_position) from leads x where x.lead_status_id = f.status_id), 0)
          + ${sql.lit(GAP)} * row_number() over (partition by f.status_id order by f.id) as pos
      from fix f
    )
    update leads l set lead_status_id = p.status_id, board_position = p.pos
    from placed p where p.id = l.id`.execute(db);

  // A stage of each outcome some lead of a pipeline needs, when the pipeline has none.
  await sql`
    insert into pipeline_stages (pipeline_id, name, "order", win_probability, outcome)
    select n.pipeline_id, case n.outcome when 'won' then 'Ganado' when 'lost' then 'Perdido' else 'Abierto' end,
      (select coalesce(max(s."order"), 0) from pipeline_stages s where s.pipeline_id = n.pipeline_id)
        + row_number() over (partition by n.pipeline_id order by n.outcome),
      case n.outcome when 'won' then 100 when 'lost' then 0 else 10 end, n.outcome
    from (
      select distinct cur.pipeline_id, l.outcome from leads l join pipeline_stages cur on cur.id = l.stage_id
      where cur.outcome <> l.outcome
    ) n
    where not exists (
      select 1 from pipeline_stages s where s.pipeline_id = n.pipeline_id and s.outcome = n.outcome
    )`.execute(db);
  await sql`
    with fix as (
      select l.id, (
        select s.id from pipeline_stages s where s.pipeline_id = cur.pipeline_id and s.outcome = l.outcome
        order by s.active desc, s."order", s.id limit 1
      ) as stage_id
      from leads l join pipeline_stages cur on cur.id = l.stage_id where cur.outcome <> l.outcome
    ), placed as (
      select f.id, f.stage_id,
        coalesce((select max(x.stage_position) from leads x where x.stage_id = f.stage_id), 0)
          + ${sql.lit(GAP)} * row_number() over (partition by f.stage_id order by f.id) as pos
      from fix f
    )
    update leads l set stage_id = p.stage_id, pipeline_id = s.pipeline_id, stage_position = p.pos,
      stage_changed_at = now(),
      probability = case when s.outcome = 'lost' then 0 else s.win_probability end,
      rotting_at = case when s.rotting_days is null then null else now() + make_interval(days => s.rotting_days) end
    from placed p join pipeline_stages s on s.id = p.stage_id where p.id = l.id`.execute(db);
}

async function keepAgreement(db: Kysely<any>): Promise<void> {
  // Every write of a lead, by the API or by hand: status and stage agree, the lead takes their
  // outcome (its own stands only with neither), a converted lead is won, and the times it was
  // won and lost follow. Plain reads of the status and stage: a change of their outcome waits
  // for every lead write (below), and a lead write after it reads the new one.
  await sql`
    create function lead_outcome() returns trigger language plpgsql as $$
    declare
      by_status varchar(10);
      by_stage varchar(10);
    begin
      if new.lead_status_id is not null then
        select outcome into by_status from lead_statuses where id = new.lead_status_id;
      end if;
      if new.stage_id is not null then
        select outcome into by_stage from pipeline_stages where id = new.stage_id;
      end if;
      if by_status is not null and by_stage is not null and by_status <> by_stage then
        raise exception 'lead %: its status is %, its stage %', new.id, by_status, by_stage
          using errcode = 'check_violation', constraint = 'leads_outcome_agreement';
      end if;
      new.outcome := coalesce(by_stage, by_status, new.outcome);
      if new.converted_client_id is not null and new.outcome <> 'won' then
        raise exception 'lead %: converted into a client but %', new.id, new.outcome
          using errcode = 'check_violation', constraint = 'leads_converted_won';
      end if;
      new.won_at := case when new.outcome = 'won' then coalesce(new.won_at, now()) end;
      new.lost_at := case when new.outcome = 'lost' then coalesce(new.lost_at, now()) end;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger leads_outcome
    before insert or update of lead_status_id, stage_id, outcome, converted_client_id, lost_at, won_at on leads
    for each row execute function lead_outcome()`.execute(db);

  // A status or stage leads are in keeps its outcome. The table lock waits for the lead writes
  // in flight, so the check sees them, and holds new ones until this change commits.
  await sql`
    create function lead_outcome_in_use() returns trigger language plpgsql as $$
    declare
      used boolean;
    begin
      if new.outcome is distinct from old.outcome then
        lock table leads in share mode;
        execute format('select exists (select 1 from leads where %I = $1)', tg_argv[0]) into used using new.id;
        if used then
          raise exception '% %: leads are in it', tg_table_name, new.id
            using errcode = 'check_violation', constraint = tg_table_name || '_outcome_in_use';
        end if;
      end if;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger lead_statuses_outcome before update of outcome on lead_statuses
    for each row execute function lead_outcome_in_use('lead_status_id')`.execute(db);
  await sql`
    create trigger pipeline_stages_outcome before update of outcome on pipeline_stages
    for each row execute function lead_outcome_in_use('stage_id')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists pipeline_stages_outcome on pipeline_stages`.execute(db);
  await sql`drop trigger if exists lead_statuses_outcome on lead_statuses`.execute(db);
  await sql`drop trigger if exists leads_outcome on leads`.execute(db);
  await sql`drop function if exists lead_outcome_in_use()`.execute(db);
  await sql`drop function if exists lead_outcome()`.execute(db);
  await sql`drop index if exists lead_clients_account_manager_id_idx`.execute(db);
  await db.schema.alterTable("lead_clients").dropColumn("account_manager_id").execute();
  await sql`alter table leads drop column weighted_value`.execute(db);
  await sql`
    alter table leads add column weighted_value bigint
    generated always as (estimated_value * coalesce(probability, 0) / 100) stored`.execute(db);
  await sql`alter table leads drop column won_at, drop column outcome`.execute(db);
  await dashboardIndex(db, "owner_id, lost_at, converted_client_id, estimated_value, weighted_value, stage_changed_at");
  await sql`
    alter table pipeline_stages
    add column won boolean not null default false, add column lost boolean not null default false`.execute(db);
  await sql`update pipeline_stages set won = outcome = 'won', lost = outcome = 'lost'`.execute(db);
  await sql`alter table pipeline_stages add constraint pipeline_stages_won_or_lost check (not (won and lost))`.execute(
    db,
  );
  await sql`alter table pipeline_stages drop column outcome`.execute(db);
  await sql`alter table lead_statuses drop column outcome`.execute(db);
}
