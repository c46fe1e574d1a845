// Where a search result leads: the record's own page (as its list links to it) and the list it
// comes from with the typed text as its search, in the way that list reads its search from the URL.
import { getResource } from "../../../resources/registry";
import { resourcePaths, showPathFor } from "../../providers/resource-paths";
import type { SearchGroup, SearchItem } from "./search-api";

/**
 * How a list keeps its search in the URL: hand-written lists and boards take `?q=` (url-filters),
 * the generated ones Refine's synced filters. Checked against the routes in
 * tests/web/components/search/search-paths.test.tsx.
 */
export const LIST_SEARCH_STYLE: Record<string, "param" | "refine"> = {
  leads: "param",
  "lead-clients": "refine",
  projects: "param",
  tasks: "param",
  tickets: "param",
  invoices: "param",
  courses: "refine",
};

/**
 * The lists' search parameter (url-filters.ts SEARCH_PARAM, Refine's `q` filter), not imported
 * from there: the dialog's chunk would pull the boards' filter code out into a chunk of its own,
 * one more name in the first download's list of chunks. The test checks they agree.
 */
const SEARCH_PARAM = "q";

/** Tasks have no list page of their own: their board (web/routes/custom-pages.ts) is the list. */
export const LIST_PATH_OVERRIDES: Record<string, string> = { tasks: "/tasks/kanban" };

/** The page of one result (a ticket's by its token), or undefined when there is none. */
export function recordPath(resource: string, item: SearchItem): string | undefined {
  const def = getResource(resource);
  return def ? showPathFor(def, { ...item }) : undefined;
}

/** The list of the group's resource filtered by `q`, or undefined when it has no list. */
export function listPath(group: Pick<SearchGroup, "resource">, q: string): string | undefined {
  const def = getResource(group.resource);
  const path = LIST_PATH_OVERRIDES[group.resource] ?? (def && resourcePaths(def).list);
  if (!path) return undefined;
  const value = encodeURIComponent(q);
  // Brackets unencoded, as Refine writes them itself (qs with encode: false).
  if (LIST_SEARCH_STYLE[group.resource] === "refine")
    return `${path}?filters[0][field]=${SEARCH_PARAM}&filters[0][operator]=eq&filters[0][value]=${value}`;
  return `${path}?${SEARCH_PARAM}=${value}`;
}
