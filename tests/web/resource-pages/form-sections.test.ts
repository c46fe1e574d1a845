import { describe, expect, it } from "vitest";
import { defineResource } from "../../../resources/kit/define-resource";
import type { ResourceInput } from "../../../resources/kit/define-resource";
import { RESOURCES, getResource } from "../../../resources/registry";
import { formSections } from "../../../web/resource-pages/form-sections";
import { formFields } from "../../../web/resource-pages/resource-form";
import es from "../../../locales/es/resources.json";
import en from "../../../locales/en/resources.json";

// Long forms group their fields in declared sections (ResourceDef.sections), checked when declared.
const base: ResourceInput = {
  name: "things",
  table: "things",
  area: "projects",
  route: "/things",
  labelField: "name",
  fields: { name: { type: "string" }, notes: { type: "text" }, due: { type: "date" } },
  list: { columns: ["name"], filters: [], sorters: [], search: [], defaultSort: { field: "name", order: "asc" } },
  permissions: { admin: "*" },
};

describe("form sections", () => {
  it("refuses a section naming an unknown field, a field in two sections, or a key used twice", () => {
    expect(() => defineResource({ ...base, sections: [{ key: "a", fields: ["name", "nope"] }] })).toThrow(
      /section "a" names unknown field "nope"/,
    );
    expect(() =>
      defineResource({
        ...base,
        sections: [
          { key: "a", fields: ["name"] },
          { key: "b", fields: ["name"] },
        ],
      }),
    ).toThrow(/"name" is in two sections/);
    expect(() =>
      defineResource({
        ...base,
        sections: [
          { key: "a", fields: ["name"] },
          { key: "a", fields: ["due"] },
        ],
      }),
    ).toThrow(/section "a" is declared twice/);
    expect(defineResource({ ...base, sections: [{ key: "a", fields: ["name", "due"] }] }).sections).toHaveLength(1);
  });

  it("groups a form's fields by section, in the declared order, the rest last", () => {
    const def = defineResource({ ...base, sections: [{ key: "when", fields: ["due", "id"] }] });
    expect(formSections(def, formFields(def)).map((s) => [s.key, s.fields.map(([n]) => n)])).toEqual([
      ["when", ["due"]],
      [undefined, ["name", "notes"]],
    ]);
    const plain = defineResource(base);
    expect(formSections(plain, formFields(plain)).map((s) => s.key)).toEqual([undefined]);
  });

  it("puts every field of the projects and tasks forms in a labelled section", () => {
    for (const name of ["projects", "tasks"]) {
      const def = getResource(name)!;
      const sections = formSections(def, formFields(def));
      expect(
        sections.every((s) => s.key !== undefined),
        name,
      ).toBe(true);
      expect(sections.flatMap((s) => s.fields.map(([n]) => n)).sort()).toEqual(
        formFields(def)
          .map(([n]) => n)
          .sort(),
      );
    }
  });

  it("has a label in both languages for every declared section", () => {
    const labels = (locale: object, name: string, key: string) =>
      (locale as Record<string, { sections?: Record<string, string> }>)[name]?.sections?.[key];
    for (const def of RESOURCES) {
      for (const section of def.sections ?? []) {
        expect(labels(es, def.name, section.key), `es ${def.name}.${section.key}`).toBeTruthy();
        expect(labels(en, def.name, section.key), `en ${def.name}.${section.key}`).toBeTruthy();
      }
    }
  });
});
