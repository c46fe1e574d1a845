import { describe, expect, it, beforeAll, afterAll } from "vitest";
import { RESOURCES, type Action, type Role } from "../../../../resources/index.js";
import { DATABASE_KINDS } from "../../../fixtures/database.js";
import { attempt, jsonActions } from "../../crud/support/access-checks.js";
import { openSuite, request, type SuiteContext } from "../../crud/support/suite-context.js";

// DESIGN §5 written out by hand, resource by resource: l(ist) s(how) c(reate) e(dit) d(elete).
// It is deliberately not derived from the declarations, so a wrong permission in a declaration
// fails here instead of agreeing with itself; a new resource fails until it gets its line.
const STAFF_READ = { superadmin: "lscde", admin: "lscde", commercial: "ls", client: "" };
const EVERYONE_READ = { superadmin: "lscde", admin: "lscde", commercial: "ls", client: "ls" };
// Rows of a project: commercial users work on them, clients read them (their own projects').
const PROJECT_WORK = { superadmin: "lscde", admin: "lscde", commercial: "lscde", client: "ls" };
// Staff-only rows of a project: notes and time are never a client's.
const PROJECT_STAFF = { superadmin: "lscde", admin: "lscde", commercial: "lscde", client: "" };
// Uploaded files: commercial users upload and remove their own, never rename; clients read.
const PROJECT_FILES = { superadmin: "lscde", admin: "lscde", commercial: "lscd", client: "ls" };

export const EXPECTED_MATRIX: Record<string, Record<Role, string>> = {
  "project-states": EVERYONE_READ,
  "project-categories": EVERYONE_READ,
  "task-states": EVERYONE_READ,
  "project-managers": STAFF_READ,
  projects: { superadmin: "lscde", admin: "lscde", commercial: "lse", client: "ls" },
  "project-phases": PROJECT_WORK,
  "project-milestones": PROJECT_WORK,
  "project-notes": PROJECT_STAFF,
  "project-files": PROJECT_FILES,
  "project-issues": PROJECT_WORK,
  tasks: PROJECT_WORK,
  "task-notes": PROJECT_STAFF,
  "task-files": PROJECT_FILES,
  "task-comments": PROJECT_WORK,
  "task-dependencies": PROJECT_WORK,
  "time-entries": PROJECT_STAFF,
  // Staff users to pick from; users themselves are managed on /api/users.
  "team-members": { superadmin: "ls", admin: "ls", commercial: "ls", client: "" },
  "lead-clients": { superadmin: "lscde", admin: "lscde", commercial: "lsce", client: "ls" },
  "lead-statuses": STAFF_READ,
  "campaign-types": STAFF_READ,
  "lead-services": STAFF_READ,
  "client-types": STAFF_READ,
  "commercial-securities": STAFF_READ,
  "course-types": EVERYONE_READ,
  "academic-levels": EVERYONE_READ,
  "lead-specific-services": STAFF_READ,
};

/** Hand-written pages: which roles read the activity log and the system log. */
export const EXPECTED_PAGES: Record<Role, { logs: boolean; "system-logs": boolean }> = {
  superadmin: { logs: true, "system-logs": true },
  admin: { logs: true, "system-logs": false },
  commercial: { logs: false, "system-logs": false },
  client: { logs: false, "system-logs": false },
};

const LETTER: Record<Action, string> = { list: "l", show: "s", create: "c", edit: "e", delete: "d" };
const SUCCESS: Record<Action, number> = { list: 200, show: 200, create: 201, edit: 200, delete: 200 };

/**
 * The boundaries of one role on every database kind: every action on every declared resource
 * (a client acting on a row of its own client), and the log routes. `extra` adds the role's own
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

      it("has a hand-written line for every declared resource", () => {
        expect(Object.keys(EXPECTED_MATRIX).sort()).toEqual(RESOURCES.map((r) => r.name).sort());
      });

      for (const def of RESOURCES) {
        it(`does on ${def.name} exactly "${EXPECTED_MATRIX[def.name]?.[role] ?? "?"}"`, async () => {
          const allowed = EXPECTED_MATRIX[def.name][role];
          for (const action of jsonActions(def)) {
            const expected = allowed.includes(LETTER[action]) ? SUCCESS[action] : 403;
            expect(await attempt(suite(), def, role, action), `${def.name} ${action}`).toBe(expected);
          }
        });
      }

      it(`reads the activity log: ${EXPECTED_PAGES[role].logs}; the system log: ${EXPECTED_PAGES[role]["system-logs"]}`, async () => {
        for (const page of ["logs", "system-logs"] as const) {
          const res = await request(suite(), { method: "GET", url: `/api/${page}?_start=0&_end=5`, token: suite().tokens[role] });
          expect(res.statusCode, page).toBe(EXPECTED_PAGES[role][page] ? 200 : 403);
        }
      });

      extra?.(suite);
    });
  }
}
