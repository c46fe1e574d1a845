import { describe, expect, expectTypeOf, it } from "vitest";
import { defineResource } from "../../resources/kit/define-resource";
import type { CreateOf, PatchOf, RowOf } from "../../resources/kit/row-types";
import type { invoices } from "../../resources/billing/invoices";
import type { tickets } from "../../resources/support/tickets";
import type { leads } from "../../resources/crm/leads";
import type { INVOICE_STATUSES } from "../../resources/billing/billing-options";

// The declaration is the type: `tsc --noEmit` checks this file (tests/ is in tsconfig's include).
// Each @ts-expect-error must meet an error, or tsc fails: a name no field has does not compile,
// wherever a declaration names a field. Run, each bad declaration still throws (the check that
// stands for input the types do not see).

const base = {
  name: "things",
  table: "things",
  area: "settings",
  route: "/things",
  permissions: { admin: "*" },
} as const;
const fields = {
  name: { type: "string", required: true },
  done: { type: "boolean" },
  rank: { type: "integer" },
} as const;
const list = {
  columns: ["name"],
  filters: ["id"],
  sorters: ["created_at"],
  search: ["name"],
  defaultSort: { field: "name", order: "asc" },
} as const;
const board = { column: "done", order: "rank", card: { title: "name", fields: ["name"] } } as const;
const things = { ...base, fields, list, labelField: "name" } as const;
/** Run, a bad declaration still throws, naming the unknown field. */
const refused = (declare: () => unknown) => expect(declare).toThrow(/"nope"/);

describe("a declaration naming a field it lacks", () => {
  it("compiles with known names, own or the system's", () => {
    const flags = { open: [{ field: "done", is: false }] } as const;
    expect(() => defineResource({ ...things, board, flags, scope: { owner: "rank" } })).not.toThrow();
  });

  it("fails to compile in list, board, sections, scope, flags and labelField (and throws)", () => {
    // @ts-expect-error labelField
    refused(() => defineResource({ ...things, labelField: "nope" }));
    // @ts-expect-error list.columns
    refused(() => defineResource({ ...things, list: { ...list, columns: ["nope"] } }));
    // @ts-expect-error list.filters
    refused(() => defineResource({ ...things, list: { ...list, filters: ["nope"] } }));
    // @ts-expect-error list.sorters
    refused(() => defineResource({ ...things, list: { ...list, sorters: ["nope"] } }));
    // @ts-expect-error list.search
    refused(() => defineResource({ ...things, list: { ...list, search: ["nope"] } }));
    // @ts-expect-error list.defaultSort
    refused(() => defineResource({ ...things, list: { ...list, defaultSort: { field: "nope", order: "asc" } } }));
    // @ts-expect-error list.card
    refused(() => defineResource({ ...things, list: { ...list, card: ["nope"] } }));
    // @ts-expect-error board.card.fields
    refused(() => defineResource({ ...things, board: { ...board, card: { title: "name", fields: ["nope"] } } }));
    // @ts-expect-error boards.<name>.column
    refused(() => defineResource({ ...things, boards: { other: { ...board, column: "nope" } } }));
    // @ts-expect-error sections
    refused(() => defineResource({ ...things, sections: [{ key: "a", fields: ["name", "nope"] }] }));
    // @ts-expect-error scope
    refused(() => defineResource({ ...things, scope: { owner: "nope" } }));
    // @ts-expect-error flags
    refused(() => defineResource({ ...things, flags: { open: [{ field: "nope", is: true }] } }));
  });
});

describe("RowOf, CreateOf and PatchOf", () => {
  type Invoice = RowOf<typeof invoices>;
  it("gives each field its declared type, null unless always set", () => {
    expectTypeOf<Invoice["status"]>().toEqualTypeOf<(typeof INVOICE_STATUSES)[number] | null>();
    expectTypeOf<Invoice["language"]>().toEqualTypeOf<"es" | "en">();
    expectTypeOf<Invoice["id"]>().toEqualTypeOf<number>();
    expectTypeOf<Invoice["created_at"]>().toEqualTypeOf<string>();
    expectTypeOf<Invoice["series_id"]>().toEqualTypeOf<number>();
    expectTypeOf<Invoice["client_id"]>().toEqualTypeOf<number | null>();
    expectTypeOf<Invoice["total"]>().toEqualTypeOf<number | null>();
    expectTypeOf<Invoice["surcharge"]>().toEqualTypeOf<boolean>();
    expectTypeOf<Invoice["client_name"]>().toEqualTypeOf<string | null>();
    expectTypeOf<RowOf<typeof leads>["service_ids"]>().toEqualTypeOf<number[]>();
    expectTypeOf<RowOf<typeof tickets>["tags"]>().toEqualTypeOf<string[] | undefined>();
    const row = {} as Invoice;
    // @ts-expect-error an enum is its options, not any string
    const status: Invoice["status"] = "lost";
    // @ts-expect-error no such field
    void row.nope;
    // @ts-expect-error the server's fields are read-only
    row.total = 0;
    void status;
  });

  it("keeps staff-only fields out of reach of a row that may lack them", () => {
    expectTypeOf<RowOf<typeof tickets>>().toHaveProperty("ticket_complexity_id");
    const ticket = {} as RowOf<typeof tickets>;
    // @ts-expect-error a staff-only field may be absent (a client's reading)
    const assignee: number | null = ticket.assignee_id;
    void assignee;
  });

  it("takes the writable fields: the required ones in a create, any in a patch", () => {
    type Create = CreateOf<typeof invoices>;
    expectTypeOf<Create["series_id"]>().toEqualTypeOf<number>();
    expectTypeOf<Create>().not.toHaveProperty("total");
    expectTypeOf<Create>().not.toHaveProperty("id");
    // @ts-expect-error series_id and issue_date are required
    const empty: Create = {};
    const patch: PatchOf<typeof invoices> = { notes: "x", version: 1 };
    // @ts-expect-error a patch writes no server field
    const total: PatchOf<typeof invoices> = { total: 1 };
    void empty;
    void patch;
    void total;
  });
});
