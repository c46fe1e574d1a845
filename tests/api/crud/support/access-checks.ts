import { expect, it } from "vitest";
import {
  ACTIONS,
  can,
  getResource,
  ROLES,
  scopeRule,
  type Action,
  type ResourceDef,
  type Role,
} from "../../../../resources/index.js";
import { createRecord, hiddenUntilRevealed, revealedToClients, sampleRecord } from "../../../fixtures/records.js";
import { expectedCan } from "../../../fixtures/role-matrix.js";
import { overridesInReach, relatedTarget, type RelatedRole } from "./related-targets.js";
import { request, type SuiteContext } from "./suite-context.js";

/** Performs one action as one role with a valid request; answers the status. */
export async function attempt(ctx: SuiteContext, def: ResourceDef, role: Role | null, action: Action): Promise<number> {
  const url = `/api/${def.name}`;
  const token = role ? ctx.tokens[role] : null;
  const target = action === "list" || action === "create" ? null : await targetFor(ctx, def, role, action);
  const res = await (async () => {
    switch (action) {
      case "list":
        return request(ctx, { method: "GET", url, token });
      case "show":
        return request(ctx, { method: "GET", url: `${url}/${target!.id}`, token });
      case "create":
        return request(ctx, {
          method: "POST",
          url,
          payload: withoutStaffOnly(
            def,
            role,
            await sampleRecord(ctx.admin, def, await createOverrides(ctx, def, role)),
          ),
          token,
        });
      case "edit":
        return request(ctx, {
          method: "PATCH",
          url: `${url}/${target!.id}`,
          payload: { version: target!.version },
          token,
        });
      case "delete":
        return request(ctx, { method: "DELETE", url: `${url}/${target!.id}`, token });
    }
  })();
  return res.statusCode;
}

/**
 * A row the role may reach: a scoped role (a client) acts on a row of its own scope, so the
 * check proves the matrix; scope-checks.ts proves the rows outside it stay out of reach.
 */
export async function targetFor(
  ctx: SuiteContext,
  def: ResourceDef,
  role: Role | null,
  action: Action,
): Promise<Record<string, any>> {
  const rule = role ? scopeRule(def, [role], action) : null;
  if (!rule || rule.kind === "all") return createRecord(ctx.admin, def);
  if (rule.kind === "related") return relatedTarget(ctx, def, rule.role, action);
  if (rule.kind === "parent") return parentTarget(ctx, def, rule.role, action);
  const value = rule.kind === "client" ? ctx.clientId : ctx.userIds[role!];
  if (rule.field === "id") return (await request(ctx, { method: "GET", url: `/api/${def.name}/${value}` })).json();
  const row = await createRecord(ctx.admin, def, { [rule.field]: value });
  return rule.kind === "client" ? revealedToClients(ctx.admin, def, row) : row;
}

/** A role narrowed to its projects creates under one of them; other scopes are forced by the API. */
async function createOverrides(
  ctx: SuiteContext,
  def: ResourceDef,
  role: Role | null,
): Promise<Record<string, unknown>> {
  const rule = role ? scopeRule(def, [role], "create") : null;
  if (rule?.kind === "parent") return parentOverrides(ctx, def, rule.role);
  return rule?.kind === "related" ? overridesInReach(ctx, def, rule.role) : {};
}

/** A row that follows another (a ticket's message) hangs under one the role reaches, and a client's is not internal. */
async function parentOverrides(
  ctx: SuiteContext,
  def: ResourceDef,
  role: RelatedRole,
): Promise<Record<string, unknown>> {
  const { field, resource } = def.scope!.parent!;
  const out: Record<string, unknown> = { [field]: (await targetFor(ctx, getResource(resource)!, role, "show")).id };
  if (def.scope?.internal && role === "client") out[def.scope.internal] = false;
  return out;
}

async function parentTarget(
  ctx: SuiteContext,
  def: ResourceDef,
  role: RelatedRole,
  action: Action,
): Promise<Record<string, any>> {
  const authored = def.scope?.author && (action === "edit" || action === "delete") && can(def, [role], action);
  const as = authored ? { as: { app: ctx.app, token: ctx.tokens[role] } } : {};
  const { field, resource } = def.scope!.parent!;
  const parentDef = getResource(resource)!;
  if (role !== "client" || !hiddenUntilRevealed(parentDef))
    return createRecord(ctx.admin, def, await parentOverrides(ctx, def, role), as);
  // A parent clients see only once the server reveals it (an issued invoice): the row is made
  // while the parent may still take it (a draft's line), then the parent is revealed.
  const parent = await createRecord(ctx.admin, parentDef, { [parentDef.scope!.client!]: ctx.clientId });
  const row = await createRecord(ctx.admin, def, { [field]: parent.id }, as);
  await revealedToClients(ctx.admin, parentDef, parent);
  return row;
}

/** A client's body leaves out the support team's fields, which the API refuses from a client. */
function withoutStaffOnly(def: ResourceDef, role: Role | null, body: Record<string, unknown>): Record<string, unknown> {
  if (role !== "client") return body;
  return Object.fromEntries(Object.entries(body).filter(([name]) => !def.fields[name]?.staffOnly));
}

const SUCCESS: Record<Action, number> = { list: 200, show: 200, create: 201, edit: 200, delete: 200 };

/**
 * The actions a JSON request can prove: uploaded files are created by a multipart upload, whose
 * permissions the attachments tests check (basic-checks.ts proves a JSON POST is not taken).
 */
export function jsonActions(def: ResourceDef): readonly Action[] {
  return def.attachments ? ACTIONS.filter((a) => a !== "create") : ACTIONS;
}

// The role matrix, enforced by the API for every role and action. Expectations come from
// tests/fixtures/role-matrix.ts: hand-written lines, or a new resource's held to docs/product.md#roles' rule.
export function accessChecks(suite: () => SuiteContext, def: ResourceDef): void {
  for (const role of ROLES) {
    it(`lets ${role} do exactly what the role matrix allows`, async () => {
      const ctx = suite();
      for (const action of jsonActions(def)) {
        const expected = expectedCan(def.name, role, action) ? SUCCESS[action] : 403;
        expect(await attempt(ctx, def, role, action), `${role} ${action}`).toBe(expected);
      }
    });
  }

  it("answers 401 without a token or with a bad one", async () => {
    const ctx = suite();
    for (const action of jsonActions(def)) expect(await attempt(ctx, def, null, action), action).toBe(401);
    const bad = await request(ctx, {
      method: "GET",
      url: `/api/${def.name}`,
      headers: { authorization: "Bearer not.a.token" },
    });
    expect(bad.statusCode).toBe(401);
  });
}
