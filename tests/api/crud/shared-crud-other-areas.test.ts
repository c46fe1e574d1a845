import { crossResourceChecks } from "./support/cross-resource-checks.js";
import { runSharedCrudSuite } from "./support/shared-crud-suite.js";

// The areas without a part of their own, and the checks that span several resources.
runSharedCrudSuite("other-areas", crossResourceChecks);
