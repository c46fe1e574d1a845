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
// each, so the files run side by side and none is the long pole of a run: a part is an area, the
// largest area dealt round-robin into slices, and "rest" takes every area without a part of its
// own, so each resource is in exactly one part whatever its area.
const SLICED = { projects: 4 } as const;
const OWN_PART = ["projects", "crm", "education"] as const;

export type SharedCrudPart = `projects-${1 | 2 | 3 | 4}` | "crm" | "education" | "rest";

export function resourcesOf(part: SharedCrudPart): ResourceDef[] {
  if (part === "rest") return RESOURCES.filter((def) => !(OWN_PART as readonly string[]).includes(def.area));
  const [area, slice] = part.split("-") as [(typeof OWN_PART)[number], string?];
  const inArea = RESOURCES.filter((def) => def.area === area);
  if (!slice) return inArea;
  return inArea.filter((_, i) => i % SLICED.projects === Number(slice) - 1);
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
