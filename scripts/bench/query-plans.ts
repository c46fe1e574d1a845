import { CompiledQuery, sql, type Compilable, type Kysely } from "kysely";
import { getResource } from "../../resources/index.js";
import { parseListQuery } from "../../api/crud/list-query.js";
import { applyFilters, applySort } from "../../api/crud/list-sql.js";
import { selectRows } from "../../api/crud/read-rows.js";
import { ALL_ROWS, scopeCondition, type RowScopeValue } from "../../api/crud/row-scope.js";

// EXPLAIN ANALYZE of the queries behind the projects list, the boards and the Gantt, built by
// the same code the API runs (so the SQL is the API's own), on the large data set: the median
// execution time and the indexes each plan reads.

export interface PlanFigure {
  query: string;
  median_ms: number;
  indexes: string;
}

export type Query = { name: string; build: () => Compilable<unknown> };

function listQuery(
  db: Kysely<any>,
  resource: string,
  url: string,
  scope: RowScopeValue,
  count: boolean,
): Compilable<unknown> {
  const def = getResource(resource)!;
  const query = parseListQuery(def, Object.fromEntries(new URLSearchParams(url)));
  const where = scopeCondition(def, scope);
  if (count)
    return applyFilters(
      db.selectFrom(def.table).select(sql<number>`count(*)::int`.as("total")).where(where),
      def,
      query,
    );
  return applySort(applyFilters(selectRows(db, def).where(where), def, query), def, query.sort)
    .offset(query.offset)
    .limit(query.limit);
}

async function lookups(db: Kysely<any>) {
  const one = async (text: string) => (await sql<{ v: number }>`${sql.raw(text)}`.execute(db)).rows[0]?.v;
  return {
    projectState: await one(`select project_state_id as v from projects group by 1 order by count(*) desc limit 1`),
    taskState: await one(`select task_state_id as v from tasks group by 1 order by count(*) desc limit 1`),
    bigProject: await one(`select project_id as v from tasks group by 1 order by count(*) desc limit 1`),
    manager: await one(
      `select manager_id as v from projects where manager_id is not null group by 1 order by count(*) desc limit 1`,
    ),
    managerUser: await one(
      `select pm.user_id as v from projects p join project_managers pm on pm.id = p.manager_id group by 1 order `
        + `by count(*) desc limit 1`,
    ),
    assignee: await one(
      `select assigned_to as v from tasks where assigned_to is not null group by 1 order by count(*) desc limit 1`,
    ),
  };
}

