import type { ResourceDef } from "../../resources/kit/types";
import { pagesOf } from "../../resources/kit/define-resource";

// The paths of a declared resource's pages. Routes, menus and pages all ask here, so a page that
// links to another never imports the routes (which import the pages). Hand-written show pages
// sit at the spec's own paths (docs/product.md#screens-and-routes); a ticket's names it by its token, never by its id.
export const CUSTOM_SHOW_PATHS: Record<string, string> = {
  projects: "/projects/:id",
  tasks: "/tasks/:id",
  leads: "/crm/lead-detail/:id",
  tickets: "/support/ticket-:token",
  invoices: "/billings/:id",
};

/** Hand-written create and edit pages at paths of their own (the invoice editor). */
export const CUSTOM_FORM_PATHS: Record<string, { create: string; edit: string }> = {
  invoices: { create: "/billings/new", edit: "/billings/:id/edit" },
};

/** The paths of the pages the resource has (pagesOf): a resource only other screens use has none. */
export function resourcePaths(def: ResourceDef): { list?: string; create?: string; edit?: string; show?: string } {
  const pages = pagesOf(def);
  const has = (action: (typeof pages)[number], path: string) => (pages.includes(action) ? path : undefined);
  return {
    list: has("list", def.route),
    create: has("create", CUSTOM_FORM_PATHS[def.name]?.create ?? `${def.route}/create`),
    edit: has("edit", CUSTOM_FORM_PATHS[def.name]?.edit ?? `${def.route}/edit/:id`),
    show: CUSTOM_SHOW_PATHS[def.name] ?? has("show", `${def.route}/show/:id`),
  };
}

/** The path of a page the caller knows the resource has; a missing one is a programming error. */
export function pagePath(def: ResourceDef, action: keyof ReturnType<typeof resourcePaths>): string {
  const path = resourcePaths(def)[action];
  if (!path) throw new Error(`${def.name} has no ${action} page (pages: ${pagesOf(def).join(", ") || "none"})`);
  return path;
}

/** A path with its parameters (`:id`, `:token`) filled in from a row; undefined when one is missing. */
export function fillPath(path: string, row: Record<string, unknown>): string | undefined {
  let missing = false;
  const filled = path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = row[name];
    if (value === undefined || value === null || value === "") missing = true;
    return encodeURIComponent(String(value));
  });
  return missing ? undefined : filled;
}

/** The show page of one row (a ticket's by its token), or undefined when the resource has none. */
export function showPathFor(def: ResourceDef, row: Record<string, unknown>): string | undefined {
  const path = resourcePaths(def).show;
  return path ? fillPath(path, row) : undefined;
}

/**
 * The path React Router matches: it takes whole segments as parameters only, so "ticket-:token"
 * is routed as ":token" and the page checks (and strips) the prefix itself (routeParamValue).
 */
export function routePattern(path: string): string {
  return path.replace(/\/[^/:]+-:([A-Za-z_]+)/g, "/:$1");
}

/**
 * The value of a routed parameter whose path gives it a prefix ("ticket-:token"): undefined when the prefix is
 * absent.
 */
export function routeParamValue(path: string, name: string, routed: string | undefined): string | undefined {
  const prefix = new RegExp(`/([^/:]*):${name}(?:/|$)`).exec(path)?.[1] ?? "";
  if (routed === undefined || !routed.startsWith(prefix)) return undefined;
  const value = routed.slice(prefix.length);
  return value === "" ? undefined : value;
}
