import { isRole, roleCan } from "./permissions.js";
import type { Action, ResourceDef, Role, RowScope } from "./types.js";

// The key of RowScope that narrows each role; roles not named here are never narrowed.
const ROLE_SCOPE_KEY: Partial<Record<Role, keyof RowScope>> = { client: "client", commercial: "owner" };

export type ScopeRule = { kind: "all" } | { kind: "client"; field: string } | { kind: "owner"; field: string };

/**
 * How a user with these roles is narrowed for one action. Any granting role without a scope
 * wins (a client who is also an admin sees everything); otherwise the scoped rule applies.
 * Answers null when no role grants the action at all (the access guard has answered 403 first).
 */
export function scopeRule(def: Pick<ResourceDef, "permissions" | "scope">, roles: readonly string[], action: Action): ScopeRule | null {
  const granting = roles.filter(isRole).filter((r) => roleCan(def.permissions, r, action));
  if (!granting.length) return null;
  const rules = granting.map((role): ScopeRule => {
    const key = ROLE_SCOPE_KEY[role];
    const field = key ? def.scope?.[key] : undefined;
    return key && field ? { kind: key, field } : { kind: "all" };
  });
  return rules.find((r) => r.kind === "all") ?? rules[0];
}
