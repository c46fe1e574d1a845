import { PAGE_ACCESS } from "./page-permissions.js";
import { hasNoStaffRole } from "./permissions.js";
import type { ResourceDef } from "./types.js";

// A client user's menu (issue 26): what serves them, declared `portal` on a resource or a page,
// and nothing else. Staff menus are not narrowed here: the role matrix alone decides them.

/**
 * Whether a menu entry (a declared resource's list, a page of PAGE_ACCESS, or an entry of neither,
 * such as the dashboard) is in this user's menu, on top of the role matrix.
 */
export function inMenuOf(name: string, roles: readonly string[], resources: readonly ResourceDef[]): boolean {
  if (!hasNoStaffRole(roles)) return true;
  const def = resources.find((r) => r.name === name);
  if (def) return def.portal === true;
  const page = PAGE_ACCESS[name];
  return page ? page.portal === true : true;
}
