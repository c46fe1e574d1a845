import type { Action, Area, Permissions } from "./types.js";

/**
 * A hand-written screen or endpoint that is not a declared resource, declared once as plain data:
 * its paths, its place in the role matrix, its menu entry. The API checks its permissions, the
 * web routes it, guards it and lists it in the menu (web/routes/custom-pages.ts); its component
 * is named by the same `name` in the area's web manifest (web/pages/<area>/manifest.ts).
 */
export interface PageDeclaration {
  /** Its name: the menu label `menu.<name>`, and its entry in PAGE_ACCESS when it has permissions. */
  name: string;
  /** The screen's paths; none for an endpoint only the API has (the system log). */
  paths?: readonly string[];
  /** Its own place in the role matrix (PAGE_ACCESS); without it the page follows `access`. */
  permissions?: Permissions;
  /** In a client user's menu, like a resource declared `portal` (their courses, their projects' Gantt). */
  portal?: boolean;
  /**
   * The resource or page, and action, whose permission opens the screen: by default its own
   * `list`; none for a screen every signed-in user has (their profile).
   */
  access?: { resource: string; action: Action };
  /** Its entry in the menu, under an area's group. */
  menu?: { parent: string; icon: string };
}

/** What an area declares for both sides besides its resources (resources/<area>/manifest.ts). */
export interface AreaManifest {
  area: Area;
  pages: readonly PageDeclaration[];
}

/** The permission a page's screen needs: its own list when it has permissions, else what it names. */
export function pageAccess(page: PageDeclaration): { resource: string; action: Action } | undefined {
  return page.access ?? (page.permissions ? { resource: page.name, action: "list" } : undefined);
}
