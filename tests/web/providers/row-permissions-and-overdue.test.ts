import { describe, expect, it } from "vitest";
import { getResource } from "../../../resources/registry";
import { isOverdue } from "../../../resources/kit/overdue";
import { rowAllows } from "../../../web/providers/access-row-permissions";
import { cardFormFields } from "../../../web/components/kanban/card-create-modal";
import { childFormFields } from "../../../web/components/child-records/child-form-modal";
import { filtersFromParams } from "../../../web/components/list/url-filters";
import { declaredFilters } from "../../../web/components/list/declared-filters";

// The screens' side of per-row permissions (`_can`), of option lists a role may not read, and of
// the overdue rule and filter.

const tasks = getResource("tasks")!;
const projects = getResource("projects")!;
const names = (fields: [string, unknown][]) => fields.map(([name]) => name);

describe("per-row permissions", () => {
  it("follows the row's _can, and the role alone when a row carries none", () => {
    expect(rowAllows({ _can: { edit: false, delete: true } }, "edit")).toBe(false);
    expect(rowAllows({ _can: { edit: false, delete: true } }, "delete")).toBe(true);
    expect(rowAllows({ id: 1 }, "edit")).toBe(true);
  });
});

describe("forms ask only for option lists the user may read", () => {
  const noTeam = (resource: string) => resource !== "team-members";
  it("drop an optional reference whose resource may not be listed, keep a required one", () => {
    expect(names(cardFormFields(tasks, noTeam))).not.toContain("assigned_to");
    expect(names(cardFormFields(tasks, () => false))).toEqual(expect.arrayContaining(["project_id", "task_state_id"]));
    expect(names(cardFormFields(tasks, () => true))).toContain("assigned_to");
    expect(names(childFormFields(tasks, "project_id", noTeam))).not.toContain("assigned_to");
    expect(names(childFormFields(tasks, "project_id", noTeam))).toContain("phase_id");
  });
});

describe("overdue", () => {
  const today = "2026-11-23";
  it("is a task past its due date and not completed", () => {
    expect(isOverdue(tasks, { due_date: "2026-11-12", progress: 90, completed_at: null }, today)).toBe(true);
    expect(isOverdue(tasks, { due_date: "2026-11-12", completed_at: "2026-11-20T10:00:00Z" }, today)).toBe(false);
    expect(isOverdue(tasks, { due_date: today, completed_at: null }, today)).toBe(false);
    expect(isOverdue(tasks, { due_date: null }, today)).toBe(false);
  });

  it("is a project past its end date short of 100 %", () => {
    expect(isOverdue(projects, { end_date: "2026-01-31", progress: 40 }, today)).toBe(true);
    expect(isOverdue(projects, { end_date: "2026-01-31", progress: 100 }, today)).toBe(false);
    expect(isOverdue(getResource("project-states")!, { end_date: "2026-01-31" }, today)).toBe(false);
  });

  it("is a filter of the task board, read from the URL as yes or no", () => {
    const staff = { outsider: false, mayList: () => true };
    const specs = declaredFilters(tasks, staff, { from: tasks.board?.filters, except: ["project_id"] });
    expect(specs.map((s) => s.field)).toEqual(["assigned_to", "priority", "active", "overdue"]);
    const filters = filtersFromParams(tasks, specs, new URLSearchParams("overdue=true"));
    expect(filters).toContainEqual({ field: "overdue", operator: "eq", value: true });
    expect(filtersFromParams(tasks, specs, new URLSearchParams("overdue=maybe"))).toContainEqual({
      field: "overdue",
      operator: "eq",
      value: undefined,
    });
  });
});
