import { sql, type CreateTableBuilder, type Kysely } from "kysely";

// Education (issue 14), second step: a course's weekly sessions and image, offers assigned to
// clients, SEPA mandates on clients, registrations (never deleted: a withdrawal is a status), and
// the monthly tuition runs with the SEPA remittances made of them.
function table(db: Kysely<any>, name: string): CreateTableBuilder<string, never> {
  return db.schema
    .createTable(name)
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`));
}

const inList = (column: string, values: string[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;
const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];
const STATUSES = ["pending", "confirmed", "waitlisted", "withdrawn", "completed"];

async function index(db: Kysely<any>, tableName: string, ...columns: string[]): Promise<void> {
  await db.schema
    .createIndex(`${tableName}_${columns.join("_")}_idx`)
    .on(tableName)
    .columns(columns)
    .execute();
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("courses")
    .addColumn("image", "varchar(200)")
    .addColumn("auto_confirm", "boolean", (c) => c.notNull().defaultTo(false))
    .execute();

  await table(db, "course_sessions")
    .addColumn("course_id", "integer", (c) => c.notNull().references("courses.id").onDelete("cascade"))
    .addColumn("weekday", "varchar(3)", (c) => c.notNull().check(inList("weekday", WEEKDAYS)))
    .addColumn("start_time", "varchar(5)", (c) => c.notNull())
    .addColumn("end_time", "varchar(5)", (c) => c.notNull())
    .addColumn("room", "varchar(80)")
    .addCheckConstraint("course_sessions_times_check", sql`end_time > start_time`)
    .execute();
  await index(db, "course_sessions", "course_id");

  await db.schema
    .alterTable("enrollments")
    .addColumn("image", "varchar(200)")
    .addColumn("client_ids", sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .execute();
  await sql`create index enrollments_client_ids_idx on enrollments using gin (client_ids)`.execute(db);

  // A SEPA Core direct-debit mandate: the debtor's account, the mandate's reference and when it was signed.
  await db.schema
    .alterTable("lead_clients")
    .addColumn("iban", "varchar(34)")
    .addColumn("bic", "varchar(11)")
    .addColumn("mandate_id", "varchar(35)")
    .addColumn("mandate_signed_on", "date")
    .execute();
  await sql`create unique index lead_clients_mandate_id_key on lead_clients (lower(mandate_id))`.execute(db);

  await table(db, "course_registrations")
    .addColumn("client_id", "integer", (c) => c.notNull().references("lead_clients.id").onDelete("restrict"))
    .addColumn("student_name", "varchar(160)", (c) => c.notNull())
    .addColumn("student_birth_date", "date")
    .addColumn("course_id", "integer", (c) => c.notNull().references("courses.id").onDelete("restrict"))
    .addColumn("enrollment_id", "integer", (c) => c.references("enrollments.id").onDelete("restrict"))
    .addColumn("status", "varchar(12)", (c) => c.notNull().defaultTo("pending").check(inList("status", STATUSES)))
    .addColumn("notes", "text")
    .addColumn("confirmed_at", "timestamptz")
    .addColumn("waitlisted_at", "timestamptz")
    .addColumn("withdrawn_on", "date")
    .addColumn("withdrawal_reason", "varchar(500)")
    .addColumn("completed_at", "timestamptz")
    .addColumn("fee_invoice_id", "integer", (c) => c.references("invoices.id").onDelete("set null"))
    .addColumn("created_by_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addCheckConstraint(
      "course_registrations_withdrawn_check",
      sql`(status = 'withdrawn') = (withdrawn_on is not null)`,
    )
    .execute();
  await index(db, "course_registrations", "course_id", "status");
  await index(db, "course_registrations", "client_id");
  await index(db, "course_registrations", "enrollment_id");
  await index(db, "course_registrations", "status");
  await index(db, "course_registrations", "created_at");
  // The waitlist's order: first come, first promoted.
  await sql`create index course_registrations_waitlist_idx on course_registrations (course_id, waitlisted_at, id) where status = 'waitlisted'`.execute(
    db,
  );

  // Who scheduled what: the monthly run's settings and the creditor a remittance collects for.
  await db.schema
    .createTable("tuition_settings")
    .addColumn("id", "integer", (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn("auto_run", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("run_day", "smallint", (c) => c.notNull().defaultTo(1).check(sql`run_day between 1 and 28`))
    .addColumn("collection_days", "smallint", (c) =>
      c.notNull().defaultTo(5).check(sql`collection_days between 2 and 60`),
    )
    .addColumn("creditor_name", "varchar(70)")
    .addColumn("creditor_id", "varchar(35)")
    .addColumn("creditor_iban", "varchar(34)")
    .addColumn("creditor_bic", "varchar(11)")
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`insert into tuition_settings (id) values (1)`.execute(db);

  await db.schema
    .createTable("tuition_runs")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("month", "date", (c) => c.notNull().check(sql`extract(day from month) = 1`))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("created_by_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("scheduled", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("invoice_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("registration_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("total", "bigint", (c) => c.notNull().defaultTo(0))
    .execute();
  await index(db, "tuition_runs", "month");
  await sql`alter table invoices add column tuition_run_id integer references tuition_runs(id) on delete set null`.execute(
    db,
  );
  await index(db, "invoices", "tuition_run_id");

  // One charge per registration and month, whatever runs: the unique key is what makes a second run a no-op.
  await db.schema
    .createTable("tuition_charges")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("run_id", "integer", (c) => c.notNull().references("tuition_runs.id").onDelete("cascade"))
    .addColumn("registration_id", "integer", (c) =>
      c.notNull().references("course_registrations.id").onDelete("restrict"),
    )
    .addColumn("month", "date", (c) => c.notNull())
    .addColumn("invoice_id", "integer", (c) => c.references("invoices.id").onDelete("set null"))
    .addColumn("amount", "bigint", (c) => c.notNull())
    .addUniqueConstraint("tuition_charges_registration_month_key", ["registration_id", "month"])
    .execute();
  await index(db, "tuition_charges", "run_id");
  await index(db, "tuition_charges", "invoice_id");

  await db.schema
    .createTable("sepa_remittances")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("run_id", "integer", (c) => c.references("tuition_runs.id").onDelete("set null"))
    .addColumn("message_id", "varchar(35)", (c) => c.notNull().unique())
    .addColumn("collection_date", "date", (c) => c.notNull())
    .addColumn("transaction_count", "integer", (c) => c.notNull())
    .addColumn("total", "bigint", (c) => c.notNull())
    .addColumn("xml", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("created_by_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .execute();
  await index(db, "sepa_remittances", "run_id");

  await db.schema
    .createTable("sepa_debits")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("remittance_id", "integer", (c) => c.notNull().references("sepa_remittances.id").onDelete("cascade"))
    .addColumn("invoice_id", "integer", (c) => c.notNull().references("invoices.id").onDelete("restrict"))
    .addColumn("client_id", "integer", (c) => c.notNull().references("lead_clients.id").onDelete("restrict"))
    .addColumn("payment_id", "integer", (c) => c.references("invoice_payments.id").onDelete("set null"))
    .addColumn("amount", "bigint", (c) => c.notNull().check(sql`amount > 0`))
    .addColumn("end_to_end_id", "varchar(35)", (c) => c.notNull())
    .addColumn("mandate_id", "varchar(35)", (c) => c.notNull())
    .addColumn("sequence_type", "varchar(4)", (c) => c.notNull().check(inList("sequence_type", ["FRST", "RCUR"])))
    .addColumn("status", "varchar(10)", (c) =>
      c
        .notNull()
        .defaultTo("sent")
        .check(inList("status", ["sent", "returned"])),
    )
    .addColumn("returned_on", "date")
    .addColumn("return_reason", "varchar(4)")
    .execute();
  await index(db, "sepa_debits", "remittance_id");
  await index(db, "sepa_debits", "client_id");
  // An invoice is in at most one remittance still standing; a returned debit frees it for the next.
  await sql`create unique index sepa_debits_invoice_key on sepa_debits (invoice_id) where status = 'sent'`.execute(db);

  for (const name of ["course_sessions", "course_registrations"]) await sql`select live_watch(${name})`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of ["sepa_debits", "sepa_remittances", "tuition_charges"])
    await db.schema.dropTable(name).ifExists().execute();
  await sql`alter table invoices drop column if exists tuition_run_id`.execute(db);
  for (const name of ["tuition_runs", "tuition_settings", "course_registrations", "course_sessions"])
    await db.schema.dropTable(name).ifExists().execute();
  await sql`alter table lead_clients drop column if exists iban, drop column if exists bic, drop column if exists mandate_id, drop column if exists mandate_signed_on`.execute(
    db,
  );
  await sql`alter table enrollments drop column if exists image, drop column if exists client_ids`.execute(db);
  await sql`alter table courses drop column if exists image, drop column if exists auto_confirm`.execute(db);
}
