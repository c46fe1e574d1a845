import { describe, expect, it } from "vitest";
import { RESOURCES } from "../../../resources/registry";
import { defineResource, type ResourceInput } from "../../../resources/kit/define-resource";
import { cardFields, DEFAULT_CARD_FIELDS } from "../../../resources/kit/list-card";
import { columnsForReader } from "../../../resources/kit/permissions";
import type { Fields } from "../../../resources/kit/types";

// A row's card on a phone (`list.card`): the declared fields or, by default, the first columns,
// always led by the row's name and only among the columns its reader is shown.

const base: ResourceInput = {
  name: "gadgets",
  table: "gadgets",
  area: "settings",
  route: "/gadgets",
  labelField: "name",
  fields: {
    code: { type: "string" },
    name: { type: "string", required: true },
    price: { type: "money" },
    state: { type: "enum", options: ["new", "old"] },
    owner: { type: "string", staffOnly: true },
    due: { type: "date" },
  },
  list: {
    columns: ["code", "name", "price", "state", "owner", "due"],
    filters: [],
    sorters: [],
    search: [],
    defaultSort: { field: "id", order: "asc" },
  },
  permissions: { admin: "*" },
};
const gadgets = (list: Partial<ResourceInput["list"]> = {}) =>
  defineResource({ ...base, list: { ...base.list, ...list } });

describe("cardFields", () => {
  it("defaults to the first columns, the row's name first", () => {
    expect(DEFAULT_CARD_FIELDS).toBe(4);
    expect(cardFields(gadgets())).toEqual(["name", "code", "price", "state"]);
  });

  it("keeps the declared fields in their order, led by the name even when the declaration leaves it out", () => {
    expect(cardFields(gadgets({ card: ["name", "due", "price"] }))).toEqual(["name", "due", "price"]);
    expect(cardFields(gadgets({ card: ["state", "due"] }))).toEqual(["name", "state", "due"]);
    expect(cardFields(gadgets({ card: ["due", "name"] }))).toEqual(["name", "due"]);
  });

  it("shows a reader only the columns they are shown, by default and declared alike", () => {
    const def = gadgets({ card: ["owner", "due"] });
    const client = columnsForReader(def, true);
    expect(client).not.toContain("owner");
    expect(cardFields(def, client)).toEqual(["name", "due"]);
    expect(cardFields(gadgets(), ["code", "name", "due"])).toEqual(["name", "code", "due"]);
    // Without the name among them, the first column shown names the row.
    expect(cardFields(gadgets(), ["price", "state", "due"])).toEqual(["price", "state", "due"]);
    expect(cardFields(gadgets(), [])).toEqual([]);
  });

  it("refuses a card field that is no list column: the card draws each field with its column", () => {
    expect(() => gadgets({ card: ["name", "nope"] })).toThrow(/card field "nope"/);
    const withNote = { ...base, fields: { ...base.fields, note: { type: "text" as const } } };
    expect(() => defineResource<Fields>({ ...withNote, list: { ...base.list, card: ["note"] } })).toThrow(
      /card field "note" is no list column/,
    );
  });

  it("gives every declared list a card led by its name, of its own columns", () => {
    for (const def of RESOURCES) {
      const fields = cardFields(def);
      expect(fields.length, def.name).toBeGreaterThan(0);
      expect(def.list.columns, def.name).toEqual(expect.arrayContaining(fields));
      if (def.list.columns.includes(def.labelField)) expect(fields[0], def.name).toBe(def.labelField);
    }
  });
});
