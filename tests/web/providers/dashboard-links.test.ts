import { describe, expect, it } from "vitest";
import { parseTableParams, type CrudFilter } from "@refinedev/core";
import { generateFilter, stringify } from "@refinedev/simple-rest";
import { getResource } from "../../../resources/registry";
import { API_PARAM_LISTS, listLinkPath, listLinkTarget, type ListLink } from "../../../web/providers/list-link";
import { filtersFromParams, linkFiltersOf } from "../../../web/components/list/url-filters";
import { boardFilters } from "../../../web/components/kanban/column-query";
import { declaredFilters } from "../../../web/components/list/declared-filters";
import { INVOICE_BAR, invoiceFilters, listQuery } from "../../../web/pages/billing/list/invoice-filters";
import { CUSTOM_PAGES, EXTRA_PAGES } from "../../../web/routes/custom-pages";

// A dashboard figure's link ({resource, query} in the list API's own parameters) becomes the
// address of that list's page, and that page asks the API for exactly the same query: the list
// then counts what the figure said.

/** The query the page would send: simple-rest's, sorted, without paging or sorting. */
const sent = (filters: CrudFilter[]) =>
  new URLSearchParams(stringify(generateFilter(boardFilters(undefined, filters))));
const sorted = (params: URLSearchParams) =>
  [...params.entries()].sort(([a, x], [b, y]) => (a + x).localeCompare(b + y));
const staff = { outsider: false, mayList: () => true };
const LEAD_FILTERS = declaredFilters(getResource("leads")!, staff);
const TICKET_FILTERS = declaredFilters(getResource("tickets")!, staff);
const INVOICE_FILTERS = declaredFilters(getResource("invoices")!, staff, INVOICE_BAR);
const asParams = (query: ListLink["query"]) =>
  new URLSearchParams(Object.entries(query).flatMap(([k, v]) => [v].flat().map((one) => [k, one])));

describe("a figure's link as the address of its list", () => {
  it("opens a board page's table with the API's own parameters, which the page applies beyond its filter bar", () => {
    const link = {
      resource: "leads",
      query: {
        lead_status_id: "3",
        created_at_gte: "2026-11-01T00:00:00.000Z",
        created_at_lte: "2026-11-30T22:59:59.999Z",
      },
    };
    const path = listLinkPath(link)!;
    const url = new URL(path, "http://x");
    expect(url.pathname).toBe("/crm/kanban");
    expect(url.searchParams.get("view")).toBe("table");
    const filters = filtersFromParams(getResource("leads")!, LEAD_FILTERS, url.searchParams);
    expect(sorted(sent(filters))).toEqual(sorted(asParams(link.query)));
  });

  it("keeps derived filters (flags, SLA) and repeated values as the API reads them", () => {
    const links: ListLink[] = [
      { resource: "leads", query: { won: "true", won_at_gte: "2026-11-01T00:00:00.000Z" } },
      { resource: "leads", query: { no_status: "true" } },
      { resource: "tickets", query: { sla: "breached" } },
      { resource: "tickets", query: { status: ["assigned", "testing"] } },
      { resource: "projects", query: { active: "true", at_risk: "true" } },
      {
        resource: "tasks",
        query: { assigned_to: "4", due_date_gte: "2026-11-23", due_date_lte: "2026-11-29", completed: "false" },
      },
    ];
    for (const link of links) {
      const url = new URL(listLinkPath(link)!, "http://x");
      const def = getResource(link.resource)!;
      const filters = filtersFromParams(def, link.resource === "tickets" ? TICKET_FILTERS : [], url.searchParams);
      expect(sorted(sent(filters)), JSON.stringify(link)).toEqual(sorted(asParams(link.query)));
      // Refine keeps one filter per field and operator: a second (the bar's empty one) would
      // replace the link's, and the list would count more than the figure.
      const keys = filters.map((f) => ("field" in f ? `${f.field} ${f.operator}` : JSON.stringify(f)));
      expect(keys.length, JSON.stringify(link)).toBe(new Set(keys).size);
    }
  });

  it("opens the tasks on their board, the only page that lists them", () => {
    expect(listLinkPath({ resource: "tasks", query: { completed: "false" } })).toBe("/tasks/kanban?completed=false");
  });

  it("gives the invoices list, its totals and its export the same overdue bucket", () => {
    const link = {
      resource: "invoices",
      query: { overdue: "true", due_date_gte: "2026-09-27", due_date_lte: "2026-10-26" },
    };
    const url = new URL(listLinkPath(link)!, "http://x");
    const def = getResource("invoices")!;
    expect(url.pathname).toBe("/billings");
    expect(sorted(sent(invoiceFilters(def, INVOICE_FILTERS, url.searchParams)))).toEqual(sorted(asParams(link.query)));
    expect(sorted(listQuery(INVOICE_FILTERS, url.searchParams, [], def))).toEqual(sorted(asParams(link.query)));
  });

  it("writes Refine's table state for a generated list, which its table sends back as the same query", () => {
    const link = {
      resource: "course-registrations",
      query: { course_id: "7", status: ["confirmed", "pending"], created_at_gte: "2026-11-01T00:00:00.000Z" },
    };
    const path = listLinkPath(link)!;
    expect(path.startsWith("/courses/registrations?filters[0][field]=course_id")).toBe(true);
    const { parsedFilters } = parseTableParams(path.slice(path.indexOf("?")));
    expect(sorted(sent(parsedFilters))).toEqual(sorted(asParams(link.query)));
  });

  it("leaves a figure unlinked when its resource has no list page", () => {
    expect(listLinkPath({ resource: "course-sessions", query: { course_id: "3" } })).toBeUndefined();
    expect(listLinkPath({ resource: "no-such-thing", query: {} })).toBeUndefined();
  });

  it("opens time not invoiced yet on the unbilled-time screen, for those who may invoice", () => {
    expect(listLinkTarget({ resource: "time-entries", query: { unbilled: "true" } })).toEqual({
      path: "/billings/unbilled",
      access: { resource: "invoices", action: "create" },
    });
    // Anything narrower is the time entries' own list.
    expect(listLinkTarget({ resource: "time-entries", query: { unbilled: "true", user_id: "2" } })).toEqual({
      path:
        "/tasks/time-entries?filters[0][field]=unbilled&filters[0][operator]=eq&filters[0][value]=true"
        + "&filters[1][field]=user_id&filters[1][operator]=eq&filters[1][value]=2",
      access: { resource: "time-entries", action: "list" },
    });
    expect(listLinkTarget({ resource: "leads", query: { open: "true" } })).toEqual({
      path: "/crm/kanban?open=true&view=table",
      access: { resource: "leads", action: "list" },
    });
  });

  it("knows every hand-written list page as one that reads the API's own parameters", () => {
    const custom = Object.entries(CUSTOM_PAGES)
      .filter(([, pages]) => pages.list)
      .map(([name]) => name);
    expect(
      Object.keys(API_PARAM_LISTS)
        .filter((name) => !API_PARAM_LISTS[name].path)
        .sort(),
    ).toEqual(custom.sort());
    for (const [name, page] of Object.entries(API_PARAM_LISTS)) {
      if (page.path)
        expect(EXTRA_PAGES.some((extra) => extra.paths.includes(page.path!) && extra.access?.resource === name)).toBe(
          true,
        );
    }
  });
});

