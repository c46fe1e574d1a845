import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder, type SqlBool } from "kysely";
import type { FastifyRequest } from "fastify";
import { can, columnOf, getResource, type ResourceDef } from "../../../resources/index.js";
import { requireUser } from "../../plugins/auth.js";
import { rowScopeFor, scopeCondition } from "../../crud/row-scope.js";
import type { GanttFilters } from "../../../resources/projects/gantt-answer.js";
import type { Database } from "../../db/schema.js";

// The Gantt's rows in one set-based statement, whatever the number of tasks: the projects the
// user may list (the same row scope as GET /api/projects), then their phases, tasks, milestones
// and the dependencies between their tasks. Whether a row may be edited is the scope condition
// the PATCH route applies, evaluated in the query. Each list comes back as one JSON value:
// thousands of rows cost one parse instead of one driver row each (3× faster on PGlite).

const resource = (name: string): ResourceDef => getResource(name)!;
const PROJECTS = resource("projects");
const PHASES = resource("project-phases");
const TASKS = resource("tasks");
const MILESTONES = resource("project-milestones");

// Phases, tasks and milestones follow their project and nothing else (no author, no internal
// flag), so whether one may be edited depends on its project only and is decided once per
// project instead of once per task. A declaration that changes that must change this too.
for (const def of [PHASES, TASKS, MILESTONES]) {
  if (Object.keys(def.scope ?? {}).join() !== "project")
    throw new Error(`${def.name}: the Gantt decides edits per project`);
}

type Row = Record<string, any>;

export interface GanttRows {
  projects: Row[];
  phases: Row[];
  tasks: Row[];
  milestones: Row[];
  links: Row[];
}

/** Per row of `def` (selected from its own table name): may this user PATCH it? */
async function editable(db: Kysely<Database>, def: ResourceDef, request: FastifyRequest): Promise<RawBuilder<SqlBool>> {
  if (!can(def, requireUser(request).roles, "edit")) return sql<SqlBool>`false`;
  return scopeCondition(def, await rowScopeFor(db, def, request, "edit"));
}

/**
 * The edit condition of a child resource for the project of the enclosing row: evaluated over a
 * one-row table named like the child's, whose project column holds that project's id.
 */
function perProject(def: ResourceDef, condition: RawBuilder<SqlBool>): RawBuilder<SqlBool> {
  return sql<SqlBool>`(select ${condition} from (select projects.id as ${sql.ref(columnOf(def, def.scope!.project!))})
    as ${sql.table(def.table)})`;
}

/** The rows of `query` as one JSON array, in `order` (over the columns it selects, as r.*). */
function jsonRows(query: SelectQueryBuilder<any, any, any>, order: RawBuilder<unknown>): RawBuilder<Row[]> {
  return sql<Row[]>`(select coalesce(json_agg(r order by ${order}), '[]'::json) from (${query}) r)`;
}

export async function readGanttRows(
  db: Kysely<Database>,
  request: FastifyRequest,
  filters: GanttFilters,
): Promise<GanttRows> {
  const inScope = scopeCondition(PROJECTS, await rowScopeFor(db, PROJECTS, request, "list"));
  const [projectEdit, phaseEdit, taskEdit, milestoneEdit] = await Promise.all(
    [PROJECTS, PHASES, TASKS, MILESTONES].map((def) => editable(db, def, request)),
  );

  let chosen = db.selectFrom("projects").where(inScope);
  if (filters.project_id !== undefined) chosen = chosen.where("projects.id", "=", filters.project_id);
  if (filters.manager_id !== undefined) chosen = chosen.where("projects.manager_id", "=", filters.manager_id);
  if (filters.project_state_id !== undefined)
    chosen = chosen.where("projects.project_state_id", "=", filters.project_state_id);
  const projectIds = chosen.select("projects.id");

  const projects = chosen
    .select([
      "projects.id",
      "projects.version",
      "projects.name",
      "projects.start_date",
      "projects.progress",
      projectEdit.as("editable"),
    ])
    .select(sql<string | null>`coalesce(projects.end_date, projects.estimated_end_date)`.as("end_date"))
    .select([
      perProject(PHASES, phaseEdit).as("phases_editable"),
      perProject(TASKS, taskEdit).as("tasks_editable"),
      perProject(MILESTONES, milestoneEdit).as("milestones_editable"),
    ]);
  const phases = db
    .selectFrom("project_phases")
    .select(["id", "version", "name", "start_date", "end_date", "progress", "project_id", "order"])
    .where("project_id", "in", projectIds);
  const tasks = db
    .selectFrom("tasks")
    .select(["id", "version", "name", "start_date", "due_date", "progress", "project_id", "phase_id"])
    .where("project_id", "in", projectIds);
  const milestones = db
    .selectFrom("project_milestones")
    .select(["id", "version", "name", "due_date", "completed", "project_id"])
    .where("project_id", "in", projectIds);
  // Only links whose two ends are on the chart: a dependency on a task of a project left out
  // (by a filter or the scope) would point at nothing.
  const links = db
    .selectFrom("task_dependencies as d")
    .innerJoin("tasks as successor", "successor.id", "d.task_id")
    .innerJoin("tasks as predecessor", "predecessor.id", "d.depends_on_id")
    .select(["d.id", "d.task_id", "d.depends_on_id"])
    .where("successor.project_id", "in", projectIds)
    .where("predecessor.project_id", "in", projectIds);

  return (await db
    .selectNoFrom([
      jsonRows(projects, sql`r.start_date nulls last, r.name, r.id`).as("projects"),
      jsonRows(phases, sql`r.project_id, r."order", r.start_date nulls last, r.id`).as("phases"),
      jsonRows(tasks, sql`r.start_date nulls last, r.id`).as("tasks"),
      jsonRows(milestones, sql`r.due_date, r.id`).as("milestones"),
      jsonRows(links, sql`r.id`).as("links"),
    ])
    .executeTakeFirstOrThrow()) as GanttRows;
}
