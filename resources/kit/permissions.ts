import type { Action, FieldDef, Permissions, ResourceDef, Role } from "./types.js";
import { ROLES, STAFF_ROLES } from "./types.js";

// One matrix for both sides: the API enforces it, the web's accessControlProvider only hides.
export const ADMIN_ONLY: Permissions = { superadmin: "*", admin: "*" };
export const STAFF_READ: Permissions = { superadmin: "*", admin: "*", commercial: ["list", "show"] };
export const EVERYONE_READ: Permissions = {
  superadmin: "*",
  admin: "*",
  commercial: ["list", "show"],
  client: ["list", "show"],
};

export function roleCan(permissions: Permissions, role: Role, action: Action): boolean {
  const allowed = permissions[role];
  return allowed === "*" || (allowed?.includes(action) ?? false);
}

/** A user holds a list of roles; any one of them granting the action is enough. */
export function can(def: Pick<ResourceDef, "permissions">, roles: readonly string[], action: Action): boolean {
  return roles.some((r) => isRole(r) && roleCan(def.permissions, r, action));
}

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/** Whether a user with these roles may change the field of a row that exists (FieldDef.editRoles). */
export function mayChangeField(field: Pick<FieldDef, "editRoles">, roles: readonly string[]): boolean {
  return !field.editRoles || roles.some((r) => isRole(r) && field.editRoles!.includes(r));
}

/** Whether a user with these roles is an outsider: no staff role at all (a client user, or nobody). */
export function hasNoStaffRole(roles: readonly string[]): boolean {
  return !roles.some((role) => (STAFF_ROLES as readonly string[]).includes(role));
}

/**
 * The list columns a reader is shown: an outsider no staff-only field (the API sends none), staff
 * no field that tells outsiders another one in their words (FieldDef.mapped: staff read the source).
 */
export function columnsForReader(
  def: Pick<ResourceDef, "list" | "fields">,
  outsider: boolean,
  columns: readonly string[] = def.list.columns,
): string[] {
  return columns.filter((name) => (outsider ? !def.fields[name]?.staffOnly : !def.fields[name]?.mapped));
}
