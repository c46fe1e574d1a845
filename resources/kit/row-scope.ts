import { isRole, roleCan } from "./permissions.js";
import type { Action, ResourceDef, Role, RowScope } from "./types.js";

// The key of RowScope that narrows each role; roles not named here are never narrowed.
const ROLE_SCOPE_KEY: Partial<Record<Role, "client" | "owner">> = { client: "client", commercial: "owner" };
// Roles narrowed to the projects they belong to, on resources that follow a project or a task.
const RELATED_ROLES: readonly Role[] = ["commercial", "client"];

export type ScopeRule =
  | { kind: "all" }
  | { kind: "client"; field: string }
  | { kind: "owner"; field: string; unassigned?: boolean }
  | { kind: "related"; role: "commercial" | "client" }
  | { kind: "parent"; role: "commercial" | "client"; field: string; resource: string };

function ruleFor(scope: RowScope | undefined, role: Role): ScopeRule {
  if (scope?.parent && RELATED_ROLES.includes(role))
    return { kind: "parent", role: role as "commercial" | "client", ...scope.parent };
  if ((scope?.project || scope?.task) && RELATED_ROLES.includes(role))
    return { kind: "related", role: role as "commercial" | "client" };
  const key = ROLE_SCOPE_KEY[role];
  const field = key ? scope?.[key] : undefined;
  if (!key || !field) return { kind: "all" };
  return key === "owner" && scope?.unassigned ? { kind: key, field, unassigned: true } : { kind: key, field };
}

/**
 * How a user with these roles is narrowed for one action. Any granting role without a scope
 * wins (a client who is also an admin sees everything); otherwise the scoped rule applies, the
 * commercial one before the client one. Answers null when no role grants the action at all (the
 * access guard has answered 403 first).
 */
export function scopeRule(
  def: Pick<ResourceDef, "permissions" | "scope">,
  roles: readonly string[],
  action: Action,
): ScopeRule | null {
  const granting = roles.filter(isRole).filter((r) => roleCan(def.permissions, r, action));
  if (!granting.length) return null;
  const rules = granting.map((role) => ruleFor(def.scope, role));
  return (
    rules.find((r) => r.kind === "all")
    ?? rules.find((r) => (r.kind === "related" || r.kind === "parent") && r.role === "commercial")
    ?? rules[0]
  );
}
