import { describe, expect, it } from "vitest";
import { getResource } from "../../../../resources/registry";
import { filtersFromParams, isDerivedFilter, specField } from "../../../../web/components/list/url-filters";
import { declaredFilters } from "../../../../web/components/list/declared-filters";

// The /support filter bar in the URL: the SLA filter (derived: at risk, breached) and a tag are
// read back as the API takes them; a hand-edited value that is none of them is no filter.
describe("ticket filters", () => {
  const tickets = getResource("tickets")!;
  const TICKET_FILTERS = declaredFilters(tickets, { outsider: false, mayList: () => true });
  // A client lists its own client row and tickets, never the team.
  const CLIENT_TICKET_FILTERS = declaredFilters(tickets, { outsider: true, mayList: (r) => r !== "team-members" });
  const value = (query: string, field: string) =>
    filtersFromParams(tickets, TICKET_FILTERS, new URLSearchParams(query)).find(
      (f) => "field" in f && f.field === field,
    )?.value;

  it("reads the SLA choice and a tag from the URL", () => {
    expect(isDerivedFilter(tickets, { field: "sla" })).toBe(true);
    expect(specField(tickets, { field: "sla" })).toEqual({ type: "enum", options: ["at_risk", "breached"] });
    expect(value("sla=breached", "sla")).toBe("breached");
    expect(value("sla=late", "sla")).toBeUndefined();
    expect(value("tags=vip&urgency=urgent", "tags")).toBe("vip");
    expect(value("tags=vip&urgency=urgent", "urgency")).toBe("urgent");
  });

  it("offers the board's filters first, the SLA last, each by its field's type", () => {
    expect(TICKET_FILTERS.slice(0, 6).map((spec) => spec.field)).toEqual([
      "assignee_id",
      "client_id",
      "urgency",
      "ticket_complexity_id",
      "ticket_type_id",
      "tags",
    ]);
    expect(TICKET_FILTERS.at(-1)).toEqual({ field: "sla" });
    expect(TICKET_FILTERS).toContainEqual({ field: "rating", range: true });
    // Text is searched, a date and time is a link's, a merged ticket is found by search.
    for (const field of ["id", "token", "title", "created_at", "merged_into_id"])
      expect(TICKET_FILTERS.map((spec) => spec.field)).not.toContain(field);
  });

  it("offers a client no staff-only filter", () => {
    const staffOnly = CLIENT_TICKET_FILTERS.filter((spec) => tickets.fields[spec.field]?.staffOnly);
    expect(staffOnly).toEqual([]);
    expect(CLIENT_TICKET_FILTERS.map((spec) => spec.field)).not.toContain("sla");
    // Every ticket a client sees is its own client's: that filter narrows nothing.
    expect(CLIENT_TICKET_FILTERS.map((spec) => spec.field)).not.toContain("client_id");
    expect(CLIENT_TICKET_FILTERS.map((spec) => spec.field)).not.toContain("creator_id");
  });
});