export async function queryPlans(db: Kysely<any>, extra: Query[] = [], runs = 7): Promise<PlanFigure[]> {
  const l = await lookups(db);
  const commercial: RowScopeValue = {
    kind: "related",
    role: "commercial",
    userId: l.managerUser,
    clientId: null,
    action: "list",
  };
  const managed = () => db.selectFrom("projects").select("projects.id").where("projects.manager_id", "=", l.manager);
  const filtered =
    `project_state_id=${l.projectState}`
    + `&priority=high&budget_gte=20000&budget_lte=150000&_sort=name&_order=asc&_start=0&_end=20`;
  const queries: Query[] = [
    { name: "projects: page by name, filtered", build: () => listQuery(db, "projects", filtered, ALL_ROWS, false) },
    { name: "projects: count, filtered", build: () => listQuery(db, "projects", filtered, ALL_ROWS, true) },
    {
      name: "projects: default page (newest)",
      build: () => listQuery(db, "projects", "_start=0&_end=20", ALL_ROWS, false),
    },
    {
      name: "projects: page by end date",
      build: () => listQuery(db, "projects", "_sort=end_date&_order=desc&_start=0&_end=20", ALL_ROWS, false),
    },
    {
      name: "projects: commercial's page by name",
      build: () => listQuery(db, "projects", "_sort=name&_order=asc&_start=0&_end=20", commercial, false),
    },
    {
      name: "projects: commercial's count",
      build: () => listQuery(db, "projects", "_start=0&_end=20", commercial, true),
    },
    {
      name: "projects board: column page",
      build: () =>
        listQuery(
          db,
          "projects",
          `project_state_id=${l.projectState}&_sort=board_position,id&_order=asc,asc&_start=0&_end=50`,
          ALL_ROWS,
          false,
        ),
    },
    {
      name: "tasks board: column page",
      build: () =>
        listQuery(
          db,
          "tasks",
          `task_state_id=${l.taskState}&_sort=board_position,id&_order=asc,asc&_start=0&_end=50`,
          ALL_ROWS,
          false,
        ),
    },
    {
      name: "tasks board: column count",
      build: () => listQuery(db, "tasks", `task_state_id=${l.taskState}&_start=0&_end=50`, ALL_ROWS, true),
    },
    {
      name: "tasks board: project's column page",
      build: () =>
        listQuery(
          db,
          "tasks",
          `project_id=${l.bigProject}&task_state_id=${l.taskState}`
            + `&_sort=board_position,id&_order=asc,asc&_start=0&_end=50`,
          ALL_ROWS,
          false,
        ),
    },
    {
      name: "tasks board: commercial's column page",
      build: () =>
        listQuery(
          db,
          "tasks",
          `task_state_id=${l.taskState}&_sort=board_position,id&_order=asc,asc&_start=0&_end=50`,
          commercial,
          false,
        ),
    },
    {
      name: "tasks: default page (due date)",
      build: () => listQuery(db, "tasks", "_start=0&_end=20", ALL_ROWS, false),
    },
    {
      name: "tasks: assignee's page by due date",
      build: () => listQuery(db, "tasks", `assigned_to=${l.assignee}&_start=0&_end=20`, ALL_ROWS, false),
    },
    // As api/modules/projects/gantt-rows.ts asks them: a manager's projects, then their tasks and links.
    {
      name: "gantt: manager's tasks",
      build: () =>
        db
          .selectFrom("tasks")
          .select(["id", "version", "name", "start_date", "due_date", "progress", "project_id", "phase_id"])
          .where("project_id", "in", managed())
          .orderBy(sql`start_date asc nulls last`)
          .orderBy("id"),
    },
    {
      name: "gantt: manager's links",
      build: () =>
        db
          .selectFrom("task_dependencies as d")
          .innerJoin("tasks as successor", "successor.id", "d.task_id")
          .innerJoin("tasks as predecessor", "predecessor.id", "d.depends_on_id")
          .select(["d.id", "d.task_id", "d.depends_on_id"])
          .where("successor.project_id", "in", managed())
          .where("predecessor.project_id", "in", managed())
          .orderBy("d.id"),
    },
    ...extra,
  ];
  return explainQueries(db, queries, runs);
}

/**
 * EXPLAIN ANALYZE of each query `runs` times: the median execution time and the indexes (and sequential scans) of
 * its plan.
 */
export async function explainQueries(db: Kysely<any>, queries: Query[], runs = 7): Promise<PlanFigure[]> {
  const figures: PlanFigure[] = [];
  for (const q of queries) {
    const compiled = q.build().compile();
    const times: number[] = [];
    let plan = "";
    for (let i = 0; i < runs; i++) {
      const result = await db.executeQuery<{ "QUERY PLAN": string }>(
        CompiledQuery.raw(`explain (analyze, format text) ${compiled.sql}`, [...compiled.parameters]),
      );
      plan = result.rows.map((r) => r["QUERY PLAN"]).join("\n");
      times.push(Number(/Execution Time: ([\d.]+)/.exec(plan)?.[1] ?? NaN));
    }
    times.sort((a, b) => a - b);
    const indexes = [
      ...new Set(
        [
          ...plan.matchAll(
            /(?:Index Scan(?: Backward)? using|Index Only Scan(?: Backward)? using|Bitmap Index Scan on) (\w+)/g,
          ),
        ].map((m) => m[1]),
      ),
    ];
    const seq = [...new Set([...plan.matchAll(/Seq Scan on (\w+)/g)].map((m) => `seq ${m[1]}`))];
    figures.push({
      query: q.name,
      median_ms: Number(times[Math.floor(runs / 2)].toFixed(2)),
      indexes: [...indexes, ...seq].join(", "),
    });
    if (process.env.BENCH_PLANS) console.log(`\n-- ${q.name}\n${plan}`);
  }
  return figures;
}
