import { sql, type Kysely } from "kysely";

// Issue 29, signatures and Facturae:
// - a client that is a public body carries its three DIR3 codes (oficina contable, órgano gestor,
//   unidad tramitadora), which a Facturae invoice for FACe must name;
// - in «NO VERI*FACTU» mode each record is kept signed (XAdES) beside the record, which itself
//   stays untouched (verifactu_records is append-only);
// - the event log («registros de evento», EventosSIF): chained by hash and signed, append-only.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("lead_clients")
    .addColumn("public_body", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("dir3_accounting_office", "varchar(10)")
    .addColumn("dir3_managing_body", "varchar(10)")
    .addColumn("dir3_processing_unit", "varchar(10)")
    .execute();

  await db.schema
    .createTable("verifactu_record_signatures")
    .addColumn("record_id", "integer", (c) => c.primaryKey().references("verifactu_records.id").onDelete("restrict"))
    .addColumn("signed_xml", "text", (c) => c.notNull())
    .addColumn("signed_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("sif_events")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("event_type", "varchar(2)", (c) => c.notNull())
    // FechaHoraHusoGenEvento exactly as hashed (yyyy-mm-ddThh:mm:ss+hh:mm, Madrid time).
    .addColumn("generated_at", "varchar(25)", (c) => c.notNull())
    .addColumn("details", "jsonb", (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn("previous_hash", "varchar(64)", (c) => c.notNull())
    .addColumn("hash", "varchar(64)", (c) => c.notNull())
    // The RegistroEvento XML, signed when the company had a certificate at the time (else not:
    // the event is still kept, and the events check reports it as unsigned).
    .addColumn("xml", "text", (c) => c.notNull())
    .addColumn("signed", "boolean", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await sql`
    create function sif_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'signed records and events are never changed or deleted' using errcode = '55000', constraint = 'sif_append_only';
    end $$`.execute(db);
  for (const table of ["verifactu_record_signatures", "sif_events"]) {
    await sql`create trigger ${sql.id(`${table}_append_only`)} before update or delete on ${sql.table(table)} for each row execute function sif_append_only()`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("sif_events").ifExists().execute();
  await db.schema.dropTable("verifactu_record_signatures").ifExists().execute();
  await sql`drop function if exists sif_append_only()`.execute(db);
  await db.schema
    .alterTable("lead_clients")
    .dropColumn("public_body")
    .dropColumn("dir3_accounting_office")
    .dropColumn("dir3_managing_body")
    .dropColumn("dir3_processing_unit")
    .execute();
}
