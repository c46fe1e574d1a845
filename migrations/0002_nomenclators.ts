import { sql, type CreateTableBuilder, type Kysely } from "kysely";

// The eleven simple lists of the spec ("nomenclators"). Names are unique regardless of case.
function withBookkeeping(table: CreateTableBuilder<string, never>) {
  return table
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`));
}

async function uniqueLower(db: Kysely<any>, table: string, column: string): Promise<void> {
  await sql`create unique index ${sql.raw(`${table}_${column}_key`)} on ${sql.table(table)} (lower(${sql.ref(column)}))`.execute(
    db,
  );
}

const STATE_LIKE = ["project_states", "project_categories", "task_states"];

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of STATE_LIKE) {
    await withBookkeeping(db.schema.createTable(table))
      .addColumn("name", "varchar(80)", (c) => c.notNull())
      .addColumn("description", "varchar(500)")
      .addColumn("icon", "varchar(60)")
      .addColumn("color", "varchar(7)", (c) => c.notNull().defaultTo("#1677ff"))
      .addColumn("order", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("active", "boolean", (c) => c.notNull().defaultTo(true))
      .execute();
    await uniqueLower(db, table, "name");
  }

  await withBookkeeping(db.schema.createTable("lead_statuses"))
    .addColumn("name", "varchar(80)", (c) => c.notNull())
    .addColumn("description", "varchar(500)")
    .addColumn("color", "varchar(7)", (c) => c.notNull().defaultTo("#1677ff"))
    .addColumn("order", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("active", "boolean", (c) => c.notNull().defaultTo(true))
    .execute();
  await uniqueLower(db, "lead_statuses", "name");

  await withBookkeeping(db.schema.createTable("campaign_types"))
    .addColumn("name", "varchar(80)", (c) => c.notNull())
    .addColumn("description", "varchar(500)")
    .addColumn("active", "boolean", (c) => c.notNull().defaultTo(true))
    .execute();
  await uniqueLower(db, "campaign_types", "name");

  await withBookkeeping(db.schema.createTable("lead_services"))
    .addColumn("name", "varchar(120)", (c) => c.notNull())
    .execute();
  await uniqueLower(db, "lead_services", "name");

  await withBookkeeping(db.schema.createTable("lead_specific_services"))
    .addColumn("service_id", "integer", (c) => c.notNull().references("lead_services.id").onDelete("restrict"))
    .addColumn("name", "varchar(120)", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("lead_specific_services_service_id_idx")
    .on("lead_specific_services")
    .column("service_id")
    .execute();

  await withBookkeeping(db.schema.createTable("client_types"))
    .addColumn("name", "varchar(80)", (c) => c.notNull())
    .addColumn("code", "varchar(20)", (c) => c.notNull())
    .execute();
  await uniqueLower(db, "client_types", "code");

  await withBookkeeping(db.schema.createTable("commercial_securities"))
    .addColumn("name", "varchar(80)", (c) => c.notNull())
    .addColumn("description", "varchar(500)")
    .addColumn("order", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("icon", "varchar(60)")
    .execute();
  await uniqueLower(db, "commercial_securities", "name");

  await withBookkeeping(db.schema.createTable("course_types"))
    .addColumn("name", "varchar(80)", (c) => c.notNull())
    .addColumn("description", "varchar(500)")
    .execute();
  await uniqueLower(db, "course_types", "name");

  await withBookkeeping(db.schema.createTable("academic_levels"))
    .addColumn("name", "varchar(80)", (c) => c.notNull())
    .addColumn("description", "varchar(500)")
    .addColumn("order", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await uniqueLower(db, "academic_levels", "name");
}

export async function down(db: Kysely<any>): Promise<void> {
  const tables = [
    ...STATE_LIKE,
    "lead_statuses",
    "campaign_types",
    "lead_specific_services",
    "lead_services",
    "client_types",
    "commercial_securities",
    "course_types",
    "academic_levels",
  ];
  for (const table of tables) await db.schema.dropTable(table).execute();
}
