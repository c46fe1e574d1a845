import { describe, expect, it } from "vitest";
import { getResource } from "../../../../resources/registry";
import { pagesOf } from "../../../../resources/kit/define-resource";
import { CUSTOM_PAGES, EXTRA_PAGES } from "../../../../web/routes/custom-pages";
import {
  LIST_PATH_OVERRIDES,
  LIST_SEARCH_STYLE,
  listPath,
  recordPath,
} from "../../../../web/components/search/search-paths";
import { ticketPath } from "../../../../web/pages/support/ticket-record";
import { invoicePath } from "../../../../web/pages/billing/billing-paths";
import { coursePath } from "../../../../web/pages/education/education-paths";
import { SEARCH_PARAM } from "../../../../web/components/list/url-filters";

// Where a search result leads (issue 15): the page each list opens for its rows, and that list
// searching for the typed text in the way it reads its search from the URL.
const RESOURCES = ["leads", "lead-clients", "projects", "tasks", "tickets", "invoices", "courses"];
const item = { id: 42, title: "x", match: "text" as const, token: "tk-9" };

describe("search result paths", () => {
  it("opens each record at the page the app's own screens link to", () => {
    expect(recordPath("leads", item)).toBe("/crm/lead-detail/42");
    expect(recordPath("lead-clients", item)).toBe("/crm/clients/show/42");
    expect(recordPath("projects", item)).toBe("/projects/42");
    expect(recordPath("tasks", item)).toBe("/tasks/42");
    expect(recordPath("tickets", item)).toBe(ticketPath({ token: "tk-9" }));
    expect(recordPath("invoices", item)).toBe(invoicePath(42));
    expect(recordPath("courses", item)).toBe(coursePath(42));
    expect(recordPath("tickets", { ...item, token: undefined })).toBeUndefined();
  });

  it(
    "reads a list's search the way the list itself keeps it: ?q= on hand-written lists and boards, Refine's "
      + "filters on generated ones",
    () => {
      for (const name of RESOURCES) {
        const handWritten = Boolean(CUSTOM_PAGES[name]?.list) || name in LIST_PATH_OVERRIDES;
        expect(LIST_SEARCH_STYLE[name], name).toBe(handWritten ? "param" : "refine");
        if (!handWritten) expect(pagesOf(getResource(name)!), name).toContain("list");
      }
      // Tasks have no list page; their board is routed where the search sends them.
      expect(pagesOf(getResource("tasks")!)).not.toContain("list");
      expect(EXTRA_PAGES.find((p) => p.name === "tasks-kanban")!.paths).toContain(LIST_PATH_OVERRIDES.tasks);
    },
  );

  it("puts the typed text, escaped, in each list's address", () => {
    expect(SEARCH_PARAM).toBe("q");
    expect(listPath({ resource: "leads" }, "garcía & co")).toBe("/crm/kanban?q=garc%C3%ADa%20%26%20co");
    expect(listPath({ resource: "tasks" }, "web")).toBe("/tasks/kanban?q=web");
    expect(listPath({ resource: "tickets" }, "web")).toBe("/support?q=web");
    expect(listPath({ resource: "invoices" }, "web")).toBe("/billings?q=web");
    expect(listPath({ resource: "projects" }, "web")).toBe("/projects?q=web");
    expect(listPath({ resource: "courses" }, "inglés")).toBe(
      "/courses?filters[0][field]=q&filters[0][operator]=eq&filters[0][value]=ingl%C3%A9s",
    );
    expect(listPath({ resource: "lead-clients" }, "web")).toBe(
      "/crm/clients?filters[0][field]=q&filters[0][operator]=eq&filters[0][value]=web",
    );
  });
});
