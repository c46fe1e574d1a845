import { sql, type Kysely } from "kysely";

// Registration answers the same whether the address has an account or not (issue 27, point 3),
// so it can no longer sign the new client in: the account is made when the link mailed to the
// address is followed. Until then the request waits here, its password already hashed, the
// link's token kept only as its SHA-256 (as password_resets keeps it).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("registration_requests")
    .addColumn("id", "uuid", (c) => c.primaryKey())
    .addColumn("email", "varchar(254)", (c) => c.notNull())
    .addColumn("name", "varchar(120)", (c) => c.notNull())
    .addColumn("language", "varchar(5)", (c) => c.notNull())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex("registration_requests_expires_at_idx")
    .on("registration_requests")
    .column("expires_at")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("registration_requests").execute();
}
