import { sql, type Kysely } from "kysely";

// A running timer (no end, no minutes yet) as a column of its own, so "my running timer" is one
// indexed filter (`running=true&user_id=…`) instead of a guess among the latest entries, which
// entries logged ahead of time pushed out of sight. The one-timer-per-user rule moves onto it.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table time_entries add column running boolean generated always as (ended_at is null and minutes is null) stored`.execute(
    db,
  );
  await sql`drop index time_entries_running_key`.execute(db);
  await sql`create unique index time_entries_running_key on time_entries (user_id) where running`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index time_entries_running_key`.execute(db);
  await sql`alter table time_entries drop column running`.execute(db);
  await sql`create unique index time_entries_running_key on time_entries (user_id) where ended_at is null and minutes is null`.execute(
    db,
  );
}
