import { can, getResource, writableFields, type Action, type ResourceDef } from "../../../../resources/index.js";
import { createRecord } from "../../../fixtures/records.js";
import { request, type SuiteContext } from "./suite-context.js";

// Rows inside the reach of a role narrowed to its projects (RowScope.project/task): a client's
// rows hang under a project of its client, a commercial user's under a project it manages. The
// generic checks act on these so they prove the matrix, not the scope (tested on its own).

type Row = Record<string, any>;
export type RelatedRole = "client" | "commercial";

const managers = new WeakMap<SuiteContext, Promise<number>>();

/** The project_managers row of the suite's commercial user (one per user: the column is unique). */
export function commercialManagerId(ctx: SuiteContext): Promise<number> {
  if (!managers.has(ctx)) {
    managers.set(
      ctx,
      (async () => {
        const res = await request(ctx, {
          method: "POST",
          url: "/api/project-managers",
          payload: { user_id: ctx.userIds.commercial },
        });
        if (res.statusCode !== 201) throw new Error(`manager for commercial failed: ${res.statusCode} ${res.body}`);
        return res.json().id as number;
      })(),
    );
  }
  return managers.get(ctx)!;
}

/** The fields that put a new project in the role's reach. */
export async function projectInReach(ctx: SuiteContext, role: RelatedRole): Promise<Row> {
  return role === "client" ? { client_id: ctx.clientId } : { manager_id: await commercialManagerId(ctx) };
}

/**
 * Overrides that put a new row of `def` in the role's reach: every project it names is one the
 * role reaches, every task a task of it, and a client's row is not internal. Empty for projects
 * themselves (see relatedTarget).
 */
export async function overridesInReach(ctx: SuiteContext, def: ResourceDef, role: RelatedRole): Promise<Row> {
  const out: Row = {};
  if (def.scope?.project === "id") return out;
  const project = await createRecord(ctx.admin, getResource("projects")!, await projectInReach(ctx, role), {
    onlyRequired: true,
  });
  for (const [name, field] of writableFields(def)) {
    if (field.reference === "projects") out[name] = project.id;
    if (field.reference === "tasks")
      out[name] = (
        await createRecord(ctx.admin, getResource("tasks")!, { project_id: project.id }, { onlyRequired: true })
      ).id;
  }
  if (def.scope?.internal && role === "client") out[def.scope.internal] = false;
  return out;
}

/**
 * A row the role may act on with `action`: in its reach, and written by the role itself where
 * only the author may change it (a commercial user's own note).
 */
export async function relatedTarget(
  ctx: SuiteContext,
  def: ResourceDef,
  role: RelatedRole,
  action: Action,
): Promise<Row> {
  if (def.scope?.project === "id") return createRecord(ctx.admin, def, await projectInReach(ctx, role));
  const overrides = await overridesInReach(ctx, def, role);
  const authored = def.scope?.author && (action === "edit" || action === "delete") && can(def, [role], action);
  return createRecord(ctx.admin, def, overrides, authored ? { as: { app: ctx.app, token: ctx.tokens[role] } } : {});
}
