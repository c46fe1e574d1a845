import { sql, type CreateTableBuilder, type Kysely } from "kysely";

// Education (issue 14), first step: courses (the catalogue: seats, prices, teacher, VAT
// treatment) and enrolment offers (fee, access type, availability, the courses they apply to).
function table(db: Kysely<any>, name: string): CreateTableBuilder<string, never> {
  return db.schema
    .createTable(name)
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`));
}

const inList = (column: string, values: string[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;

export async function up(db: Kysely<any>): Promise<void> {
  await table(db, "courses")
    .addColumn("name", "varchar(160)", (c) => c.notNull())
    .addColumn("code", "varchar(30)")
    .addColumn("course_type_id", "integer", (c) => c.references("course_types.id").onDelete("restrict"))
    .addColumn("academic_level_id", "integer", (c) => c.references("academic_levels.id").onDelete("restrict"))
    .addColumn("description", "text")
    .addColumn("teacher_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("start_date", "date")
    .addColumn("end_date", "date")
    .addColumn("seats", "integer", (c) => c.notNull().check(sql`seats between 1 and 10000`))
    .addColumn("monthly_price", "bigint", (c) => c.check(sql`monthly_price >= 0`))
    .addColumn("enrollment_fee", "bigint", (c) => c.check(sql`enrollment_fee >= 0`))
    .addColumn("modality", "varchar(12)", (c) =>
      c
        .notNull()
        .defaultTo("in_person")
        .check(inList("modality", ["in_person", "online"])),
    )
    .addColumn("vat_treatment", "varchar(10)", (c) =>
      c
        .notNull()
        .defaultTo("exempt")
        .check(inList("vat_treatment", ["exempt", "taxed"])),
    )
    .addColumn("active", "boolean", (c) => c.notNull().defaultTo(true))
    .addCheckConstraint("courses_dates_check", sql`end_date >= start_date`)
    .execute();
  await sql`create unique index courses_code_key on courses (lower(code))`.execute(db);
  for (const column of ["course_type_id", "academic_level_id", "teacher_id", "start_date"]) {
    await db.schema.createIndex(`courses_${column}_idx`).on("courses").column(column).execute();
  }

  await table(db, "enrollments")
    .addColumn("name", "varchar(160)", (c) => c.notNull())
    .addColumn("description", "text")
    .addColumn("fee", "bigint", (c) => c.check(sql`fee >= 0`))
    .addColumn("access_type", "varchar(10)", (c) =>
      c
        .notNull()
        .defaultTo("public")
        .check(inList("access_type", ["public", "private"])),
    )
    .addColumn("availability", "varchar(12)", (c) =>
      c
        .notNull()
        .defaultTo("all_clients")
        .check(inList("availability", ["all_clients", "new_clients"])),
    )
    .addColumn("course_ids", sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn("valid_from", "date")
    .addColumn("valid_to", "date")
    .addColumn("active", "boolean", (c) => c.notNull().defaultTo(true))
    .addCheckConstraint("enrollments_dates_check", sql`valid_to >= valid_from`)
    .execute();
  await sql`create index enrollments_course_ids_idx on enrollments using gin (course_ids)`.execute(db);

  for (const name of ["courses", "enrollments"]) await sql`select live_watch(${name})`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of ["enrollments", "courses"]) await db.schema.dropTable(name).ifExists().execute();
}
