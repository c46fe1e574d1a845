import { sql, type Kysely } from "kysely";

// Issue 29: Registros VeriFactu lists every record, also those made in «NO VERI*FACTU» mode,
// which are never sent and so have no sending state (status null); each says its mode and whether
// it is signed (migration 0025's signatures). New columns go at the end, as `create or replace
// view` requires.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create or replace view verifactu_record_states as
    select r.id, 1 as version, r.created_at, coalesce(s.updated_at, r.created_at) as updated_at, r.invoice_id,
      r.kind, r.invoice_number, r.issue_date, r.invoice_type, r.total, r.hash, r.generated_at, s.status,
      s.attempts, s.next_attempt_at, s.sent_at, s.answered_at, s.csv, s.error_code, s.error_description,
      s.last_error, s.late, s.corrects_id,
      (select c.record_id from verifactu_submissions c where c.corrects_id = r.id) as corrected_by_id,
      r.verifactu_mode,
      exists (select 1 from verifactu_record_signatures g where g.record_id = r.id) as signed
    from verifactu_records r left join verifactu_submissions s on s.record_id = r.id`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view verifactu_record_states`.execute(db);
  await sql`
    create view verifactu_record_states as
    select r.id, 1 as version, r.created_at, s.updated_at, r.invoice_id, r.kind, r.invoice_number,
      r.issue_date, r.invoice_type, r.total, r.hash, r.generated_at, s.status, s.attempts,
      s.next_attempt_at, s.sent_at, s.answered_at, s.csv, s.error_code, s.error_description,
      s.last_error, s.late, s.corrects_id,
      (select c.record_id from verifactu_submissions c where c.corrects_id = r.id) as corrected_by_id
    from verifactu_records r join verifactu_submissions s on s.record_id = r.id`.execute(db);
}
