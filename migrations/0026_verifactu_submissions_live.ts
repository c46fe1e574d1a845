import { sql, type Kysely } from "kysely";

// Issue 29, screens: a change of a record's sending state is heard on the `live` channel
// (migration 0011), so the dashboard's billing section, which counts pending and rejected
// records, is recomputed at once instead of after its cache's maximum age. One notification per
// statement (the queue answers a message of up to 1,000 records in one), keys only; no
// tombstones, as submissions are never deleted.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`select live_watch('verifactu_submissions', 'record_id', false)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger live_created on verifactu_submissions`.execute(db);
  await sql`drop trigger live_updated on verifactu_submissions`.execute(db);
  await sql`drop trigger live_deleted on verifactu_submissions`.execute(db);
}
