import { describe, expect, it } from "vitest";
import { createAccessControlProvider, decide } from "../../../web/providers/access-control-provider";
import { ACTIONS } from "../../../resources/kit/types";
import { RESOURCES } from "../../../resources/registry";
import { PAGE_ACCESS } from "../../../resources/kit/page-permissions";
import { EXPECTED_MATRIX, EXPECTED_PAGES, expectedCan, STALE_LINES } from "../../fixtures/role-matrix";

const logged = (roles: string[]) => ({ loggedIn: true, roles });

describe("access control follows the declared matrix (docs/product.md#roles)", () => {
  // The hand-written matrix is the independent source: a wrong declaration disagrees with it.
  it("has a line for every declared resource and hand-written page, and none for a resource that is gone", () => {
    expect(Object.keys(EXPECTED_MATRIX).sort()).toEqual(RESOURCES.map((r) => r.name).sort());
    expect(STALE_LINES).toEqual([]);
    expect(Object.keys(EXPECTED_PAGES).sort()).toEqual(Object.keys(PAGE_ACCESS).sort());
  });

  it("follows the hand-written matrix for every declared resource and page, role and action", () => {
    const names = [...Object.keys(EXPECTED_MATRIX), ...Object.keys(EXPECTED_PAGES)];
    for (const name of names) {
      for (const role of ["superadmin", "admin", "commercial", "client", "stranger"]) {
        for (const action of ACTIONS) {
          expect(decide(name, action, logged([role])), `${role} ${action} ${name}`).toBe(
            expectedCan(name, role, action),
          );
        }
      }
    }
  });

  it("staff-read resources: commercial lists and shows but cannot write; client sees nothing", () => {
    expect(decide("lead-statuses", "list", logged(["commercial"]))).toBe(true);
    expect(decide("lead-statuses", "show", logged(["commercial"]))).toBe(true);
    expect(decide("lead-statuses", "create", logged(["commercial"]))).toBe(false);
    expect(decide("lead-statuses", "edit", logged(["commercial"]))).toBe(false);
    expect(decide("lead-statuses", "delete", logged(["commercial"]))).toBe(false);
    expect(decide("lead-statuses", "list", logged(["client"]))).toBe(false);
  });

  it("everyone-read resources: a client lists and shows but cannot write", () => {
    expect(decide("course-types", "list", logged(["client"]))).toBe(true);
    expect(decide("course-types", "show", logged(["client"]))).toBe(true);
    expect(decide("course-types", "delete", logged(["client"]))).toBe(false);
  });

  it("admins do everything; any one role granting is enough", () => {
    expect(decide("lead-statuses", "delete", logged(["admin"]))).toBe(true);
    expect(decide("lead-statuses", "delete", logged(["client", "superadmin"]))).toBe(true);
  });

  it("Refine's extra actions map to declared ones", () => {
    expect(decide("course-types", "export", logged(["client"]))).toBe(true);
    expect(decide("course-types", "clone", logged(["client"]))).toBe(false);
    expect(decide("course-types", "clone", logged(["admin"]))).toBe(true);
  });

  it("menu groups show when something inside can be listed", () => {
    expect(decide("projects", "list", logged(["commercial"]))).toBe(true);
    // Clients read their own projects, so the projects group is theirs too.
    expect(decide("projects", "list", logged(["client"]))).toBe(true);
    expect(decide("crm", "list", logged(["client"]))).toBe(true);
    expect(decide("education", "list", logged(["client"]))).toBe(true);
  });

  it("undeclared pages (dashboard) are open to logged-in users only", () => {
    expect(decide("dashboard", "list", logged(["client"]))).toBe(true);
    expect(decide(undefined, "list", logged([]))).toBe(true);
    expect(decide("dashboard", "list", { loggedIn: false, roles: [] })).toBe(false);
    expect(decide("course-types", "list", { loggedIn: false, roles: ["admin"] })).toBe(false);
  });

  it("the provider reads the session and gives a reason when refusing", async () => {
    const provider = createAccessControlProvider({ loggedIn: () => true, roles: () => ["client"] });
    await expect(provider.can({ resource: "course-types", action: "list" })).resolves.toEqual({ can: true });
    const refused = await provider.can({ resource: "project-states", action: "edit" });
    expect(refused.can).toBe(false);
    expect(refused.reason).toBeTruthy();
    expect(provider.options?.buttons).toEqual({ enableAccessControl: true, hideIfUnauthorized: true });
  });
});
