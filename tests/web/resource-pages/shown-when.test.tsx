// @vitest-environment jsdom
import { act } from "react";
import { Checkbox, Form, Input } from "antd";
import { describe, expect, it } from "vitest";
import { render } from "../../fixtures/dom-render";
import { ShownWhen } from "../../../web/resource-pages/shown-when";
import { shownOn } from "../../../web/resource-pages/resource-show";
import { RESOURCES, getResource } from "../../../resources/registry";
import { defineResource } from "../../../resources/kit/define-resource";
import type { Fields } from "../../../resources/kit/types";

// antd's responsive grid asks for matchMedia, which jsdom has not.
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener() {},
  removeListener() {},
  addEventListener() {},
  removeEventListener() {},
  dispatchEvent: () => false,
})) as typeof window.matchMedia;

// FieldDef.shownWhen: a field that means something only while a boolean field of the row is on
// (a client's DIR3 codes, for a public body) is shown, in forms and on the page, only then.
describe("fields shown when a flag is on", () => {
  it("names a boolean field of the same resource, wherever it is declared", () => {
    const base = {
      name: "things",
      table: "things",
      area: "projects" as const,
      route: "/things",
      labelField: "name",
      permissions: { admin: "*" as const },
      list: {
        columns: ["name"],
        filters: [],
        sorters: [],
        search: [],
        defaultSort: { field: "name", order: "asc" as const },
      },
    };
    expect(() =>
      defineResource<Fields>({
        ...base,
        fields: { name: { type: "string" }, code: { type: "string", shownWhen: "name" } },
      }),
    ).toThrow(/not a boolean field/);
    expect(() =>
      defineResource<Fields>({
        ...base,
        fields: { name: { type: "string" }, code: { type: "string", shownWhen: "nope" } },
      }),
    ).toThrow(/not a boolean field/);
    for (const def of RESOURCES) {
      for (const [name, field] of Object.entries(def.fields)) {
        if (!field.shownWhen) continue;
        expect(def.fields[field.shownWhen]?.type, `${def.name}.${name}`).toBe("boolean");
      }
    }
    const clients = getResource("lead-clients")!;
    expect(
      Object.entries(clients.fields)
        .filter(([, f]) => f.shownWhen === "public_body")
        .map(([n]) => n),
    ).toEqual(["dir3_accounting_office", "dir3_managing_body", "dir3_processing_unit"]);
  });

  it("shows the field in a form once the flag is ticked, and hides it again", () => {
    const container = render(
      <Form initialValues={{ public_body: false }}>
        <Form.Item name="public_body" valuePropName="checked">
          <Checkbox data-testid="flag" />
        </Form.Item>
        <ShownWhen flag="public_body">
          <Form.Item name="dir3_accounting_office">
            <Input data-testid="dir3" />
          </Form.Item>
        </ShownWhen>
      </Form>,
    );
    const flag = () => container.querySelector<HTMLInputElement>("[data-testid=flag]")!;
    expect(container.querySelector("[data-testid=dir3]")).toBeNull();
    act(() => flag().click());
    expect(container.querySelector("[data-testid=dir3]")).not.toBeNull();
    act(() => flag().click());
    expect(container.querySelector("[data-testid=dir3]")).toBeNull();
  });

  it("shows it on the row's page only when the row's flag is on", () => {
    const clients = getResource("lead-clients")!;
    expect(shownOn(clients, "dir3_managing_body", { id: 1, public_body: true })).toBe(true);
    expect(shownOn(clients, "dir3_managing_body", { id: 1, public_body: false })).toBe(false);
    expect(shownOn(clients, "name", { id: 1, public_body: false })).toBe(true);
  });
});
