import { sql, type Kysely } from "kysely";

// Identity and access: the company profile, clients that portal users belong to, two-factor
// sign-in, password recovery, sign-in throttling, and the activity and system logs.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("company")
    .addColumn("id", "integer", (c) => c.primaryKey().defaultTo(1).check(sql`id = 1`))
    .addColumn("name", "varchar(160)", (c) => c.notNull().defaultTo("Mi empresa"))
    .addColumn("legal_name", "varchar(200)")
    .addColumn("tax_id", "varchar(20)")
    .addColumn("address", "varchar(400)")
    .addColumn("email", "varchar(254)")
    .addColumn("phone", "varchar(30)")
    .addColumn("website", "varchar(300)")
    .addColumn("logo", "text")
    .addColumn("currency", "varchar(3)", (c) => c.notNull().defaultTo("EUR"))
    .addColumn("default_language", "varchar(5)", (c) => c.notNull().defaultTo("es"))
    .addColumn("timezone", "varchar(64)", (c) => c.notNull().defaultTo("Europe/Madrid"))
    .addColumn("invoice_series", "varchar(10)", (c) => c.notNull().defaultTo("F"))
    .addColumn("default_tax_rate", sql`numeric(5,2)`, (c) => c.notNull().defaultTo(21))
    .addColumn("open_registration", "boolean", (c) => c.notNull().defaultTo(true))
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.insertInto("company").values({ id: 1 }).execute();

  // A company or person that bought; client users belong to one (docs/product.md#entities User.client).
  await db.schema
    .createTable("lead_clients")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("name", "varchar(160)", (c) => c.notNull())
    .addColumn("email", "varchar(254)")
    .addColumn("phone", "varchar(30)")
    .addColumn("tax_id", "varchar(20)")
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .alterTable("users")
    .addColumn("client_id", "integer", (c) => c.references("lead_clients.id").onDelete("set null"))
    .addColumn("two_factor_secret", "text")
    .addColumn("two_factor_enabled", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("two_factor_confirmed_at", "timestamptz")
    .addColumn("totp_last_step", "bigint")
    .addColumn("last_login_at", "timestamptz")
    .execute();
  await db.schema.createIndex("users_client_id_idx").on("users").column("client_id").execute();

  await db.schema
    .createTable("two_factor_backup_codes")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("code_hash", "text", (c) => c.notNull())
    .addColumn("used_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex("two_factor_backup_codes_user_id_idx")
    .on("two_factor_backup_codes")
    .column("user_id")
    .execute();

  await db.schema
    .createTable("two_factor_challenges")
    .addColumn("id", "uuid", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("consumed_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("password_resets")
    .addColumn("id", "uuid", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (c) => c.notNull())
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("used_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("password_resets_user_id_idx").on("password_resets").column("user_id").execute();

  // Failed attempts by kind (login, two-factor, recovery mail) and key (email and IP): shared by
  // every API instance, so throttling holds behind a load balancer.
  await db.schema
    .createTable("auth_attempts")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("kind", "varchar(20)", (c) => c.notNull())
    .addColumn("key", "varchar(400)", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex("auth_attempts_lookup_idx")
    .on("auth_attempts")
    .columns(["kind", "key", "created_at"])
    .execute();

  await db.schema
    .createTable("audit_logs")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("action", "varchar(40)", (c) => c.notNull())
    .addColumn("resource", "varchar(60)", (c) => c.notNull())
    .addColumn("record_id", "varchar(60)")
    .addColumn("before", "jsonb")
    .addColumn("after", "jsonb")
    .addColumn("ip", "varchar(64)")
    .addColumn("user_agent", "varchar(400)")
    .addColumn("request_id", "varchar(64)")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex("audit_logs_record_idx")
    .on("audit_logs")
    .columns(["resource", "record_id", "created_at"])
    .execute();
  await db.schema.createIndex("audit_logs_user_idx").on("audit_logs").columns(["user_id", "created_at"]).execute();
  await db.schema.createIndex("audit_logs_created_idx").on("audit_logs").column("created_at").execute();

  await db.schema
    .createTable("system_logs")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("level", "varchar(10)", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("request_id", "varchar(64)")
    .addColumn("method", "varchar(10)")
    .addColumn("url", "varchar(2000)")
    .addColumn("status", "integer")
    .addColumn("user_id", "integer")
    .addColumn("stack", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("system_logs_created_idx").on("system_logs").column("created_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "system_logs",
    "audit_logs",
    "auth_attempts",
    "password_resets",
    "two_factor_challenges",
    "two_factor_backup_codes",
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema
    .alterTable("users")
    .dropColumn("client_id")
    .dropColumn("two_factor_secret")
    .dropColumn("two_factor_enabled")
    .dropColumn("two_factor_confirmed_at")
    .dropColumn("totp_last_step")
    .dropColumn("last_login_at")
    .execute();
  await db.schema.dropTable("lead_clients").execute();
  await db.schema.dropTable("company").execute();
}
