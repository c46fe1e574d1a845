import { describe, expect, it, beforeAll, afterAll } from "vitest";
import type { InjectOptions } from "fastify";
import { PAGE_ACCESS, RESOURCES, type Action, type Role } from "../../../../resources/index.js";
import { DATABASE_KINDS } from "../../../fixtures/database.js";
import { EXPECTED_MATRIX, EXPECTED_PAGES, expectedCan, STALE_LINES } from "../../../fixtures/role-matrix.js";
import { attempt, jsonActions } from "../../crud/support/access-checks.js";
import { openSuite, request, type SuiteContext } from "../../crud/support/suite-context.js";

const SUCCESS: Record<Action, number> = { list: 200, show: 200, create: 201, edit: 200, delete: 200 };

type Probe = (ctx: SuiteContext) => InjectOptions & { method: "GET" };

/**
 * What each hand-written page reads from the API, by action: the page's line in the matrix must
 * be what the API answers. Writes on these pages have their own tests (users, company).
 */
const PAGE_PROBES: Record<string, Partial<Record<Action, Probe>>> = {
  logs: { list: () => ({ method: "GET", url: "/api/logs?_start=0&_end=5" }) },
  "system-logs": { list: () => ({ method: "GET", url: "/api/system-logs?_start=0&_end=5" }) },
  users: {
    list: () => ({ method: "GET", url: "/api/users?_start=0&_end=5" }),
    show: (ctx) => ({ method: "GET", url: `/api/users/${ctx.userIds.commercial}` }),
  },
  "projects-gantt": { list: () => ({ method: "GET", url: "/api/gantt" }) },
  // The board is the tasks list drawn by state.
  "tasks-kanban": { list: () => ({ method: "GET", url: "/api/tasks?_start=0&_end=5" }) },
  company: { show: () => ({ method: "GET", url: "/api/company" }) },
  // The calendar is the activities list by time; its feed is the user's own.
  "calendar-leads": { list: () => ({ method: "GET", url: "/api/lead-activities?_start=0&_end=5" }) },
  // The board is the leads list drawn by stage, with its column totals.
  "pipelines-board": { list: () => ({ method: "GET", url: "/api/leads/board-totals?board=pipeline" }) },
  // Each user's own notifications.
  notifications: { list: () => ({ method: "GET", url: "/api/notifications?_start=0&_end=5" }) },
  // The remittance screen reads the monthly runs.
  tuition: { list: () => ({ method: "GET", url: "/api/tuition/runs" }) },
  "verifactu-records": { list: () => ({ method: "GET", url: "/api/verifactu/records?_start=0&_end=5" }) },
  "my-courses": { list: () => ({ method: "GET", url: "/api/education/my-registrations" }) },
};

/**
 * The boundaries of one role on every database kind, against the hand-written matrix
 * (tests/fixtures/role-matrix.ts): every action on every declared resource (a client acting on a
 * row of its own client), and what every hand-written page reads. `extra` adds the role's own
 * checks on the same app.
 */
export function roleBoundaries(role: Role, extra?: (suite: () => SuiteContext) => void): void {
  for (const kind of DATABASE_KINDS) {
    describe(`${role} on ${kind}`, () => {
      let ctx: SuiteContext | undefined;
      const suite = () => ctx!;
      beforeAll(async () => {
        ctx = await openSuite(kind);
      });
      afterAll(() => ctx?.test.close());

      it("has a line for every declared resource, and none for a resource that is gone", () => {
        expect(Object.keys(EXPECTED_MATRIX).sort()).toEqual(RESOURCES.map((r) => r.name).sort());
        expect(STALE_LINES).toEqual([]);
      });

      for (const def of RESOURCES) {
        it(`does on ${def.name} exactly "${EXPECTED_MATRIX[def.name]?.[role] ?? "?"}"`, async () => {
          for (const action of jsonActions(def)) {
            const expected = expectedCan(def.name, role, action) ? SUCCESS[action] : 403;
            expect(await attempt(suite(), def, role, action), `${def.name} ${action}`).toBe(expected);
          }
        });
      }

      it("has a hand-written line and an API probe for every hand-written page", () => {
        expect(Object.keys(EXPECTED_PAGES).sort()).toEqual(Object.keys(PAGE_ACCESS).sort());
        expect(Object.keys(PAGE_PROBES).sort()).toEqual(Object.keys(PAGE_ACCESS).sort());
      });

      for (const [page, probes] of Object.entries(PAGE_PROBES)) {
        it(`does on the ${page} page exactly "${EXPECTED_PAGES[page]?.[role] ?? "?"}" (of what it reads)`, async () => {
          const ctx = suite();
          for (const [action, probe] of Object.entries(probes) as [Action, Probe][]) {
            const res = await request(ctx, { ...probe(ctx), token: ctx.tokens[role] });
            expect(res.statusCode, `${page} ${action}`).toBe(expectedCan(page, role, action) ? 200 : 403);
          }
        });
      }

      extra?.(suite);
    });
  }
}
