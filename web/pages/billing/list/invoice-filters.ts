// The /billings filter bar, kept in the URL with the API's own parameter names, and the same
// filters as the query of the totals and the CSV export, so all three always speak of one set of rows.
import type { CrudFilter, CrudSorting } from "@refinedev/core";
import type { ResourceDef } from "../../../../resources/kit/types";
import type { BarOptions } from "../../../components/list/declared-filters";
import {
  barParams,
  filtersFromParams,
  linkFiltersOf,
  SEARCH_PARAM,
  type FilterSpec,
} from "../../../components/list/url-filters";

/** `overdue=true`: not a field but a filter of the invoices list (past due and unpaid). */
export const OVERDUE_PARAM = "overdue";

/** The bar is the declared one, less "overdue": the page has its own switch for it. */
export const INVOICE_BAR: BarOptions = { except: [OVERDUE_PARAM] };

export function overdueOnly(params: URLSearchParams): boolean {
  return params.get(OVERDUE_PARAM) === "true";
}

/** The table's filters: the bar's, then "overdue only" (an undefined value replaces an older one). */
export function invoiceFilters(def: ResourceDef, specs: readonly FilterSpec[], params: URLSearchParams): CrudFilter[] {
  return [
    ...filtersFromParams(def, specs, params, [OVERDUE_PARAM]),
    { field: OVERDUE_PARAM, operator: "eq", value: overdueOnly(params) ? true : undefined },
  ];
}

/** The filters as the totals and export endpoints take them: the URL's own filter parameters, a link's too. */
export function listQuery(
  specs: readonly FilterSpec[],
  params: URLSearchParams,
  sorters: CrudSorting = [],
  def?: ResourceDef,
): URLSearchParams {
  const query = new URLSearchParams();
  const own = [...barParams(specs, params), SEARCH_PARAM, OVERDUE_PARAM];
  for (const name of own) {
    const value = params.get(name)?.trim();
    if (value) query.set(name, value);
  }
  for (const link of def ? linkFiltersOf(def, params, new Set(own)) : [])
    for (const value of params.getAll(link.param)) query.append(link.param, value);
  // simple-rest's sort parameters, as the table sends them.
  if (sorters.length) {
    query.set("_sort", sorters.map((s) => s.field).join(","));
    query.set("_order", sorters.map((s) => s.order).join(","));
  }
  return query;
}
