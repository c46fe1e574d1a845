import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql, type Kysely } from "kysely";
import { down, up } from "../../../migrations/0006_project_indexes.js";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../../fixtures/database.js";

// Migration 0006: the indexes the lists and boards read exist after migrating, and the migration
// can be undone and redone.
const EXPECTED = [
  "projects_board_idx",
  "projects_name_sort_idx",
  "projects_created_at_idx",
  "projects_priority_idx",
  "projects_budget_idx",
  "tasks_board_idx",
  "tasks_project_board_idx",
  "tasks_due_date_idx",
  "tasks_assigned_project_idx",
];

async function indexes(db: Kysely<any>): Promise<string[]> {
  const rows = await sql<{
    indexname: string;
  }>`select indexname from pg_indexes where tablename in ('projects', 'tasks') order by 1`.execute(db);
  return rows.rows.map((r) => r.indexname);
}

describe.each(DATABASE_KINDS)("project indexes on %s", (kind) => {
  let database: TestDatabase;
  let db: Kysely<any>;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.handle.db as Kysely<any>;
  });
  afterAll(() => database.drop());

  it("has the board, sort and scope indexes, and no index its wider one covers", async () => {
    const names = await indexes(db);
    for (const name of EXPECTED) expect(names).toContain(name);
    expect(names).not.toContain("tasks_project_id_idx");
    expect(names).toContain("tasks_task_state_id_idx");
  });

  it("matches the API's accent- and case-free name order, so a page of names is read from the index", async () => {
    // The tables are empty here: without this, the planner rightly prefers to read them whole.
    const plan = await db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      return sql<{ "QUERY PLAN": string }>`explain select id from projects
        order by unaccent_lower(projects.name) collate "C", projects.name collate "C", id limit 20`.execute(trx);
    });
    const text = plan.rows.map((r) => r["QUERY PLAN"]).join("\n");
    expect(text).toContain("projects_name_sort_idx");
    expect(text).not.toContain("Sort");
  });

  it("is undone and redone", async () => {
    const before = await indexes(db);
    await down(db);
    const without = await indexes(db);
    for (const name of EXPECTED) expect(without).not.toContain(name);
    expect(without).toContain("tasks_project_id_idx");
    await up(db);
    expect(await indexes(db)).toEqual(before);
  });
});
