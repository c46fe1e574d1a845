import type { ResourceDef } from "../../resources/kit/types";
import { pagesOf } from "../../resources/kit/define-resource";

// The paths of a declared resource's pages. Routes, menus and pages all ask here, so a page that
// links to another never imports the routes (which import the pages). Hand-written show pages
// sit at the spec's own paths (SPEC §2).
export const CUSTOM_SHOW_PATHS: Record<string, string> = {
  projects: "/projects/:id",
  tasks: "/tasks/:id",
  leads: "/crm/lead-detail/:id",
};

/** The paths of the pages the resource has (pagesOf): a resource only other screens use has none. */
export function resourcePaths(def: ResourceDef): { list?: string; create?: string; edit?: string; show?: string } {
  const pages = pagesOf(def);
  const has = (action: (typeof pages)[number], path: string) => (pages.includes(action) ? path : undefined);
  return {
    list: has("list", def.route),
    create: has("create", `${def.route}/create`),
    edit: has("edit", `${def.route}/edit/:id`),
    show: CUSTOM_SHOW_PATHS[def.name] ?? has("show", `${def.route}/show/:id`),
  };
}

/** The path of a page the caller knows the resource has; a missing one is a programming error. */
export function pagePath(def: ResourceDef, action: keyof ReturnType<typeof resourcePaths>): string {
  const path = resourcePaths(def)[action];
  if (!path) throw new Error(`${def.name} has no ${action} page (pages: ${pagesOf(def).join(", ") || "none"})`);
  return path;
}
