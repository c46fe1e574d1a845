import { describe, expect, it } from "vitest";
import { getResource } from "../../../../resources/registry";
import { filtersFromParams, isDerivedFilter, specField } from "../../../../web/components/kanban/url-filters";
import { CLIENT_TICKET_FILTERS, TICKET_FILTERS } from "../../../../web/pages/support/board/ticket-filters";

// The /support filter bar in the URL: the SLA filter (derived: at risk, breached) and a tag are
// read back as the API takes them; a hand-edited value that is none of them is no filter.
describe("ticket filters", () => {
  const tickets = getResource("tickets")!;
  const value = (query: string, field: string) => filtersFromParams(tickets, TICKET_FILTERS, new URLSearchParams(query)).find((f) => "field" in f && f.field === field)?.value;

  it("reads the SLA choice and a tag from the URL", () => {
    expect(isDerivedFilter(tickets, { field: "sla" })).toBe(true);
    expect(specField(tickets, { field: "sla" })).toEqual({ type: "enum", options: ["at_risk", "breached"] });
    expect(value("sla=breached", "sla")).toBe("breached");
    expect(value("sla=late", "sla")).toBeUndefined();
    expect(value("tags=vip&urgency=urgent", "tags")).toBe("vip");
    expect(value("tags=vip&urgency=urgent", "urgency")).toBe("urgent");
  });

  it("offers a client no staff-only filter", () => {
    const staffOnly = CLIENT_TICKET_FILTERS.filter((spec) => tickets.fields[spec.field]?.staffOnly);
    expect(staffOnly).toEqual([]);
    expect(CLIENT_TICKET_FILTERS.map((spec) => spec.field)).not.toContain("sla");
  });
});
