import { PAGES } from "../manifests.js";
import type { Area, Permissions } from "./types.js";

// Hand-written pages and endpoints that are not declared resources, in the same role matrix:
// the API checks them, the web's accessControlProvider hides their menu entries. Each is declared
// in its area's manifest (resources/<area>/manifest.ts); this is the table derived from them.
export interface PageAccess {
  area: Area;
  permissions: Permissions;
  /** In a client user's menu, like a resource declared `portal` (their courses, their projects' Gantt). */
  portal?: boolean;
}

export const PAGE_ACCESS: Record<string, PageAccess> = Object.fromEntries(
  PAGES.flatMap(({ name, area, permissions, portal }) =>
    permissions ? [[name, { area, permissions, ...(portal ? { portal } : {}) }]] : [],
  ),
);
