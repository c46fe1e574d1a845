import { describe, expect, it } from "vitest";
import type { FormInstance } from "antd";
import { RESOURCES, getResource } from "../../../resources/registry";
import { EXTRA_PAGES } from "../../../web/routes/custom-pages";
import { ICONS } from "../../../web/resource-pages/icon-registry";
import { breaksNotBefore, notBeforeRules } from "../../../web/resource-pages/form-rules";
import { formFields, declaredDefaults } from "../../../web/resource-pages/resource-form";
import { fieldOrder } from "../../../web/resource-pages/resource-show";
import { visibleColumns } from "../../../web/resource-pages/list-columns";

// The generated pages' choices, derived from the declarations: which fields each page shows,
// the icons they name, and the form's "not before" rule (the API's, checked before sending).
const t = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);

describe("generated kit", () => {
  it("has an icon for every icon a declaration or a page's menu names", () => {
    const named = [...RESOURCES.map((r) => r.icon), ...EXTRA_PAGES.map((p) => p.menu?.icon)].filter((i): i is string =>
      Boolean(i),
    );
    expect(named.filter((icon) => !ICONS[icon])).toEqual([]);
  });

  it("never shows hidden fields, and never puts server-kept ones (lookups, author) in a form", () => {
    for (const def of RESOURCES) {
      const hidden = Object.keys(def.fields).filter((f) => def.fields[f].hidden);
      const form = formFields(def).map(([name]) => name);
      for (const name of hidden) {
        expect(form, def.name).not.toContain(name);
        expect(fieldOrder(def), def.name).not.toContain(name);
        expect(visibleColumns(def), def.name).not.toContain(name);
      }
      for (const [name, field] of Object.entries(def.fields)) {
        if (field.lookup || field.currentUser || field.count || field.readOnly)
          expect(form, `${def.name}.${name}`).not.toContain(name);
      }
    }
    const projects = getResource("projects")!;
    expect(fieldOrder(projects)).toEqual(
      expect.arrayContaining(["client_name", "manager_name", "progress", "actual_hours"]),
    );
    expect(fieldOrder(projects)).not.toContain("board_position");
    expect(formFields(projects).map(([n]) => n)).not.toContain("client_name");
    expect(formFields(getResource("task-comments")!).map(([n]) => n)).toEqual([
      "task_id",
      "content",
      "internal",
      "pinned",
      "parent_id",
    ]);
    expect(declaredDefaults(getResource("tasks")!)).toEqual({ priority: "medium", progress: 0, active: true });
  });

  it("compares dates and times for notBefore: equal is fine, earlier is not, empty is not compared", () => {
    expect(breaksNotBefore("2024-05-01", "2024-05-02")).toBe(true);
    expect(breaksNotBefore("2024-05-02", "2024-05-02")).toBe(false);
    expect(breaksNotBefore("2024-05-03", "2024-05-02")).toBe(false);
    expect(breaksNotBefore("2024-05-02T09:00:00.000Z", "2024-05-02T10:00:00.000Z")).toBe(true);
    expect(breaksNotBefore(null, "2024-05-02")).toBe(false);
    expect(breaksNotBefore("2024-05-01", "")).toBe(false);
  });

  it("validates the later field against the other's current value, with its label", async () => {
    const tasks = getResource("tasks")!;
    expect(notBeforeRules(tasks, "name", t)).toEqual([]);
    const [rule] = notBeforeRules(tasks, "due_date", t);
    const values: Record<string, unknown> = { start_date: "2024-05-10" };
    const form = { getFieldValue: (name: string) => values[name] } as unknown as FormInstance;
    const { validator } = (rule as (f: FormInstance) => { validator: (r: unknown, v: unknown) => Promise<void> })(form);
    await expect(validator({}, "2024-05-09")).rejects.toThrow(
      'validation:notBefore {"field":"resources:tasks.fields.start_date"}',
    );
    await expect(validator({}, "2024-05-10")).resolves.toBeUndefined();
    values.start_date = null;
    await expect(validator({}, "2024-05-09")).resolves.toBeUndefined();
  });
});
