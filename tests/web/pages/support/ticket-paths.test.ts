import { assigneeChange } from "../../../../web/pages/support/ticket/staff-panel";
import { describe, expect, it } from "vitest";
import { getResource } from "../../../../resources/registry";
import {
  fillPath,
  pagePath,
  routeParamValue,
  routePattern,
  showPathFor,
} from "../../../../web/providers/resource-paths";
import { statusChoices, ticketPath } from "../../../../web/pages/support/ticket-record";

// A ticket's page is /support/ticket-{token} (issue 12): links fill the token, never the id;
// React Router routes it as /support/:token, and the page takes the token back from it.
describe("ticket paths", () => {
  const tickets = getResource("tickets")!;

  it("links a ticket by its token, and other resources by their id as before", () => {
    expect(pagePath(tickets, "show")).toBe("/support/ticket-:token");
    expect(showPathFor(tickets, { id: 7, token: "Ab3dEf6hIj9kLm2n" })).toBe("/support/ticket-Ab3dEf6hIj9kLm2n");
    expect(ticketPath({ token: "Ab3dEf6hIj9kLm2n" })).toBe("/support/ticket-Ab3dEf6hIj9kLm2n");
    expect(showPathFor(getResource("leads")!, { id: 12 })).toBe("/crm/lead-detail/12");
  });

  it("gives no path when the row lacks the parameter (a ticket read without its token)", () => {
    expect(showPathFor(tickets, { id: 7 })).toBeUndefined();
    expect(fillPath("/x/:id", { id: "" })).toBeUndefined();
  });

  it("routes a prefixed parameter as a whole segment and strips the prefix back", () => {
    expect(routePattern("/support/ticket-:token")).toBe("/support/:token");
    expect(routePattern("/crm/lead-detail/:id")).toBe("/crm/lead-detail/:id");
    expect(routeParamValue("/support/ticket-:token", "token", "ticket-Ab3d")).toBe("Ab3d");
    expect(routeParamValue("/support/ticket-:token", "token", "complexity")).toBeUndefined();
    expect(routeParamValue("/support/ticket-:token", "token", "ticket-")).toBeUndefined();
    expect(routeParamValue("/tasks/:id", "id", "5")).toBe("5");
  });
});

describe("ticket status choices", () => {
  it("offers the current state and the declared moves from it", () => {
    expect(statusChoices("resolved")).toEqual(["resolved", "investigating"]);
    const fromAssigned = ["assigned", "new", "investigating", "testing", "solvingIssues", "externalError", "resolved"];
    expect(statusChoices("assigned")).toEqual(fromAssigned);
  });

  it("offers every state to mend a status no release knows", () => {
    const every = ["new", "assigned", "investigating", "testing", "solvingIssues", "externalError", "resolved"];
    expect(statusChoices("waitingOnMars")).toEqual(every);
  });
});

describe("the side panel's assignee", () => {
  it("puts an assigned ticket left with nobody back to new in the same write; otherwise saves the assignee", () => {
    expect(assigneeChange({ status: "assigned" }, null)).toEqual({ assignee_id: null, status: "new" });
    expect(assigneeChange({ status: "investigating" }, null)).toEqual({ assignee_id: null });
    expect(assigneeChange({ status: "new" }, 7)).toEqual({ assignee_id: 7 });
  });
});
