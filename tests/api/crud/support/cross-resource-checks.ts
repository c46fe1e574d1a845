import { expect, it } from "vitest";
import { getResource } from "../../../../resources/index.js";
import { createRecord } from "../../../fixtures/records.js";
import { attempt } from "./access-checks.js";
import { WEB_ORIGIN, request, type SuiteContext } from "./suite-context.js";

// Checks of the generic CRUD that span several resources, run in the shared suite's last part.
export function crossResourceChecks(suite: () => SuiteContext): void {
  // Written out by hand so a wrong matrix in the kit cannot pass by agreeing with itself.
  it("matches the role matrix on explicit cases", async () => {
    const c = suite();
    const states = getResource("project-states")!;
    const courseTypes = getResource("course-types")!;
    const services = getResource("lead-services")!;
    const managers = getResource("project-managers")!;
    const teamMembers = getResource("team-members")!;
    expect(await attempt(c, states, "client", "list")).toBe(200);
    expect(await attempt(c, states, "client", "create")).toBe(403);
    expect(await attempt(c, managers, "client", "list")).toBe(403);
    expect(await attempt(c, teamMembers, "admin", "create")).toBe(403);
    expect(await attempt(c, courseTypes, "client", "list")).toBe(200);
    expect(await attempt(c, courseTypes, "client", "show")).toBe(200);
    expect(await attempt(c, courseTypes, "client", "create")).toBe(403);
    expect(await attempt(c, services, "commercial", "show")).toBe(200);
    expect(await attempt(c, services, "commercial", "edit")).toBe(403);
    expect(await attempt(c, services, "commercial", "delete")).toBe(403);
    expect(await attempt(c, states, "admin", "delete")).toBe(200);
    expect(await attempt(c, states, "superadmin", "create")).toBe(201);
  });

  it("lets exactly one of two concurrent edits of the same version win", async () => {
    const c = suite();
    const def = getResource("campaign-types")!;
    const row = await createRecord(c.admin, def);
    const edit = (name: string) =>
      request(c, { method: "PATCH", url: `/api/${def.name}/${row.id}`, payload: { name, version: row.version } });
    const statuses = (await Promise.all([edit(`${row.name} A`), edit(`${row.name} B`)])).map((r) => r.statusCode);
    expect(statuses.sort()).toEqual([200, 409]);
    const shown = await request(c, { method: "GET", url: `/api/${def.name}/${row.id}` });
    expect(shown.json().version).toBe(row.version + 1);
  });

  it("exposes x-total-count to the web's origin (CORS)", async () => {
    const c = suite();
    await createRecord(c.admin, getResource("lead-services")!);
    const res = await request(c, { method: "GET", url: "/api/lead-services?_end=1", headers: { origin: WEB_ORIGIN } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["access-control-allow-origin"]).toBe(WEB_ORIGIN);
    expect(
      String(res.headers["access-control-expose-headers"])
        .toLowerCase()
        .split(/\s*,\s*/),
    ).toContain("x-total-count");
    expect(Number(res.headers["x-total-count"])).toBeGreaterThan(0);
  });
}
