import type { ResourceProps, TreeMenuItem } from "@refinedev/core";
import { describe, expect, it } from "vitest";
import { getResource } from "../../../resources/registry";
import { PAGE_ACCESS } from "../../../resources/kit/page-permissions";
import { scopeRule } from "../../../resources/kit/row-scope";
import { ROLES } from "../../../resources/kit/types";
import { i18n } from "../../../web/i18n";
import { menuEntries } from "../../../web/layouts/app-sider";
import { decide } from "../../../web/providers/access-control-provider";
import { appResources } from "../../../web/routes/app-resources";

// A client's menu is the portal's (issue 26): every entry a client user gets is something of
// their own (a declared resource whose rows are narrowed to their client, or a portal page), never
// a CRM screen nor a list of the company's own (states, types, categories: nomenclators and
// settings, which clients may still read through the API for their own screens).

/** The menu tree as Refine's useMenu builds it from the resources: groups by `meta.parent`, hidden ones out. */
function menuTree(resources: ResourceProps[]): TreeMenuItem[] {
  const key = (r: ResourceProps) => r.identifier ?? r.name;
  const item = (r: ResourceProps): TreeMenuItem => {
    const route = typeof r.list === "string" ? r.list : undefined;
    return { ...r, key: key(r), route, children: [] } as unknown as TreeMenuItem;
  };
  const shown = resources.filter((r) => !r.meta?.hide);
  const groups = shown.filter((r) => !r.list).map(item);
  const roots = shown.filter((r) => r.list && !r.meta?.parent).map(item);
  for (const r of shown.filter((r) => r.list && r.meta?.parent)) {
    groups.find((g) => g.key === r.meta!.parent)?.children.push(item(r));
  }
  return [...roots, ...groups];
}

/** The menu tree less what the role may not list (what the side menu's CanAccess hides). */
function allowedTree(roles: string[]): TreeMenuItem[] {
  const allowed = (items: TreeMenuItem[]): TreeMenuItem[] =>
    items.flatMap((i) => {
      if (!decide(i.name, "list", { loggedIn: true, roles })) return [];
      return [{ ...i, children: allowed(i.children) }];
    });
  return allowed(menuTree(appResources(i18n.getFixedT("es"))));
}

/** What a user with these roles finds in the side menu: what the role may list, then the portal's narrowing. */
function menuOf(roles: string[]): TreeMenuItem[] {
  return menuEntries(allowedTree(roles), roles);
}

const leaves = (items: TreeMenuItem[]): TreeMenuItem[] =>
  items.flatMap((i) => (i.children.length ? leaves(i.children) : [i]));

describe("a client's menu", () => {
  it("walks every entry a client gets: each is the client's own, none is CRM or a list of the company's", () => {
    const entries = leaves(menuOf(["client"]));
    expect(entries.length).toBeGreaterThan(1);
    for (const entry of entries) {
      if (entry.name === "dashboard") continue;
      const def = getResource(entry.name);
      const page = PAGE_ACCESS[entry.name];
      expect(def ?? page, entry.name).toBeDefined();
      if (def) {
        expect(def.area, entry.name).not.toBe("crm");
        // Rows narrowed to the client's own: not the same list for every client (a nomenclator).
        expect(scopeRule(def, ["client"], "list")?.kind, entry.name).not.toBe("all");
        expect(def.portal, entry.name).toBe(true);
      } else {
        expect(page!.area, entry.name).not.toBe("crm");
        expect(page!.portal, entry.name).toBe(true);
      }
    }
    // What serves a client: their tickets, projects (with their Gantt and task board), invoices and courses.
    const portal = ["dashboard", "invoices", "my-courses", "projects", "projects-gantt", "tasks-kanban", "tickets"];
    expect(entries.map((e) => e.name).sort()).toEqual(portal);
  });

  it("keeps no empty group: CRM, settings and the areas with nothing of the client's are gone", () => {
    const groups = menuOf(["client"]).filter((i) => i.children.length || !i.route);
    expect(groups.every((g) => g.children.length > 0)).toBe(true);
    expect(groups.map((g) => g.name)).not.toContain("crm");
    expect(groups.map((g) => g.name)).not.toContain("settings");
  });

  it("narrows nothing for staff: their menu is the role matrix's", () => {
    for (const role of ROLES.filter((r) => r !== "client")) {
      const tree = allowedTree([role]);
      expect(
        leaves(menuEntries(tree, [role])).map((e) => e.key),
        role,
      ).toEqual(leaves(tree).map((e) => e.key));
    }
  });
});
