import { describe, expect, it } from "vitest";
import { defineResource, getResource, scopeRule } from "../../../resources/index.js";
import { forceScope } from "../../../api/crud/row-scope.js";

// The rules behind row scope, on a made-up resource whose client rows carry a client_id.
const tickets = defineResource({
  name: "tickets",
  table: "tickets",
  area: "support",
  route: "/support",
  labelField: "title",
  fields: { title: { type: "string", required: true }, client_id: { type: "integer" } },
  list: {
    columns: ["title"],
    filters: ["id"],
    sorters: ["id"],
    search: [],
    defaultSort: { field: "id", order: "asc" },
  },
  permissions: { admin: "*", commercial: ["list"], client: ["list", "show", "create", "edit"] },
  scope: { client: "client_id" },
});

describe("row scope rules", () => {
  it("narrows a client, not a role without a scope, and wins for any unscoped granting role", () => {
    expect(scopeRule(tickets, ["client"], "list")).toEqual({ kind: "client", field: "client_id" });
    expect(scopeRule(tickets, ["admin"], "list")).toEqual({ kind: "all" });
    expect(scopeRule(tickets, ["client", "admin"], "show")).toEqual({ kind: "all" });
    // commercial has no `owner` field here, so it is not narrowed.
    expect(scopeRule(tickets, ["commercial"], "list")).toEqual({ kind: "all" });
    expect(scopeRule(tickets, ["commercial"], "delete")).toBeNull();
  });

  it("forces a scoped user's writes into its own scope", () => {
    const scope = { kind: "rows" as const, field: "client_id", value: 7 };
    expect(forceScope(tickets, scope, { title: "x", client_id: 99 }, true)).toEqual({ title: "x", client_id: 7 });
    expect(forceScope(tickets, scope, { title: "x" }, true)).toEqual({ title: "x", client_id: 7 });
    expect(forceScope(tickets, scope, { title: "y" }, false)).toEqual({ title: "y" });
    expect(forceScope(tickets, scope, { client_id: 99 }, false)).toEqual({ client_id: 7 });
    expect(() => forceScope(tickets, { ...scope, value: null }, { title: "x" }, true)).toThrow();
    expect(forceScope(tickets, { kind: "all" }, { client_id: 99 }, true)).toEqual({ client_id: 99 });
  });

  it("narrows clients and commercial users to their projects on what follows a project or a task", () => {
    for (const name of ["projects", "tasks", "project-notes", "task-comments", "time-entries"]) {
      const def = getResource(name)!;
      expect(scopeRule(def, ["admin"], "list"), name).toEqual({ kind: "all" });
      expect(scopeRule(def, ["commercial"], "list"), name).toEqual({ kind: "related", role: "commercial" });
      // A commercial user who is also a client is narrowed as a commercial user (the wider reach).
      expect(scopeRule(def, ["client", "commercial"], "show"), name).toEqual({ kind: "related", role: "commercial" });
      expect(scopeRule(def, ["commercial", "admin"], "show"), name).toEqual({ kind: "all" });
    }
    expect(scopeRule(getResource("tasks")!, ["client"], "show")).toEqual({ kind: "related", role: "client" });
    expect(scopeRule(getResource("project-notes")!, ["client"], "list")).toBeNull();
    // Team members are narrowed to staff for everyone (a fixed condition), not per role.
    expect(scopeRule(getResource("team-members")!, ["commercial"], "list")).toEqual({ kind: "all" });
  });

  it("refuses a declaration whose scope names an unknown field", () => {
    // @ts-expect-error an unknown name does not even compile; the check stands for untyped input
    expect(() => defineResource({ ...tickets, name: "bad", scope: { client: "nope" } })).toThrow(
      /unknown field "nope"/,
    );
  });
});
