import { sql, type Kysely } from "kysely";

// A user's revenue percentage takes two decimals (commissions like 2.5 % are common), between 0
// and 100; whole numbers already stored keep their value.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table users alter column revenue_percentage type numeric(5, 2)`.execute(db);
  await sql`alter table users add constraint users_revenue_percentage_range check (revenue_percentage between 0 and 100)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table users drop constraint users_revenue_percentage_range`.execute(db);
  await sql`alter table users alter column revenue_percentage type integer using round(revenue_percentage)`.execute(db);
}
