import { sql, type Kysely } from "kysely";
import { fieldError } from "../../errors.js";
import type { Database } from "../../db/schema.js";

// A dependency may not point at its own task, repeat another, or close a loop (A after B after
// … after A): such a plan can never be scheduled. Never overridable.

// Dependency writes are serialized by this transaction-level lock: two concurrent inserts
// (A→B and B→A, or the two ends of a longer chain) would otherwise each see no cycle.
const DEPENDENCIES_LOCK = 4_040_001;

async function taskNames(trx: Kysely<Database>, ids: number[]): Promise<Map<number, string>> {
  const rows = await trx.selectFrom("tasks").select(["id", "name"]).where("id", "in", ids).execute();
  return new Map(rows.map((r) => [r.id as number, r.name as string]));
}

/** Whether `dependsOnId` already depends, directly or through other tasks, on `taskId`. */
async function closesLoop(
  trx: Kysely<Database>,
  taskId: number,
  dependsOnId: number,
  ignoreId: number,
): Promise<boolean> {
  const { rows } = await sql<{ loop: boolean }>`
    with recursive upstream(id) as (
      select depends_on_id from task_dependencies where task_id = ${dependsOnId} and id <> ${ignoreId}
      union
      select d.depends_on_id from task_dependencies d join upstream u on d.task_id = u.id where d.id <> ${ignoreId}
    )
    select exists (select 1 from upstream where id = ${taskId}) as loop`.execute(trx);
  return Boolean(rows[0]?.loop);
}

/**
 * Refuses (422 on depends_on_id) a dependency of `taskId` on `dependsOnId` that is a self
 * dependency, a repeat or a cycle. `ignoreId` is the dependency being edited, if any. A task that
 * does not exist is left to the database's reference check.
 */
export async function assertDependencyAllowed(
  trx: Kysely<Database>,
  taskId: number,
  dependsOnId: number,
  ignoreId: number | null,
): Promise<void> {
  await sql`select pg_advisory_xact_lock(${DEPENDENCIES_LOCK})`.execute(trx);
  const names = await taskNames(trx, [taskId, dependsOnId]);
  const task = names.get(taskId) ?? `#${taskId}`;
  if (taskId === dependsOnId) throw fieldError("depends_on_id", "planning:selfDependency", { task });
  if (!names.has(taskId) || !names.has(dependsOnId)) return;
  const predecessor = names.get(dependsOnId)!;
  const ignore = ignoreId ?? 0;
  const repeated = await trx
    .selectFrom("task_dependencies")
    .select("id")
    .where("task_id", "=", taskId)
    .where("depends_on_id", "=", dependsOnId)
    .where("id", "<>", ignore)
    .executeTakeFirst();
  if (repeated) throw fieldError("depends_on_id", "planning:dependencyExists", { task, predecessor });
  if (await closesLoop(trx, taskId, dependsOnId, ignore))
    throw fieldError("depends_on_id", "planning:dependencyCycle", { task, predecessor });
}
