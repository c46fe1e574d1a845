import { sql, type Kysely } from "kysely";

// Users, roles and sign-in sessions; plus the accent-free lower-casing that every "contains"
// filter and search uses (a plain SQL function, so no extension is needed on any server).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create or replace function unaccent_lower(value text) returns text
    language sql immutable strict parallel safe as $$
      select translate(lower(value),
        'áàâäãåāéèêëēíìîïīóòôöõōúùûüūñçýÿ',
        'aaaaaaaeeeeeiiiiioooooouuuuuncyy')
    $$`.execute(db);

  await db.schema
    .createTable("users")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("email", "varchar(254)", (c) => c.notNull())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("name", "varchar(120)", (c) => c.notNull())
    .addColumn("lastname", "varchar(120)")
    .addColumn("phone", "varchar(30)")
    .addColumn("dni", "varchar(20)")
    .addColumn("revenue_percentage", "integer")
    .addColumn("language", "varchar(5)", (c) => c.notNull().defaultTo("es"))
    .addColumn("avatar", "text")
    .addColumn("active", "boolean", (c) => c.notNull().defaultTo(true))
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index users_email_key on users (lower(email))`.execute(db);

  await db.schema
    .createTable("roles")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("name", "varchar(40)", (c) => c.notNull().unique())
    .execute();
  await db
    .insertInto("roles")
    .values([{ name: "superadmin" }, { name: "admin" }, { name: "commercial" }, { name: "client" }])
    .execute();

  await db.schema
    .createTable("user_roles")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("role_id", "integer", (c) => c.notNull().references("roles.id").onDelete("restrict"))
    .addPrimaryKeyConstraint("user_roles_pkey", ["user_id", "role_id"])
    .execute();

  // A session is one sign-in: the family of refresh tokens rotated from it.
  await db.schema
    .createTable("sessions")
    .addColumn("id", "uuid", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("ip", "varchar(64)")
    .addColumn("user_agent", "varchar(400)")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("revoked_at", "timestamptz")
    .execute();
  await db.schema.createIndex("sessions_user_id_idx").on("sessions").column("user_id").execute();

  await db.schema
    .createTable("refresh_tokens")
    .addColumn("id", "uuid", (c) => c.primaryKey())
    .addColumn("session_id", "uuid", (c) => c.notNull().references("sessions.id").onDelete("cascade"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("spent_at", "timestamptz")
    .addColumn("successor_id", "uuid")
    .execute();
  await db.schema.createIndex("refresh_tokens_session_id_idx").on("refresh_tokens").column("session_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["refresh_tokens", "sessions", "user_roles", "roles", "users"]) {
    await db.schema.dropTable(table).execute();
  }
  await sql`drop function if exists unaccent_lower(text)`.execute(db);
}
