import { afterAll, beforeAll, describe } from "vitest";
import { RESOURCES, type ResourceDef } from "../../../../resources/index.js";
import { DATABASE_KINDS } from "../../../fixtures/database.js";
import { accessChecks } from "./access-checks.js";
import { authorChecks } from "./author-checks.js";
import { basicChecks } from "./basic-checks.js";
import { closingChecks } from "./closing-checks.js";
import { fieldRoleChecks } from "./field-role-checks.js";
import { filterChecks } from "./filter-checks.js";
import { listChecks } from "./list-checks.js";
import { scopeChecks } from "./scope-checks.js";
import { scopeMoveChecks } from "./scope-move-checks.js";
import { staffReferenceChecks } from "./staff-reference-checks.js";
import { openSuite, type SuiteContext } from "./suite-context.js";
import { validationChecks } from "./validation-checks.js";

// The generic CRUD, checked for every declared resource on every database kind: a new
// declaration is covered the moment it is registered. The suite is cut in parts, one test file
// each (shared-crud-<part>.test.ts), so the files run side by side and none is the long pole of a
// run. A part is named for the resources it checks: an area, the projects area cut by the rows'
// place (a project's, a task's, the lists they pick from), and "other-areas" takes every resource
// no other part does, so each is in exactly one part whatever its area.
const under = (def: ResourceDef, path: string) => def.route === path || def.route.startsWith(`${path}/`);
const inProjects = (def: ResourceDef) => def.area === "projects";
const PARTS = {
  /** Projects and the rows that hang on one (phases, milestones, notes, files, issues). */
  projects: (def: ResourceDef) => inProjects(def) && under(def, "/projects") && !under(def, "/projects/nomenclators"),
  /** Tasks and the rows that hang on one (comments, notes, files, dependencies, time entries). */
  tasks: (def: ResourceDef) => inProjects(def) && under(def, "/tasks"),
  /** The lists projects and tasks pick from: their states, categories, managers and the team. */
  "project-nomenclators": (def: ResourceDef) => inProjects(def) && !PARTS.projects(def) && !PARTS.tasks(def),
  crm: (def: ResourceDef) => def.area === "crm",
  education: (def: ResourceDef) => def.area === "education",
};

export type SharedCrudPart = keyof typeof PARTS | "other-areas";
export const SHARED_CRUD_PARTS: readonly SharedCrudPart[] = [
  ...(Object.keys(PARTS) as (keyof typeof PARTS)[]),
  "other-areas",
];

export function resourcesOf(part: SharedCrudPart): ResourceDef[] {
  if (part === "other-areas") return RESOURCES.filter((def) => !Object.values(PARTS).some((inPart) => inPart(def)));
  return RESOURCES.filter(PARTS[part]);
}

/** One part of the suite on every database kind; `more` adds checks that need the same suite. */
export function runSharedCrudSuite(part: SharedCrudPart, more?: (suite: () => SuiteContext) => void): void {
  for (const kind of DATABASE_KINDS) {
    describe(`generic CRUD on ${kind} (${part})`, () => {
      let ctx: SuiteContext | undefined;
      const suite = () => ctx!;
      beforeAll(async () => {
        ctx = await openSuite(kind);
      });
      afterAll(async () => {
        await ctx?.test.close();
      });

      for (const def of resourcesOf(part)) {
        describe(def.name, () => {
          basicChecks(suite, def);
          validationChecks(suite, def);
          filterChecks(suite, def);
          listChecks(suite, def);
          accessChecks(suite, def);
          scopeChecks(suite, def);
          scopeMoveChecks(suite, def);
          authorChecks(suite, def);
          staffReferenceChecks(suite, def);
          fieldRoleChecks(suite, def);
          closingChecks(suite, def);
        });
      }
      more?.(suite);
    });
  }
}
