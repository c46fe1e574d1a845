import type { Action, FieldDef, Permissions, ResourceDef, Role } from "./types.js";
import { ROLES } from "./types.js";

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
