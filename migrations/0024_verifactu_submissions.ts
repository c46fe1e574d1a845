import { sql, type Kysely } from "kysely";

// Issue 29, sending VeriFactu records to the tax agency (docs/verifactu-sending.md). The records
// stay append-only (verifactu_records); what became of each one's sending lives here:
//
// - verifactu_submissions: one row per record made while the company is in VERI*FACTU mode,
//   added in the record's own transaction by a trigger (whatever path adds the record: issuing,
//   voiding, a correction), so a record is never issued without being queued.
// - verifactu_sends: one row per message sent (a batch of up to 1,000 records) with the agency's
//   answer, kept as it came.
// - verifactu_queue: one row; the lease that lets one instance at a time send, the earliest time
//   the next message may leave (the agency's TiempoEsperaEnvio) and the installation's number.

const STATUSES = ["pending", "sent", "accepted", "accepted_with_errors", "rejected"];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("verifactu_submissions")
    .addColumn("record_id", "integer", (c) => c.primaryKey().references("verifactu_records.id").onDelete("restrict"))
    .addColumn("status", "varchar(24)", (c) =>
      c
        .notNull()
        .defaultTo("pending")
        .check(sql`status in (${sql.join(STATUSES.map((s) => sql.lit(s)))})`),
    )
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("send_id", "integer")
    .addColumn("sent_at", "timestamptz")
    .addColumn("answered_at", "timestamptz")
    .addColumn("csv", "varchar(100)")
    .addColumn("answer", "jsonb")
    .addColumn("error_code", "integer")
    .addColumn("error_description", "varchar(1500)")
    .addColumn("last_error", "varchar(2000)")
    // Sent after the time the regulation allows (the message carried Incidencia = S).
    .addColumn("late", "boolean", (c) => c.notNull().defaultTo(false))
    // A record made to correct a rejected one (Subsanacion = S, RechazoPrevio = S).
    .addColumn("corrects_id", "integer", (c) => c.references("verifactu_records.id").onDelete("restrict").unique())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex("verifactu_submissions_due_idx")
    .on("verifactu_submissions")
    .columns(["status", "next_attempt_at", "record_id"])
    .execute();

  await db.schema
    .createTable("verifactu_sends")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("started_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("finished_at", "timestamptz")
    .addColumn("endpoint", "varchar(300)", (c) => c.notNull())
    .addColumn("records", "integer", (c) => c.notNull())
    .addColumn("late", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("outcome", "varchar(30)")
    .addColumn("csv", "varchar(100)")
    .addColumn("wait_seconds", "integer")
    .addColumn("error", "varchar(2000)")
    .addColumn("response", "text")
    .execute();

  await db.schema
    .createTable("verifactu_queue")
    .addColumn("id", "integer", (c) => c.primaryKey().defaultTo(1).check(sql`id = 1`))
    .addColumn("installation_id", "varchar(100)", (c) => c.notNull().defaultTo(sql`gen_random_uuid()::text`))
    .addColumn("not_before", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("lease_until", "timestamptz")
    .addColumn("lease_owner", "varchar(64)")
    .addColumn("failures", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`insert into verifactu_queue (id) values (1)`.execute(db);

  // Queued in the record's transaction, only in VERI*FACTU mode (company.verifactu_mode, 0023).
  await sql`
    create function verifactu_records_enqueue() returns trigger language plpgsql as $$
    begin
      if (select verifactu_mode from company where id = 1) = 'verifactu' then
        insert into verifactu_submissions (record_id) values (new.id);
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger verifactu_records_enqueue after insert on verifactu_records for each row execute function verifactu_records_enqueue()`.execute(
    db,
  );

  // The list GET /api/verifactu/records reads (resources/billing/verifactu-records.ts): a record
  // with its sending state, in the shape every declared resource has (id, version, stamps).
  await sql`
    create view verifactu_record_states as
    select r.id, 1 as version, r.created_at, s.updated_at, r.invoice_id, r.kind, r.invoice_number,
      r.issue_date, r.invoice_type, r.total, r.hash, r.generated_at, s.status, s.attempts,
      s.next_attempt_at, s.sent_at, s.answered_at, s.csv, s.error_code, s.error_description,
      s.last_error, s.late, s.corrects_id,
      (select c.record_id from verifactu_submissions c where c.corrects_id = r.id) as corrected_by_id
    from verifactu_records r join verifactu_submissions s on s.record_id = r.id`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view verifactu_record_states`.execute(db);
  await sql`drop trigger verifactu_records_enqueue on verifactu_records`.execute(db);
  await sql`drop function verifactu_records_enqueue()`.execute(db);
  await db.schema.dropTable("verifactu_queue").execute();
  await db.schema.dropTable("verifactu_sends").execute();
  await db.schema.dropTable("verifactu_submissions").execute();
}
