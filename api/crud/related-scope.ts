import { sql, type RawBuilder, type SqlBool } from "kysely";
import { STAFF_ROLES, columnOf, type Action, type ResourceDef } from "../../resources/index.js";

// Access that follows a project (docs/product.md#roles, issue 4): clients reach the projects of their client;
// commercial users the projects they manage or have a task in, and they change a project itself
// only when they manage it. Rows of a project (phases, tasks, …) or of a task (comments, time, …)
// follow that project. Internal rows are never a client's; authored rows are changed by their author.
export interface RelatedScope {
  kind: "related";
  role: "commercial" | "client";
  userId: number;
  clientId: number | null;
  action: Action;
}

const WRITES: ReadonlySet<Action> = new Set(["edit", "delete"]);

/** Projects (aliased scope_p) the user reaches; `manage` narrows a commercial user to managed ones. */
export function projectReachable(scope: RelatedScope, manage: boolean): RawBuilder<SqlBool> {
  if (scope.role === "client")
    return scope.clientId === null ? sql<SqlBool>`false` : sql<SqlBool>`scope_p.client_id = ${scope.clientId}`;
  const manages = sql<SqlBool>`exists (select 1 from project_managers scope_pm where scope_pm.id = scope_p.manager_id
    and scope_pm.user_id = ${scope.userId})`;
  if (manage) return manages;
  return sql<SqlBool>`(${manages} or exists (select 1 from tasks scope_t where scope_t.project_id = scope_p.id and
    scope_t.assigned_to = ${scope.userId}))`;
}

/** The condition on a project id expression: is it one of the reachable projects? */
function projectIn(projectId: RawBuilder<unknown>, scope: RelatedScope, manage: boolean): RawBuilder<SqlBool> {
  return sql<SqlBool>`exists (select 1 from projects scope_p where scope_p.id = ${projectId} and
    ${projectReachable(scope, manage)})`;
}

function taskIn(taskId: RawBuilder<unknown>, scope: RelatedScope): RawBuilder<SqlBool> {
  return sql<SqlBool>`exists (select 1 from tasks scope_task join projects scope_p on scope_p.id = scope_task.project_id
    where scope_task.id = ${taskId} and ${projectReachable(scope, false)})`;
}

export function relatedCondition(def: ResourceDef, scope: RelatedScope, table = def.table): RawBuilder<SqlBool> {
  const ref = (field: string) => sql.ref(`${table}.${columnOf(def, field)}`);
  const parts: RawBuilder<SqlBool>[] = [];
  if (def.scope?.project) {
    const manage = def.scope.project === "id" && WRITES.has(scope.action);
    parts.push(projectIn(ref(def.scope.project), scope, manage));
  } else if (def.scope?.task) {
    parts.push(taskIn(ref(def.scope.task), scope));
  }
  if (def.scope?.internal && scope.role === "client") parts.push(sql<SqlBool>`not ${ref(def.scope.internal)}`);
  if (def.scope?.author && WRITES.has(scope.action))
    parts.push(sql<SqlBool>`${ref(def.scope.author)} = ${scope.userId}`);
  return parts.length ? sql<SqlBool>`(${sql.join(parts, sql` and `)})` : sql<SqlBool>`true`;
}

/** A fixed narrowing of every read, whoever asks (`rows: "staff"`: users with a staff role). */
export function fixedRowsCondition(def: ResourceDef, table = def.table): RawBuilder<SqlBool> | null {
  if (def.scope?.rows !== "staff") return null;
  return sql<SqlBool>`exists (select 1 from user_roles scope_ur join roles scope_r on scope_r.id = scope_ur.role_id
    where scope_ur.user_id = ${sql.ref(`${table}.id`)} and scope_r.name in (${sql.join(STAFF_ROLES)}))`;
}
