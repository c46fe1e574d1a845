import { sql, type CreateTableBuilder, type Kysely } from "kysely";

// Support (issue 12): tickets and their nomenclators, the conversation (messages, internal notes,
// files), canned responses, SLA policies with the company's business hours and holidays, ticket
// merges and ratings, time logged on tickets, users' notifications and their mail preferences,
// and a small job table the scheduled work (SLA warnings) runs from.
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

const URGENCIES = ["low", "medium", "high", "urgent"];
const NOMENCLATORS = ["ticket_complexities", "ticket_types", "ticket_categories"];
const WATCHED = [
  ...NOMENCLATORS,
  "tickets",
  "ticket_messages",
  "ticket_files",
  "canned_responses",
  "sla_policies",
  "holidays",
  "notifications",
];

async function nomenclator(db: Kysely<any>, name: string): Promise<void> {
  await table(db, name)
    .addColumn("name", "varchar(80)", (c) => c.notNull())
    .addColumn("description", "varchar(500)")
    .addColumn("icon", "varchar(60)")
    .addColumn("color", "varchar(7)", (c) => c.notNull().defaultTo("#1677ff"))
    .addColumn("order", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("active", "boolean", (c) => c.notNull().defaultTo(true))
    .execute();
  await sql`create unique index ${sql.raw(`${name}_name_key`)} on ${sql.table(name)} (lower(name))`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  for (const name of NOMENCLATORS) await nomenclator(db, name);

  await table(db, "tickets")
    .addColumn("token", "varchar(32)", (c) => c.notNull().unique().check(sql`length(token) >= 12`))
    .addColumn("title", "varchar(200)", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("ticket_type_id", "integer", (c) => c.references("ticket_types.id").onDelete("restrict"))
    .addColumn("ticket_category_id", "integer", (c) => c.references("ticket_categories.id").onDelete("restrict"))
    .addColumn("ticket_complexity_id", "integer", (c) => c.references("ticket_complexities.id").onDelete("restrict"))
    .addColumn("tags", sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn("creator_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("client_id", "integer", (c) => c.references("lead_clients.id").onDelete("restrict"))
    .addColumn("urgency", "varchar(10)", (c) => c.notNull().defaultTo("medium").check(inList("urgency", URGENCIES)))
    .addColumn("assignee_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    // Free text on purpose: a value no release knows shows as "unknown" on the board.
    .addColumn("status", "varchar(30)", (c) => c.notNull().defaultTo("assigned"))
    .addColumn("main_action", "varchar(500)")
    .addColumn("requires_confirmation", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("board_position", "integer", (c) => c.notNull().defaultTo(0))
    // The SLA clock (api/modules/support/sla): targets in business minutes, copied from the
    // policy; dues recomputed from created_at, the targets and the paused business minutes.
    .addColumn("first_response_minutes", "integer")
    .addColumn("resolution_minutes", "integer")
    .addColumn("first_response_due_at", "timestamptz")
    .addColumn("resolution_due_at", "timestamptz")
    // When 75% of each target is spent: the board's amber, and the "at risk" filter, in SQL.
    .addColumn("first_response_warn_at", "timestamptz")
    .addColumn("resolution_warn_at", "timestamptz")
    .addColumn("first_responded_at", "timestamptz")
    .addColumn("resolved_at", "timestamptz")
    .addColumn("sla_paused_at", "timestamptz")
    .addColumn("sla_paused_minutes", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("sla_warned", sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn("result", "text")
    .addColumn("closed_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("merged_into_id", "integer", (c) => c.references("tickets.id").onDelete("set null"))
    .addColumn("rating", "integer", (c) => c.check(sql`rating between 1 and 5`))
    .addColumn("rating_comment", "varchar(2000)")
    .addColumn("rated_at", "timestamptz")
    .addColumn("last_message_at", "timestamptz")
    .execute();
  await index(db, "tickets", "status", "board_position");
  await index(db, "tickets", "client_id");
  await index(db, "tickets", "assignee_id");
  await index(db, "tickets", "resolution_due_at");
  await index(db, "tickets", "created_at");
  await sql`create index tickets_tags_idx on tickets using gin (tags)`.execute(db);
  // The list's search (`q`) compares unaccent_lower(field) with a contains pattern: trigram
  // indexes on those very expressions let it skip the scan (a token: 2.3 s to 4 ms at 50,000).
  for (const column of ["title", "description", "token"]) {
    await sql`create index ${sql.raw(`tickets_${column}_trgm_idx`)} on tickets using gin (unaccent_lower(${sql.ref(column)}) gin_trgm_ops)`.execute(
      db,
    );
  }

  await table(db, "ticket_messages")
    .addColumn("ticket_id", "integer", (c) => c.notNull().references("tickets.id").onDelete("cascade"))
    .addColumn("author_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("internal", "boolean", (c) => c.notNull().defaultTo(false))
    .execute();
  await index(db, "ticket_messages", "ticket_id", "created_at");

  await table(db, "ticket_files")
    .addColumn("ticket_message_id", "integer", (c) => c.notNull().references("ticket_messages.id").onDelete("cascade"))
    .addColumn("filename", "varchar(80)", (c) => c.notNull())
    .addColumn("original_name", "varchar(255)", (c) => c.notNull())
    .addColumn("mime_type", "varchar(100)", (c) => c.notNull())
    .addColumn("size", "integer", (c) => c.notNull())
    .addColumn("uploaded_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .execute();
  await index(db, "ticket_files", "ticket_message_id");

  // A rating link is single-use: its hash is kept, and spent once the client rates.
  await db.schema
    .createTable("ticket_rating_links")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("ticket_id", "integer", (c) => c.notNull().references("tickets.id").onDelete("cascade"))
    .addColumn("token_hash", "varchar(64)", (c) => c.notNull().unique())
    .addColumn("used_at", "timestamptz")
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await index(db, "ticket_rating_links", "ticket_id");

  await table(db, "canned_responses")
    .addColumn("name", "varchar(120)", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("active", "boolean", (c) => c.notNull().defaultTo(true))
    .execute();
  await sql`create unique index canned_responses_name_key on canned_responses (lower(name))`.execute(db);

  await table(db, "sla_policies")
    .addColumn("name", "varchar(120)", (c) => c.notNull())
    .addColumn("urgency", "varchar(10)", (c) => c.notNull().check(inList("urgency", URGENCIES)))
    .addColumn("client_type_id", "integer", (c) => c.references("client_types.id").onDelete("cascade"))
    .addColumn("first_response_minutes", "integer", (c) => c.notNull().check(sql`first_response_minutes > 0`))
    .addColumn("resolution_minutes", "integer", (c) => c.notNull().check(sql`resolution_minutes > 0`))
    .addColumn("active", "boolean", (c) => c.notNull().defaultTo(true))
    .execute();
  await sql`create unique index sla_policies_key on sla_policies (urgency, coalesce(client_type_id, 0))`.execute(db);

  await table(db, "holidays")
    .addColumn("date", "date", (c) => c.notNull().unique())
    .addColumn("name", "varchar(120)", (c) => c.notNull())
    .execute();

  // Business hours, in the company's time zone: ISO weekdays (1 = Monday) and a daily window.
  await db.schema
    .alterTable("company")
    .addColumn("business_days", sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{1,2,3,4,5}'::integer[]`))
    .addColumn("business_start", "varchar(5)", (c) => c.notNull().defaultTo("09:00"))
    .addColumn("business_end", "varchar(5)", (c) => c.notNull().defaultTo("18:00"))
    .execute();
  await sql`alter table lead_clients add column client_type_id integer references client_types(id) on delete set null`.execute(
    db,
  );
  await sql`alter table lead_clients add column language varchar(5)`.execute(db);

  // Time on a ticket goes in the same ledger as time on a task: one of the two, never both.
  await sql`alter table time_entries alter column task_id drop not null`.execute(db);
  await sql`alter table time_entries add column ticket_id integer references tickets(id) on delete cascade`.execute(db);
  await sql`alter table time_entries add constraint time_entries_owner_check check ((task_id is null) <> (ticket_id is null))`.execute(
    db,
  );
  await index(db, "time_entries", "ticket_id");

  await db.schema
    .createTable("notifications")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("kind", "varchar(30)", (c) => c.notNull())
    // What it is about (a ticket's title) and the words for the message; the text is written
    // in the reader's language when shown (notifications:kind.<kind>).
    .addColumn("title", "varchar(300)", (c) => c.notNull())
    .addColumn("params", "jsonb", (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn("body", "text")
    .addColumn("link", "varchar(300)")
    .addColumn("resource", "varchar(60)")
    .addColumn("record_id", "integer")
    .addColumn("read_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index notifications_user_unread_idx on notifications (user_id, created_at desc) where read_at is null`.execute(
    db,
  );
  await index(db, "notifications", "user_id", "created_at");

  await db.schema
    .createTable("notification_preferences")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("kind", "varchar(30)", (c) => c.notNull())
    .addColumn("email", "boolean", (c) => c.notNull())
    .addPrimaryKeyConstraint("notification_preferences_pkey", ["user_id", "kind"])
    .execute();

  // Scheduled work: a row per job run; `key` makes a recurring job's run unique, and a worker
  // claims a due row with FOR UPDATE SKIP LOCKED, so each runs once across instances.
  await db.schema
    .createTable("jobs")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("name", "varchar(60)", (c) => c.notNull())
    .addColumn("key", "varchar(120)", (c) => c.notNull().unique())
    .addColumn("payload", "jsonb", (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn("run_at", "timestamptz", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("locked_until", "timestamptz")
    .addColumn("done_at", "timestamptz")
    .addColumn("last_error", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index jobs_due_idx on jobs (run_at) where done_at is null`.execute(db);

  for (const name of WATCHED) await sql`select live_watch(${name})`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of ["jobs", "notification_preferences", "notifications"])
    await db.schema.dropTable(name).ifExists().execute();
  await sql`alter table time_entries drop constraint if exists time_entries_owner_check`.execute(db);
  await sql`alter table time_entries drop column if exists ticket_id`.execute(db);
  await sql`alter table lead_clients drop column if exists client_type_id, drop column if exists language`.execute(db);
  await sql`alter table company drop column if exists business_days, drop column if exists business_start, drop column if exists business_end`.execute(
    db,
  );
  for (const name of [
    "holidays",
    "sla_policies",
    "canned_responses",
    "ticket_rating_links",
    "ticket_files",
    "ticket_messages",
    "tickets",
    ...NOMENCLATORS,
  ]) {
    await db.schema.dropTable(name).ifExists().execute();
  }
}
