// The address of the list behind a figure (a dashboard's), from the list API's own query: the
// page of that resource's list with exactly those filters applied and shown. Two kinds of list
// page read their filters from the address differently:
// - board and table pages (leads, projects, campaigns, tickets, invoices, the tasks' board) keep
//   them with the API's own names (`status=open&created_at_gte=…`, see url-filters.ts);
// - the generated list keeps Refine's table state (`filters[0][field]=…&filters[0][operator]=…`).
import type { LogicalFilter } from "@refinedev/core";
import type { ListLink } from "../../resources/kit/list-link";
import { listFilterOf, type FilterSuffix } from "../../resources/kit/list-params";
import type { ResourceDef } from "../../resources/kit/types";
import { getResource } from "../../resources/registry";
import { pagesOf } from "../../resources/kit/define-resource";
import { resourcePaths } from "./resource-paths";
import { verifactuRecords } from "../../resources/billing/verifactu-records";

export type { ListLink };

/** The view a board page opens in (its `?view=`): a figure's list reads best as a table with a total. */
const TABLE_VIEW = { view: "table" };

/** Pages whose filters are the API's own parameters, at their path, with the parameters they add. */
export const API_PARAM_LISTS: Record<string, { path?: string; extra?: Record<string, string> }> = {
  leads: { extra: TABLE_VIEW },
  projects: { extra: TABLE_VIEW },
  campaigns: { extra: TABLE_VIEW },
  tickets: { extra: TABLE_VIEW },
  invoices: {},
  // Tasks have no list page of their own: their board is where they are listed.
  tasks: { path: "/tasks/kanban" },
};

const SUFFIX_OPERATORS: Record<FilterSuffix, LogicalFilter["operator"]> = {
  ne: "ne",
  gte: "gte",
  lte: "lte",
  like: "contains",
};

function entries(query: ListLink["query"]): [string, string][] {
  return Object.entries(query).flatMap(([name, value]) => [value].flat().map((v): [string, string] => [name, v]));
}

/** One API parameter as a Refine filter (`due_date_lte` → due_date lte; a flag `won` → won eq). */
function refineFilter(def: ResourceDef, name: string, values: string[]): LogicalFilter {
  const target = listFilterOf(def, name);
  const value = values.length > 1 ? values : values[0];
  return target?.suffix
    ? { field: target.field, operator: SUFFIX_OPERATORS[target.suffix], value }
    : { field: name, operator: values.length > 1 ? "in" : "eq", value };
}

/** Refine's table state in the address, as its useTable writes it (qs, indices). */
function refineQuery(def: ResourceDef, query: ListLink["query"]): string {
  const parts: string[] = [];
  const enc = encodeURIComponent;
  Object.entries(query).forEach(([name, raw], i) => {
    const filter = refineFilter(def, name, [raw].flat());
    parts.push(`filters[${i}][field]=${enc(filter.field)}`, `filters[${i}][operator]=${filter.operator}`);
    if (Array.isArray(filter.value))
      filter.value.forEach((v: string, j: number) => parts.push(`filters[${i}][value][${j}]=${enc(v)}`));
    else parts.push(`filters[${i}][value]=${enc(String(filter.value))}`);
  });
  return parts.join("&");
}

/** A screen that is the list of some rows without being their resource's list page, and who may open it. */
interface ScreenList {
  matches: (link: ListLink) => boolean;
  path: string;
  access: { resource: string; action: "list" | "create" };
}

const SCREEN_LISTS: ScreenList[] = [
  // Time not invoiced yet is what the unbilled-time screen lists (and invoices), for those who may invoice.
  {
    matches: (link) =>
      link.resource === "time-entries"
      && Object.keys(link.query).join() === "unbilled"
      && link.query.unbilled === "true",
    path: "/billings/unbilled",
    access: { resource: "invoices", action: "create" },
  },
];

export interface ListLinkTarget {
  path: string;
  /** The permission the page asks for: a figure links only for those who have it. */
  access: { resource: string; action: "list" | "create" };
}

/** The page of the list `link` names, or undefined when no page lists those rows. */
export function listLinkTarget(link: ListLink): ListLinkTarget | undefined {
  const screen = SCREEN_LISTS.find((s) => s.matches(link));
  if (screen) return { path: screen.path, access: screen.access };
  const path = listLinkPath(link);
  return path ? { path, access: { resource: link.resource, action: "list" } } : undefined;
}

/** Declared lists out of the menu whose generic list is an extra screen at their route (Registros VeriFactu). */
const SCREEN_DECLARED: Readonly<Record<string, ResourceDef>> = { [verifactuRecords.name]: verifactuRecords };

/** The address of the list `link` names, or undefined when its resource has no list page. */
export function listLinkPath(link: ListLink): string | undefined {
  const screen = SCREEN_DECLARED[link.resource];
  if (screen) {
    const search = refineQuery(screen, link.query);
    return search ? `${screen.route}?${search}` : screen.route;
  }
  const def = getResource(link.resource);
  if (!def) return undefined;
  const apiPage = API_PARAM_LISTS[def.name];
  if (apiPage) {
    const path = apiPage.path ?? resourcePaths(def).list;
    if (!path) return undefined;
    const search = new URLSearchParams([...entries(link.query), ...Object.entries(apiPage.extra ?? {})]).toString();
    return search ? `${path}?${search}` : path;
  }
  if (!pagesOf(def).includes("list")) return undefined;
  const search = refineQuery(def, link.query);
  return search ? `${def.route}?${search}` : def.route;
}
