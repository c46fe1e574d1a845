import { describe, expect, it } from "vitest";
import { getResource } from "../../../resources/registry";
import { pagesOf } from "../../../resources/kit/define-resource";
import { pagePath, resourcePaths } from "../../../web/providers/resource-paths";

// Which generic pages a resource has, and their paths: a resource in the menu has all four, one
// only other screens use has those it declares (none by default), and a custom show page keeps
// the spec's path.
describe("resource pages and paths", () => {
  it("gives a menu resource its four pages, with its hand-written show page where it has one", () => {
    expect(pagesOf(getResource("project-states")!)).toEqual(["list", "create", "edit", "show"]);
    expect(resourcePaths(getResource("projects")!)).toEqual({
      list: "/projects",
      create: "/projects/create",
      edit: "/projects/edit/:id",
      show: "/projects/:id",
    });
  });

  it("gives a resource outside the menu only the pages it declares", () => {
    expect(pagesOf(getResource("project-phases")!)).toEqual([]);
    expect(resourcePaths(getResource("project-phases")!)).toEqual({
      list: undefined,
      create: undefined,
      edit: undefined,
      show: undefined,
    });
    expect(resourcePaths(getResource("tasks")!)).toEqual({
      list: undefined,
      create: undefined,
      edit: "/tasks/edit/:id",
      show: "/tasks/:id",
    });
  });

  it("refuses to name a page a resource does not have", () => {
    expect(pagePath(getResource("tasks")!, "edit")).toBe("/tasks/edit/:id");
    expect(() => pagePath(getResource("tasks")!, "list")).toThrow("tasks has no list page (pages: edit)");
  });
});
