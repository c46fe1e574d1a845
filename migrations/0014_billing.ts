import { sql, type CreateTableBuilder, type Kysely } from "kysely";

// Billing (issue 13): invoice series with gap-free yearly counters, invoices and their lines,
// payments, and the VeriFactu records chained by their fingerprints. An issued invoice is
// immutable in the database itself (triggers), not only in the API: only its payment state
// moves on. Time entries learn which invoice line holds them; users and projects get an hourly
// rate, clients their billing defaults.
function table(db: Kysely<any>, name: string): CreateTableBuilder<string, never> {
  return db.schema
    .createTable(name)
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`));
}

const inList = (column: string, values: readonly (string | number)[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;

// Frozen copies of the lists of the day (migrations never import app code).
const KINDS = ["F1", "F2", "R1", "R2", "R3", "R4", "R5"];
const SERIES_KINDS = ["standard", "simplified", "rectifying", "rectifying_simplified"];
const STATUSES = ["draft", "issued", "partially_paid", "paid", "overdue", "voided"];
const EXEMPTIONS = ["E1", "E2", "E3", "E4", "E5", "E6"];
const METHODS = ["transfer", "card", "cash", "direct_debit", "check", "other"];

export async function up(db: Kysely<any>): Promise<void> {
  await table(db, "invoice_series")
    .addColumn("code", "varchar(20)", (c) => c.notNull())
    .addColumn("name", "varchar(80)", (c) => c.notNull())
    .addColumn("kind", "varchar(30)", (c) => c.notNull().defaultTo("standard").check(inList("kind", SERIES_KINDS)))
    .addColumn("format", "varchar(60)", (c) =>
      c.notNull().defaultTo("{code}{year}-{number}").check(sql`format like '%{number}%' and format like '%{year}%'`),
    )
    .addColumn("padding", "integer", (c) => c.notNull().defaultTo(5).check(sql`padding between 1 and 10`))
    .addColumn("active", "boolean", (c) => c.notNull().defaultTo(true))
    .execute();
  await sql`create unique index invoice_series_code_key on invoice_series (lower(code))`.execute(db);
  await db
    .insertInto("invoice_series")
    .values([
      { code: "F", name: "Facturas", kind: "standard" },
      { code: "S", name: "Simplificadas", kind: "simplified" },
      { code: "R", name: "Rectificativas", kind: "rectifying" },
      { code: "RS", name: "Rectificativas simplificadas", kind: "rectifying_simplified" },
    ])
    .execute();

  // The last number given per series and year: issuing increments it inside the issuing
  // transaction, whose row lock makes numbers correlative and a rollback gives the number back.
  await db.schema
    .createTable("invoice_number_counters")
    .addColumn("series_id", "integer", (c) => c.notNull().references("invoice_series.id").onDelete("cascade"))
    .addColumn("year", "integer", (c) => c.notNull())
    .addColumn("last_number", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("invoice_number_counters_pkey", ["series_id", "year"])
    .execute();

  await sql`alter table lead_clients add column address varchar(400), add column equivalence_surcharge boolean not null default false`.execute(
    db,
  );
  await sql`alter table users add column hourly_rate bigint check (hourly_rate >= 0)`.execute(db);
  await sql`alter table projects add column hourly_rate bigint check (hourly_rate >= 0)`.execute(db);
  await sql`alter table company add column payment_days integer not null default 30 check (payment_days between 0 and 365)`.execute(
    db,
  );

  await table(db, "invoices")
    .addColumn("kind", "varchar(2)", (c) => c.notNull().defaultTo("F1").check(inList("kind", KINDS)))
    .addColumn("series_id", "integer", (c) => c.notNull().references("invoice_series.id").onDelete("restrict"))
    .addColumn("number", "varchar(80)", (c) => c.unique())
    .addColumn("year", "integer")
    .addColumn("sequence", "integer")
    .addColumn("client_id", "integer", (c) => c.references("lead_clients.id").onDelete("restrict"))
    .addColumn("project_id", "integer", (c) => c.references("projects.id").onDelete("restrict"))
    // The recipient as it was when the invoice was issued: a later edit of the client changes no invoice.
    .addColumn("client_snapshot", "jsonb")
    .addColumn("issue_date", "date", (c) => c.notNull().defaultTo(sql`current_date`))
    .addColumn("due_date", "date")
    .addColumn("language", "varchar(2)", (c) =>
      c
        .notNull()
        .defaultTo("es")
        .check(inList("language", ["es", "en"])),
    )
    .addColumn("surcharge", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("irpf_rate", sql`numeric(5,2)`, (c) => c.notNull().defaultTo(0).check(sql`irpf_rate between 0 and 50`))
    .addColumn("notes", "varchar(2000)")
    .addColumn("status", "varchar(20)", (c) => c.notNull().defaultTo("draft").check(inList("status", STATUSES)))
    .addColumn("draft", "boolean", (c) => c.generatedAlwaysAs(sql`status = 'draft'`).stored())
    .addColumn("subtotal", "bigint", (c) => c.notNull().defaultTo(0))
    .addColumn("vat_total", "bigint", (c) => c.notNull().defaultTo(0))
    .addColumn("surcharge_total", "bigint", (c) => c.notNull().defaultTo(0))
    .addColumn("tax_total", "bigint", (c) => c.notNull().defaultTo(0))
    .addColumn("irpf_total", "bigint", (c) => c.notNull().defaultTo(0))
    .addColumn("total", "bigint", (c) => c.notNull().defaultTo(0))
    .addColumn("paid_total", "bigint", (c) => c.notNull().defaultTo(0))
    // What is still to collect: nothing on a draft (not yet owed) or a voided invoice.
    .addColumn("outstanding", "bigint", (c) =>
      c.generatedAlwaysAs(sql`case when status in ('draft', 'voided') then 0 else total - paid_total end`).stored(),
    )
    .addColumn("rectifies_id", "integer", (c) => c.references("invoices.id").onDelete("restrict"))
    .addColumn("rectification_method", "varchar(12)", (c) =>
      c.check(inList("rectification_method", ["substitution", "difference"])),
    )
    .addColumn("rectification_reason", "varchar(500)")
    .addColumn("issued_at", "timestamptz")
    .addColumn("issued_by", "integer")
    .addColumn("sent_at", "timestamptz")
    .addColumn("voided_at", "timestamptz")
    .addColumn("voided_by_id", "integer", (c) => c.references("invoices.id").onDelete("restrict"))
    .addCheckConstraint("invoices_dates_check", sql`due_date >= issue_date`)
    .addCheckConstraint("invoices_numbered_check", sql`(status = 'draft') = (number is null)`)
    .execute();
  await sql`create unique index invoices_sequence_key on invoices (series_id, year, sequence)`.execute(db);
  // A status over a date range (overdue last year), its count and its sums, from the index alone.
  await sql`create index invoices_status_issue_date_idx on invoices (status, issue_date) include (subtotal, tax_total, irpf_total, total, paid_total, outstanding)`.execute(
    db,
  );
  for (const columns of [
    ["status", "due_date"],
    ["client_id", "issue_date"],
    ["issue_date"],
    ["series_id"],
    ["project_id"],
    ["rectifies_id"],
  ]) {
    await db.schema
      .createIndex(`invoices_${columns.join("_")}_idx`)
      .on("invoices")
      .columns(columns)
      .execute();
  }

  await table(db, "invoice_lines")
    .addColumn("invoice_id", "integer", (c) => c.notNull().references("invoices.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("description", "varchar(500)", (c) => c.notNull())
    .addColumn("quantity", sql`numeric(12,3)`, (c) => c.notNull().defaultTo(1))
    .addColumn("unit_price", "bigint", (c) => c.notNull())
    .addColumn("discount_percent", sql`numeric(5,2)`, (c) =>
      c.notNull().defaultTo(0).check(sql`discount_percent between 0 and 100`),
    )
    .addColumn("vat_rate", sql`numeric(5,2)`, (c) => c.check(sql`vat_rate between 0 and 100`))
    .addColumn("exemption", "varchar(2)", (c) => c.check(inList("exemption", EXEMPTIONS)))
    .addColumn("surcharge_rate", sql`numeric(5,2)`, (c) =>
      c.notNull().defaultTo(0).check(sql`surcharge_rate between 0 and 100`),
    )
    .addColumn("base", "bigint", (c) => c.notNull().defaultTo(0))
    .addColumn("vat_amount", "bigint", (c) => c.notNull().defaultTo(0))
    .addColumn("surcharge_amount", "bigint", (c) => c.notNull().defaultTo(0))
    .addCheckConstraint("invoice_lines_exempt_cause_check", sql`(vat_rate is null) = (exemption is not null)`)
    .execute();
  await db.schema
    .createIndex("invoice_lines_invoice_id_position_idx")
    .on("invoice_lines")
    .columns(["invoice_id", "position"])
    .execute();

  await table(db, "invoice_payments")
    .addColumn("invoice_id", "integer", (c) => c.notNull().references("invoices.id").onDelete("restrict"))
    .addColumn("paid_on", "date", (c) => c.notNull())
    .addColumn("method", "varchar(20)", (c) => c.notNull().defaultTo("transfer").check(inList("method", METHODS)))
    .addColumn("amount", "bigint", (c) => c.notNull().check(sql`amount > 0`))
    .addColumn("note", "varchar(500)")
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .execute();
  await db.schema.createIndex("invoice_payments_invoice_id_idx").on("invoice_payments").column("invoice_id").execute();

  // VeriFactu registration and cancellation records, in chain order (id). Append-only.
  await db.schema
    .createTable("verifactu_records")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("invoice_id", "integer", (c) => c.notNull().references("invoices.id").onDelete("restrict"))
    .addColumn("kind", "varchar(10)", (c) => c.notNull().check(inList("kind", ["alta", "anulacion"])))
    .addColumn("issuer_nif", "varchar(20)", (c) => c.notNull())
    .addColumn("invoice_number", "varchar(80)", (c) => c.notNull())
    .addColumn("issue_date", "varchar(10)", (c) => c.notNull())
    .addColumn("invoice_type", "varchar(2)")
    .addColumn("tax_total", "varchar(20)")
    .addColumn("total", "varchar(20)")
    .addColumn("previous_hash", "varchar(64)", (c) => c.notNull())
    .addColumn("hash", "varchar(64)", (c) => c.notNull().unique())
    .addColumn("generated_at", "varchar(40)", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex("verifactu_records_invoice_id_idx")
    .on("verifactu_records")
    .column("invoice_id")
    .execute();

  await sql`alter table time_entries add column invoice_line_id integer references invoice_lines(id) on delete set null, add column invoiced_at timestamptz`.execute(
    db,
  );
  await sql`create index time_entries_unbilled_idx on time_entries (task_id, ticket_id) where billable and invoice_line_id is null and not running`.execute(
    db,
  );
  await sql`create index time_entries_invoice_line_id_idx on time_entries (invoice_line_id) where invoice_line_id is not null`.execute(
    db,
  );

  await immutability(db);
  for (const name of ["invoice_series", "invoices", "invoice_lines", "invoice_payments"])
    await sql`select live_watch(${name})`.execute(db);
}

// Raised with SQLSTATE 55000 and a constraint name, which the API answers as a 409 with a message.
async function immutability(db: Kysely<any>): Promise<void> {
  await sql`
    create function invoices_immutable() returns trigger language plpgsql as $$
    declare
      moving constant text[] := array['status', 'draft', 'paid_total', 'outstanding', 'version', 'updated_at', 'sent_at', 'voided_at', 'voided_by_id'];
    begin
      if old.status = 'draft' then
        return case when tg_op = 'DELETE' then old else new end;
      end if;
      if tg_op = 'DELETE' or new.status = 'draft' or (to_jsonb(new) - moving) is distinct from (to_jsonb(old) - moving) then
        raise exception 'invoice % is issued and cannot change', old.number using errcode = '55000', constraint = 'invoice_issued';
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger invoices_immutable before update or delete on invoices for each row execute function invoices_immutable()`.execute(
    db,
  );

  await sql`
    create function invoice_lines_immutable() returns trigger language plpgsql as $$
    declare
      parent_status text;
    begin
      select status into parent_status from invoices where id = case when tg_op = 'DELETE' then old.invoice_id else new.invoice_id end;
      -- A draft's cascade delete finds its invoice gone or still a draft.
      if parent_status is not null and parent_status <> 'draft' then
        raise exception 'the lines of an issued invoice cannot change' using errcode = '55000', constraint = 'invoice_issued';
      end if;
      if tg_op = 'UPDATE' and new.invoice_id <> old.invoice_id then
        raise exception 'a line stays on its invoice' using errcode = '55000', constraint = 'invoice_issued';
      end if;
      return case when tg_op = 'DELETE' then old else new end;
    end $$`.execute(db);
  await sql`create trigger invoice_lines_immutable before insert or update or delete on invoice_lines for each row execute function invoice_lines_immutable()`.execute(
    db,
  );

  await sql`
    create function verifactu_records_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'VeriFactu records are never changed or deleted' using errcode = '55000', constraint = 'verifactu_append_only';
    end $$`.execute(db);
  await sql`create trigger verifactu_records_append_only before update or delete on verifactu_records for each row execute function verifactu_records_append_only()`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table time_entries drop column if exists invoice_line_id, drop column if exists invoiced_at`.execute(
    db,
  );
  for (const name of [
    "verifactu_records",
    "invoice_payments",
    "invoice_lines",
    "invoices",
    "invoice_number_counters",
    "invoice_series",
  ]) {
    await db.schema.dropTable(name).ifExists().execute();
  }
  for (const fn of ["invoices_immutable", "invoice_lines_immutable", "verifactu_records_append_only"])
    await sql`drop function if exists ${sql.raw(fn)}()`.execute(db);
  await sql`alter table company drop column if exists payment_days`.execute(db);
  await sql`alter table projects drop column if exists hourly_rate`.execute(db);
  await sql`alter table users drop column if exists hourly_rate`.execute(db);
  await sql`alter table lead_clients drop column if exists address, drop column if exists equivalence_surcharge`.execute(
    db,
  );
}
