import { sql, type Kysely } from "kysely";
import { down, up } from "../../migrations/0006_project_indexes.js";
import { queryPlans, type PlanFigure } from "./query-plans.js";

// `npm run bench -- --indexes`: the same query plans without and with migration 0006's indexes,
// on the bench's own (throw-away) database: the migration is undone, measured, redone, measured.

export interface IndexFigure {
  query: string;
  without_ms: number;
  with_ms: number;
  plan_with: string;
}

async function settle(db: Kysely<any>): Promise<void> {
  for (const table of ["projects", "tasks"]) await sql`vacuum (analyze) ${sql.table(table)}`.execute(db);
}

export async function compareIndexes(db: Kysely<any>): Promise<IndexFigure[]> {
  await down(db);
  await settle(db);
  let without: PlanFigure[];
  try {
    without = await queryPlans(db);
  } finally {
    await up(db);
    await settle(db);
  }
  const withIndexes = await queryPlans(db);
  return withIndexes.map((w, i) => ({
    query: w.query,
    without_ms: without[i].median_ms,
    with_ms: w.median_ms,
    plan_with: w.indexes,
  }));
}
