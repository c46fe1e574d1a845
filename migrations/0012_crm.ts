import { sql, type CreateTableBuilder, type Kysely } from "kysely";

// The sales area (issue 11): pipelines and their stages, campaigns, leads, requests, the two
// questionnaires and their answers, follow-up activities, each lead's timeline, merges that can
// be undone, imports, the score's weights and the users' calendar feeds.
function table(db: Kysely<any>, name: string): CreateTableBuilder<string, never> {
  return db.schema
    .createTable(name)
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`));
}

async function index(db: Kysely<any>, tableName: string, ...columns: string[]): Promise<void> {
  await db.schema
    .createIndex(`${tableName}_${columns.join("_")}_idx`)
    .on(tableName)
    .columns(columns)
    .execute();
}

const inList = (column: string, values: string[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;

const WATCHED = [
  "pipelines",
  "pipeline_stages",
  "campaigns",
  "leads",
  "lead_requests",
  "lead_questions",
  "lead_financial_questions",
  "lead_answers",
  "lead_activities",
];

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);

  await table(db, "pipelines")
    .addColumn("name", "varchar(80)", (c) => c.notNull())
    .addColumn("description", "varchar(500)")
    .addColumn("order", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("active", "boolean", (c) => c.notNull().defaultTo(true))
    .execute();
  await sql`create unique index pipelines_name_key on pipelines (lower(name))`.execute(db);

  await table(db, "pipeline_stages")
    .addColumn("pipeline_id", "integer", (c) => c.notNull().references("pipelines.id").onDelete("cascade"))
    .addColumn("name", "varchar(80)", (c) => c.notNull())
    .addColumn("order", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("win_probability", "integer", (c) =>
      c.notNull().defaultTo(10).check(sql`win_probability between 0 and 100`),
    )
    .addColumn("rotting_days", "integer", (c) => c.check(sql`rotting_days > 0`))
    .addColumn("won", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("lost", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("active", "boolean", (c) => c.notNull().defaultTo(true))
    .addCheckConstraint("pipeline_stages_won_or_lost", sql`not (won and lost)`)
    .execute();
  await index(db, "pipeline_stages", "pipeline_id", "order");

  await table(db, "campaigns")
    .addColumn("name", "varchar(160)", (c) => c.notNull())
    .addColumn("campaign_type_id", "integer", (c) => c.references("campaign_types.id").onDelete("restrict"))
    .addColumn("status", "varchar(20)", (c) =>
      c
        .notNull()
        .defaultTo("planned")
        .check(inList("status", ["planned", "active", "paused", "completed"])),
    )
    .addColumn("channel", "varchar(20)", (c) =>
      c.check(inList("channel", ["email", "social", "ads", "events", "phone", "web", "other"])),
    )
    .addColumn("budget", "bigint", (c) => c.check(sql`budget >= 0`))
    .addColumn("start_date", "date")
    .addColumn("end_date", "date")
    .addColumn("description", "varchar(2000)")
    .addColumn("board_position", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`create unique index campaigns_name_key on campaigns (lower(name))`.execute(db);
  await index(db, "campaigns", "status", "board_position");

  await table(db, "lead_imports")
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("filename", "varchar(255)", (c) => c.notNull())
    .addColumn("columns", "jsonb", (c) => c.notNull())
    .addColumn("rows", "jsonb", (c) => c.notNull())
    .addColumn("status", "varchar(20)", (c) =>
      c
        .notNull()
        .defaultTo("uploaded")
        .check(inList("status", ["uploaded", "imported", "undone"])),
    )
    .addColumn("imported", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("imported_at", "timestamptz")
    .execute();

  await table(db, "leads")
    .addColumn("name", "varchar(160)", (c) => c.notNull())
    .addColumn("email", "varchar(254)")
    .addColumn("phone", "varchar(30)")
    .addColumn("phone_e164", "varchar(20)")
    .addColumn("company", "varchar(160)")
    .addColumn("source", "varchar(20)", (c) =>
      c.check(inList("source", ["website", "referral", "campaign", "event", "cold_call", "social", "other"])),
    )
    .addColumn("lead_status_id", "integer", (c) => c.references("lead_statuses.id").onDelete("restrict"))
    .addColumn("pipeline_id", "integer", (c) => c.references("pipelines.id").onDelete("restrict"))
    .addColumn("stage_id", "integer", (c) => c.references("pipeline_stages.id").onDelete("restrict"))
    .addColumn("owner_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("campaign_id", "integer", (c) => c.references("campaigns.id").onDelete("set null"))
    .addColumn("client_type_id", "integer", (c) => c.references("client_types.id").onDelete("set null"))
    .addColumn("service_ids", sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn("specific_service_ids", sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn("estimated_value", "bigint", (c) => c.check(sql`estimated_value >= 0`))
    .addColumn("likelihood", "varchar(20)", (c) =>
      c.check(inList("likelihood", ["improbable", "possible", "likely", "certain", "too_high"])),
    )
    .addColumn("probability", "integer", (c) => c.check(sql`probability between 0 and 100`))
    .addColumn("weighted_value", "bigint", (c) =>
      c.generatedAlwaysAs(sql`estimated_value * coalesce(probability, 0) / 100`).stored(),
    )
    .addColumn("score", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_action_date", "date")
    .addColumn("converted_client_id", "integer", (c) => c.references("lead_clients.id").onDelete("set null"))
    .addColumn("lost_reason", "varchar(500)")
    .addColumn("lost_at", "timestamptz")
    .addColumn("stage_changed_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("rotting_at", "timestamptz")
    .addColumn("board_position", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("stage_position", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("import_id", "integer", (c) => c.references("lead_imports.id").onDelete("set null"))
    .execute();
  // The duplicate check (same email, same phone, similar name in the same company), the boards,
  // the owner's scope and the lists' usual orders.
  await sql`create index leads_email_idx on leads (lower(email)) where email is not null`.execute(db);
  await sql`create index leads_phone_idx on leads (phone_e164) where phone_e164 is not null`.execute(db);
  await sql`create index leads_company_idx on leads (lower(company)) where company is not null`.execute(db);
  await sql`create index leads_name_trgm_idx on leads using gin (lower(name) gin_trgm_ops)`.execute(db);
  await index(db, "leads", "lead_status_id", "board_position");
  await index(db, "leads", "stage_id", "stage_position");
  await index(db, "leads", "owner_id", "created_at");
  await index(db, "leads", "created_at");
  await index(db, "leads", "campaign_id");
  await index(db, "leads", "pipeline_id");
  await index(db, "leads", "import_id");
  // Lists by value and by name, and a pipeline's columns with what their totals add up.
  await sql`create index leads_estimated_value_idx on leads (estimated_value desc, id)`.execute(db);
  await sql`create index leads_name_sort_idx on leads ((unaccent_lower(name) collate "C"), (name collate "C"), id)`.execute(
    db,
  );
  await sql`create index leads_pipeline_board_idx on leads (pipeline_id, stage_id, stage_position) include (owner_id, estimated_value, probability)`.execute(
    db,
  );

  await table(db, "lead_requests")
    .addColumn("subject", "varchar(200)", (c) => c.notNull())
    .addColumn("message", "varchar(5000)")
    .addColumn("lead_id", "integer", (c) => c.references("leads.id").onDelete("set null"))
    .addColumn("client_id", "integer", (c) => c.references("lead_clients.id").onDelete("set null"))
    .addColumn("owner_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("service_id", "integer", (c) => c.references("lead_services.id").onDelete("set null"))
    .addColumn("channel", "varchar(20)", (c) =>
      c
        .notNull()
        .defaultTo("web")
        .check(inList("channel", ["web", "email", "phone", "whatsapp", "in_person", "other"])),
    )
    .addColumn("status", "varchar(20)", (c) =>
      c
        .notNull()
        .defaultTo("new")
        .check(inList("status", ["new", "in_progress", "answered", "closed"])),
    )
    .addColumn("contact_name", "varchar(160)")
    .addColumn("contact_email", "varchar(254)")
    .addColumn("contact_phone", "varchar(30)")
    .execute();
  await index(db, "lead_requests", "lead_id");
  await index(db, "lead_requests", "created_at");

  for (const name of ["lead_questions", "lead_financial_questions"]) {
    await table(db, name)
      .addColumn("question", "varchar(300)", (c) => c.notNull())
      .addColumn("kind", "varchar(20)", (c) =>
        c
          .notNull()
          .defaultTo("enumerated")
          .check(inList("kind", ["enumerated", "developed"])),
      )
      .addColumn("options", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn("order", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("active", "boolean", (c) => c.notNull().defaultTo(true))
      .execute();
  }

  await table(db, "lead_answers")
    .addColumn("lead_id", "integer", (c) => c.notNull().references("leads.id").onDelete("cascade"))
    .addColumn("question_id", "integer", (c) => c.references("lead_questions.id").onDelete("cascade"))
    .addColumn("financial_question_id", "integer", (c) =>
      c.references("lead_financial_questions.id").onDelete("cascade"),
    )
    .addColumn("option_id", "varchar(40)")
    .addColumn("text", "varchar(5000)")
    .addCheckConstraint("lead_answers_one_question", sql`num_nonnulls(question_id, financial_question_id) = 1`)
    .execute();
  await sql`create unique index lead_answers_question_key on lead_answers (lead_id, question_id) where question_id is not null`.execute(
    db,
  );
  await sql`create unique index lead_answers_financial_key on lead_answers (lead_id, financial_question_id) where financial_question_id is not null`.execute(
    db,
  );

  await table(db, "lead_activities")
    .addColumn("lead_id", "integer", (c) => c.notNull().references("leads.id").onDelete("cascade"))
    .addColumn("type", "varchar(20)", (c) =>
      c
        .notNull()
        .defaultTo("call")
        .check(inList("type", ["call", "meeting", "email", "task"])),
    )
    .addColumn("subject", "varchar(200)", (c) => c.notNull())
    .addColumn("notes", "varchar(5000)")
    .addColumn("owner_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("due_at", "timestamptz", (c) => c.notNull())
    .addColumn("duration_minutes", "integer", (c) =>
      c.notNull().defaultTo(30).check(sql`duration_minutes between 5 and 1440`),
    )
    .addColumn("done", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("done_at", "timestamptz")
    .addColumn("outcome", "varchar(2000)")
    .execute();
  await index(db, "lead_activities", "owner_id", "due_at");
  await index(db, "lead_activities", "due_at");
  await index(db, "lead_activities", "lead_id", "due_at");
  // Done is stamped by the database, whoever writes it (a board, the calendar, an import).
  await sql`
    create function lead_activity_done() returns trigger language plpgsql as $$
    begin
      if new.done and (tg_op = 'INSERT' or not old.done) then new.done_at := now();
      elsif not new.done then new.done_at := null;
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger lead_activities_done before insert or update of done on lead_activities for each row execute function lead_activity_done()`.execute(
    db,
  );

  await db.schema
    .createTable("lead_events")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("lead_id", "integer", (c) => c.notNull().references("leads.id").onDelete("cascade"))
    .addColumn("kind", "varchar(20)", (c) => c.notNull())
    .addColumn("actor_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("data", "jsonb", (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await index(db, "lead_events", "lead_id", "at");

  await db.schema
    .createTable("lead_merges")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("target_id", "integer", (c) => c.notNull().references("leads.id").onDelete("cascade"))
    .addColumn("source_id", "integer", (c) => c.notNull())
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("snapshot", "jsonb", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("undone_at", "timestamptz")
    .execute();

  await db.schema
    .createTable("lead_score_weights")
    .addColumn("id", "integer", (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn("questions", "integer", (c) => c.notNull())
    .addColumn("completeness", "integer", (c) => c.notNull())
    .addColumn("recency", "integer", (c) => c.notNull())
    .addColumn("stage", "integer", (c) => c.notNull())
    .addCheckConstraint("lead_score_weights_total", sql`questions + completeness + recency + stage = 100`)
    .execute();
  await sql`insert into lead_score_weights (id, questions, completeness, recency, stage) values (1, 40, 20, 20, 20)`.execute(
    db,
  );

  await db.schema
    .createTable("calendar_feeds")
    .addColumn("user_id", "integer", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("token_hash", "varchar(64)", (c) => c.notNull().unique())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  for (const name of WATCHED) await sql`select live_watch(${name})`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of [
    "calendar_feeds",
    "lead_score_weights",
    "lead_merges",
    "lead_events",
    "lead_activities",
    "lead_answers",
    "lead_financial_questions",
    "lead_questions",
    "lead_requests",
    "leads",
    "lead_imports",
    "campaigns",
    "pipeline_stages",
    "pipelines",
  ]) {
    await db.schema.dropTable(name).ifExists().cascade().execute();
  }
  await sql`drop function if exists lead_activity_done()`.execute(db);
}
