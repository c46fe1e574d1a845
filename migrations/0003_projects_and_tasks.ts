import { sql, type Kysely } from "kysely";

// The first columns of projects and tasks: enough for the states and categories to count and
// protect their rows. The projects issue adds the rest of their fields.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("projects")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("name", "varchar(200)", (c) => c.notNull())
    .addColumn("project_state_id", "integer", (c) => c.references("project_states.id").onDelete("restrict"))
    .addColumn("project_category_id", "integer", (c) => c.references("project_categories.id").onDelete("restrict"))
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("projects_project_state_id_idx").on("projects").column("project_state_id").execute();
  await db.schema
    .createIndex("projects_project_category_id_idx")
    .on("projects")
    .column("project_category_id")
    .execute();

  await db.schema
    .createTable("tasks")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("project_id", "integer", (c) => c.notNull().references("projects.id").onDelete("cascade"))
    .addColumn("name", "varchar(200)", (c) => c.notNull())
    .addColumn("task_state_id", "integer", (c) => c.references("task_states.id").onDelete("restrict"))
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("tasks_project_id_idx").on("tasks").column("project_id").execute();
  await db.schema.createIndex("tasks_task_state_id_idx").on("tasks").column("task_state_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("tasks").execute();
  await db.schema.dropTable("projects").execute();
}
