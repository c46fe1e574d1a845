// Refine's React Router bindings, writing only the list filters in use to the address: a list
// declares every filter up front with no value (the operator per field), and Refine would write
// each as `filters[i][field]=…&filters[i][operator]=…`, some 800 characters of nothing.
import routerProvider from "@refinedev/react-router";
import type { RouterProvider } from "@refinedev/core";
import { useLocation } from "react-router";

type Query = Record<string, unknown> | undefined;

/** Whether a filter (or a group of them) holds a value: an empty list, string or nothing is none. */
export function holdsValue(filter: unknown): boolean {
  if (!filter || typeof filter !== "object") return false;
  const value = (filter as { value?: unknown }).value;
  if (Array.isArray(value)) return "field" in filter ? value.length > 0 : value.some(holdsValue);
  return value !== undefined && value !== null && value !== "";
}

/**
 * The query without its empty filters. None left: `filters` stays, undefined, so it replaces the
 * address's own when the current query is kept (undefined is never written).
 */
export function withoutEmptyFilters(query: Query): Query {
  if (!query || !Array.isArray(query.filters)) return query;
  const { filters, ...rest } = query;
  const used = (filters as unknown[]).filter(holdsValue);
  return { ...rest, filters: used.length ? used : undefined };
}

/**
 * A screen rewrites its own address (a list writes its sorting and page into the query) only while
 * it is still the one on screen: a list the user has already left, rendered for the old address
 * while the next page's code loads, would otherwise send the user back to it.
 */
export const appRouterProvider: RouterProvider = {
  ...routerProvider,
  go: () => {
    const go = routerProvider.go!();
    const { pathname } = useLocation();
    return (config) => {
      const rewritesHere = !config.to && config.type !== "path";
      if (rewritesHere && window.location.pathname !== pathname) return undefined;
      return go({ ...config, query: withoutEmptyFilters(config.query as Query) });
    };
  },
};
