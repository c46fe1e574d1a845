import type { ResourceDef } from "../../resources/kit/types";

// The paths of a declared resource's pages. Routes, menus and pages all ask here, so a page that
// links to another never imports the routes (which import the pages). Hand-written show pages
// sit at the spec's own paths (SPEC §2).
export const CUSTOM_SHOW_PATHS: Record<string, string> = {
  projects: "/projects/:id",
  tasks: "/tasks/:id",
};

export function resourcePaths(def: ResourceDef) {
  return {
    list: def.route,
    create: `${def.route}/create`,
    edit: `${def.route}/edit/:id`,
    show: CUSTOM_SHOW_PATHS[def.name] ?? `${def.route}/show/:id`,
  };
}