describe("a link's filters beyond the filter bar", () => {
  const leads = getResource("leads")!;

  it("reads each as its field's type and leaves out what the list does not take", () => {
    const params = new URLSearchParams(
      "lead_status_id=3&lead_status_id=4&score_gte=10&name_like=ana&open=true&owner_id=2&view=table&nonsense=1"
        + "&score_lte=abc",
    );
    expect(linkFiltersOf(leads, params, new Set(["owner_id"]))).toEqual([
      { param: "lead_status_id", field: "lead_status_id", operator: "eq", value: [3, 4] },
      { param: "score_gte", field: "score", operator: "gte", value: 10 },
      { param: "name_like", field: "name", operator: "contains", value: "ana" },
      { param: "open", field: "open", operator: "eq", value: true },
    ]);
  });

  it("adds them after the bar's filters without changing those", () => {
    const filters = filtersFromParams(leads, LEAD_FILTERS, new URLSearchParams("owner_id=2&won=false"));
    const bar = filters.slice(0, -2);
    expect(bar.length).toBe(LEAD_FILTERS.reduce((n, spec) => n + (spec.range ? 2 : 1), 0));
    expect(bar.filter((f) => "field" in f && f.value !== undefined)).toEqual([
      { field: "owner_id", operator: "eq", value: 2 },
    ]);
    expect(filters.at(-1)).toEqual({ field: "won", operator: "eq", value: false });
  });

  it("takes a bar's filter of several values as a link's, never as its first value", () => {
    const params = new URLSearchParams("lead_status_id=3&lead_status_id=4&owner_id=2");
    const filters = filtersFromParams(leads, LEAD_FILTERS, params);
    // Named once, by the link: Refine keeps one filter per field and operator, and an empty one
    // from the bar beside it would replace the link's (the list would then count every row).
    expect(filters.filter((f) => "field" in f && f.field === "lead_status_id")).toEqual([
      { field: "lead_status_id", operator: "eq", value: [3, 4] },
    ]);
    expect(filters).toContainEqual({ field: "owner_id", operator: "eq", value: 2 });
  });
});
